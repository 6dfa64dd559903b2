/**
 * Types of the live match tracker: the append-only log the phone stores and syncs (`TrackerEntry`),
 * the lineups it starts from, and the state derived by replaying the log (`TrackerState`).
 */
import type { EventType } from '../../schemas/enums';
import type { Score } from '../score';

export type Position = 'GOALKEEPER' | 'DEFENDER' | 'MIDFIELDER' | 'STRIKER';

export type Stage =
  | 'First Half'
  | 'Half Time'
  | 'Second Half'
  | 'Extra Time'
  | 'Full Time'
  | 'Penalty Shootout'
  | 'Penalty Shootout Completed';

/** Event types recorded with the stat buttons (SUBSTITUTION has its own entry). */
export type StatType = Exclude<EventType, 'SUBSTITUTION'>;
export type PenaltyOutcome = 'SCORED' | 'MISSED' | 'SAVED';

// ─── Input: the lineups ───────────────────────────────────────────────────────

export interface LineupPlayer {
  playerId: string;
  name: string;
  /** Lineup position; anything but the four positions reads as DEFENDER (the default). */
  position: string;
  isStarting: boolean;
  jerseyNumber: number | null;
}

export interface TeamLineup {
  teamId: string;
  players: readonly LineupPlayer[];
}

export interface MatchLineups {
  home: TeamLineup;
  away: TeamLineup;
}

// ─── The log ──────────────────────────────────────────────────────────────────

interface EntryBase {
  /** The client's UUIDv7, also the id (and Idempotency-Key) of the event it makes. */
  id: string;
  /** Epoch milliseconds of the organiser's tap, on the server's clock (the phone corrects its own). */
  at: number;
  /** The phone that recorded it: entries of two phones about one fact merge (see duplicates.ts). */
  device?: string;
}

export interface ClockStartEntry extends EntryBase {
  kind: 'CLOCK_START';
}
export interface ClockPauseEntry extends EntryBase {
  kind: 'CLOCK_PAUSE';
}
/** The first half starts implicitly; these move the match on. */
export interface StageEntry extends EntryBase {
  kind: 'STAGE';
  stage: 'HALF_TIME' | 'SECOND_HALF' | 'EXTRA_TIME' | 'FULL_TIME';
}
export interface EventEntry extends EntryBase {
  kind: 'EVENT';
  type: StatType;
  teamId: string;
  playerId: string;
  /** Required for PENALTY. */
  penaltyOutcome?: PenaltyOutcome | null;
  /** The minute the caller gave (an API client without a clock); otherwise the clock's at `at`. */
  minute?: number;
}
export interface SubstitutionEntry extends EntryBase {
  kind: 'SUBSTITUTION';
  teamId: string;
  playerOffId: string;
  playerOnId: string;
  /** Role of the incoming player when the organiser chose one; otherwise decided by the rules (players.ts). */
  position?: Position;
}
export interface ShootoutStartEntry extends EntryBase {
  kind: 'SHOOTOUT_START';
}
export interface ShootoutKickEntry extends EntryBase {
  kind: 'SHOOTOUT_KICK';
  teamId: string;
  playerId: string;
  scored: boolean;
}
export interface ShootoutEndEntry extends EntryBase {
  kind: 'SHOOTOUT_END';
}
/**
 * The answer to the prompt after a red card: the team plays on without filling the sent-off
 * player's place. In the log, so that every phone following the match stops asking.
 */
export interface NoReplacementEntry extends EntryBase {
  kind: 'NO_REPLACEMENT';
  teamId: string;
  playerId: string;
}
/** Reset Match: nothing before it counts any more; the stage goes back to First Half. */
export interface ResetEntry extends EntryBase {
  kind: 'RESET';
}
/** The target (an event, substitution, shootout kick or correction) stops counting. */
export interface UndoEntry extends EntryBase {
  kind: 'UNDO';
  targetId: string;
}
/** New values for an earlier EVENT entry; the original stays in the log. */
export interface CorrectionEntry extends EntryBase {
  kind: 'CORRECTION';
  targetId: string;
  playerId?: string;
  minute?: number;
  type?: StatType;
  penaltyOutcome?: PenaltyOutcome | null;
}

