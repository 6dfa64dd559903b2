import { rankTable, TIE_BREAK_PRESETS } from './formats/tie-breakers';
import type { FixtureResult, TeamRef } from './match-types';

/**
 * The league table, derived from finished (FULL_TIME) League fixtures on every read: a Knockout or
 * Friendly fixture counts for nothing in it.
 *
 * Points: 3 for a win, 1 for a draw, 0 for a loss. Order (the 'standard' tie-break preset,
 * formats/tie-breakers.ts):
 *   1. points, 2. goal difference, 3. goals scored,
 *   4. head-to-head among exactly the teams still level: a table of only the matches between them,
 *      compared again by points, goal difference and goals scored,
 *   5. name (A to Z, ignoring case).
 * Teams with no finished match yet appear with zeros.
 */
export interface StandingsRow {
  position: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
}

/** A fixture with its match type (SPEC §5): 'League', 'Knockout' or 'Friendly'. */
export interface TypedFixtureResult extends FixtureResult {
  matchType: string;
}

export function computeStandings(teams: readonly TeamRef[], fixtures: readonly TypedFixtureResult[]): StandingsRow[] {
  const league = fixtures.filter((f) => f.matchType === 'League');
  return rankTable({ teams, fixtures: league, criteria: TIE_BREAK_PRESETS.standard }).map(
    ({ fairPlayPoints: _fairPlay, decidedBy: _decidedBy, byLots: _byLots, ...row }) => row,
  );
}
