import { rankTable, TIE_BREAK_PRESETS } from './formats/tie-breakers';
import type { FixtureResult, TeamRef } from './match-types';

/**
 * The league table, derived from finished (FULL_TIME) fixtures on every read.
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

export function computeStandings(teams: readonly TeamRef[], fixtures: readonly FixtureResult[]): StandingsRow[] {
  return rankTable({ teams, fixtures, criteria: TIE_BREAK_PRESETS.standard }).map(
    ({ fairPlayPoints: _fairPlay, decidedBy: _decidedBy, byLots: _byLots, ...row }) => row,
  );
}