/** The answer to a probable duplicate: the same fact (counted once) or two facts (both count). */
export interface ResolveDuplicateEntry extends EntryBase {
  kind: 'RESOLVE_DUPLICATE';
  targetId: string;
  same: boolean;
}

export type TrackerEntry =
  | ClockStartEntry
  | ClockPauseEntry
  | StageEntry
  | EventEntry
  | SubstitutionEntry
  | NoReplacementEntry
  | ShootoutStartEntry
  | ShootoutKickEntry
  | ShootoutEndEntry
  | ResetEntry
  | UndoEntry
  | CorrectionEntry
  | ResolveDuplicateEntry;

/** Entries that rewrite which other entries count, and how. */
export type RewriteEntry = ResetEntry | UndoEntry | CorrectionEntry | ResolveDuplicateEntry;
/** Entries that change the match directly. */
export type MatchEntry = Exclude<TrackerEntry, RewriteEntry>;

export type Correction = Pick<CorrectionEntry, 'playerId' | 'minute' | 'type' | 'penaltyOutcome'>;

// ─── Derived state ────────────────────────────────────────────────────────────

export interface ClockState {
  running: boolean;
  /** When the running segment began (epoch ms), null while paused. */
  runningSince: number | null;
  /** Time of the finished segments of this period (ms). */
  accumulatedMs: number;
}

export type PlayerStatus = 'ON_FIELD' | 'SUBSTITUTE' | 'SENT_OFF';

export interface PlayerState {
  playerId: string;
  name: string;
  jerseyNumber: number | null;
  isStarting: boolean;
  /** The position of the submitted lineup. */
  lineupPosition: Position;
  /** The current role. */
  position: Position;
  status: PlayerStatus;
  /** Substituted off and on the bench since: he may come back on, but has played. */
  cameOff?: boolean;
}

export type Side = 'home' | 'away';

export interface TeamState {
  teamId: string;
  side: Side;
  /** The lineup's players in lineup order; a player not in it is 'available' (see playerStatus). */
  players: readonly PlayerState[];
  /** Players sent off from the field whose place the team is prompted to fill (cleared by a substitution). */
  pendingSubstitution: readonly string[];
}

/** An event as the server gets it (the match event body, docs/api.md#match-day). */
export interface TrackerEvent {
  /** The id of the log entry that made it. */
  id: string;
  at: number;
  type: EventType;
  minute: number;
  teamId: string;
  playerId: string;
  substitutePlayerId: string | null;
  penaltyOutcome: PenaltyOutcome | null;
  isShootout: boolean;
  /** Time on the match clock at the tap (ms), what probable duplicates are compared by. */
  clockMs: number;
  device?: string;
  /** A yellow card to a player already booked: it sends him off (Laws of the Game, law 12). */
  secondYellow?: boolean;
}

/** An event of another phone that is probably one already counted: it does not count until answered. */
export interface ProbableDuplicate {
  id: string;
  /** The counted event it looks like. */
  of: string;
}

export interface ShootoutKick {
  id: string;
  teamId: string;
  playerId: string;
  scored: boolean;
}

export interface ShootoutState {
  kicks: readonly ShootoutKick[];
  /** The stage the shootout followed, for the status sent meanwhile. */
  after: Stage;
}

export interface TrackerState {
  lineups: MatchLineups;
  /** Accepted entries, in order (what the phone keeps). */
  log: readonly TrackerEntry[];
  /** Entries of a replayed log that were refused, with the reason. */
  rejected: readonly { id: string; reason: string }[];
  stage: Stage;
  /** The clock has been started since the last reset (the match is under way). */
  started: boolean;
  clock: ClockState;
  home: TeamState;
  away: TeamState;
  events: readonly TrackerEvent[];
  score: Score;
  shootout: ShootoutState | null;
  /** Full Time and after the shootout: nothing more is recorded. */
  locked: boolean;
  /** Probable duplicates waiting for a one-tap answer; none of them counts meanwhile. */
  duplicates: readonly ProbableDuplicate[];
  /** Entries that merged into one already counted (the same stage change from another phone). */
  merged: readonly string[];
  /** The phone whose entry made the current stage and clock state, for merging another's. */
  lastBy: { stage?: string; clock?: string };
}

export type ApplyResult = { ok: true; state: TrackerState } | { ok: false; reason: string };
export type CheckResult = { ok: true } | { ok: false; reason: string };
