/**
 * Plain inputs of the match rules, independent of the database and the screens.
 *
 * Conventions:
 * - A SUBSTITUTION event's playerId is the player going OFF, substitutePlayerId the one coming ON.
 * - An OWN_GOAL event's teamId is the team of the player who put the ball in his own net: the goal
 *   counts for the other team.
 * - A PENALTY with penaltyOutcome 'SCORED' and isShootout false is an in-match goal; shootout kicks
 *   have isShootout true and minute 0, and never count as goals.
 */
export interface TeamRef {
  id: string;
  name: string;
  logo: string | null;
}

export interface FixtureResult {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  /** Only FULL_TIME counts as finished. */
  status: string;
  homeScore: number;
  awayScore: number;
}

export interface LineupEntry {
  fixtureId: string;
  teamId: string;
  playerId: string;
  isStarting: boolean;
  position: string;
}

export interface MatchEventInput {
  id: string;
  fixtureId: string;
  teamId: string | null;
  playerId: string | null;
  substitutePlayerId: string | null;
  type: string | null;
  minute: number | null;
  penaltyOutcome: string | null;
  isShootout: boolean;
  /** Played in extra time, whose clock (and so its minute) starts again from 0. */
  extraTime?: boolean;
  /** When the event was recorded (ISO text); not used by the rules, kept for callers that order logs. */
  createdAt?: string;
}

export interface PlayerRef {
  id: string;
  name: string;
  image: string | null;
  teamId: string;
}

export const FINISHED = 'FULL_TIME';
/** Statuses of a match that has not kicked off (or never will): nobody has played in it. */
export const NOT_PLAYED = new Set(['SCHEDULED', 'CANCELLED']);

export const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
