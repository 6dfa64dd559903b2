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
  /** Lineup position; anything but the four positions reads as DEFENDER (SPEC default). */
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
  /** Epoch milliseconds of the organiser's tap. */
  at: number;
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

export type TrackerEntry =
  | ClockStartEntry
  | ClockPauseEntry
  | StageEntry
  | EventEntry
  | SubstitutionEntry
  | ShootoutStartEntry
  | ShootoutKickEntry
  | ShootoutEndEntry
  | ResetEntry
  | UndoEntry
  | CorrectionEntry;

/** Entries that change the match directly (the others rewrite which of these count). */
export type MatchEntry = Exclude<TrackerEntry, ResetEntry | UndoEntry | CorrectionEntry>;

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

/** An event as the server gets it (SPEC §3 match event payload). */
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
}

export type ApplyResult = { ok: true; state: TrackerState } | { ok: false; reason: string };
export type CheckResult = { ok: true } | { ok: false; reason: string };
