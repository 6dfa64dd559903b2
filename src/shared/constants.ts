/** The product's numbers (docs/rules.md#timings-and-counts) and security limits (docs/rules.md#accounts-sessions-and-codes). */
export const SESSION_LIFETIME_SECONDS = 86_400;
export const SESSION_CHECK_INTERVAL_MS = 60_000;

export const OTP_LENGTH = 6;
export const OTP_TIMER_SECONDS = 30;
export const OTP_SHAKE_MS = 500;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** Codes a phone may be sent back to back; after them each text waits longer than the last. */
export const OTP_FREE_SENDS = 3;
export const OTP_SEND_WAITS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
/** A phone's texts count for its waits this long, or until one of its codes is verified. */
export const OTP_SEND_MEMORY_MS = 24 * 3600_000;

/** Sign-in attempts for one phone number before it waits; the waits double up to the cap. */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_FIRST_WAIT_MS = 60_000;
export const LOGIN_MAX_WAIT_MS = 60 * 60_000;
/** Failed attempts are forgotten after this long without another one (counted from the end of a wait). */
export const LOGIN_FAILURE_MEMORY_MS = 15 * 60_000;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const TOURNAMENT_DESCRIPTION_MAX = 2000;

export const TOAST_AUTO_CLOSE_MS = 3000;
export const SIGN_IN_TOAST_AUTO_CLOSE_MS = 5000;
/** Toasts shown at once; a new one takes the oldest one's place. */
export const TOAST_LIMIT = 3;

export const MOBILE_BREAKPOINT_PX = 900;
export const ABBREVIATION_MAX = 5;
export const DEFAULT_VENUE = 'Main Arena';

/** Browsing screens. */
export const LIST_SKELETON_COUNT = 6;
export const LINEUP_SKELETON = { goalkeepers: 1, starting: 10, substitutes: 5 } as const;
export const INJURY_NEWS_DELAY_MS = 800;
export const REGISTRATION_DELAY_MS = 1000;
export const HOME_CAROUSEL_MS = 5000;
export const LEADERBOARD_MATCHES_CAP = 6;
/** How often an open, visible match screen refreshes a live fixture and its events. */
export const LIVE_REFRESH_MS = 15_000;

/** Organiser screens and profile. */
export const TOURNAMENT_LOGO_COMPRESSION = { maxSizeMB: 0.1, maxWidthOrHeight: 800 } as const;
/** Team logos and player photos. */
export const SMALL_IMAGE_COMPRESSION = { maxSizeMB: 0.1, maxWidthOrHeight: 300 } as const;
export const TEAM_SEARCH_DEBOUNCE_MS = 300;
/** The match-team picker shows 'Adding...' this long before a pick (or a removal) is applied. */
export const MATCH_PICK_DELAY_MS = 500;
/** The add-players search asks the server (it alone sees whole numbers): once typing pauses. */
export const PLAYER_SEARCH_DEBOUNCE_MS = 300;
export const FIXTURE_FORM_RESET_MS = 2000;
export const FIXTURE_SUCCESS_TOAST_MS = 3000;

/** Pixel cap (docs/rules.md#images): a small file can still decode to a picture too big for a phone's memory. */
export const IMAGE_MAX_PIXELS_SIDE = 4096;

/** The longest search a list takes (the players search is sent to the server). */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The tracker's log draws its newest entries until the scorer asks for the earlier ones (those
 * that ask something of the scorer are always drawn): every frame a tap paints lays out the whole
 * log, and 300 rows made a slow phone's tap several frames' work.
 */
export const LOG_ROWS_SHOWN = 25;

/** Teams in a group of a competition (docs/rules.md#competition-formats). */
export const GROUP_SIZE_MIN = 3;
export const GROUP_SIZE_MAX = 5;
/** Groups are named A to Z. */
export const GROUPS_MAX = 26;
/** Teams in a knockout bracket at most. */
export const KNOCKOUT_MAX_TEAMS = 128;
