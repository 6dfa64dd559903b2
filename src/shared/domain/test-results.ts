/** Teams and results for the tests of standings and formats (not used by the app). */
import type { TeamRef } from './match-types';
import type { TypedFixtureResult } from './standings';

export const team = (id: string, name = id.toUpperCase()): TeamRef => ({ id, name, logo: null });

let n = 0;
/** A League result between two teams, full time unless said, with an id of its own. */
export const played = (
  homeTeamId: string,
  homeScore: number,
  awayScore: number,
  awayTeamId: string,
  status = 'FULL_TIME',
): TypedFixtureResult => ({
  id: `f${++n}`,
  homeTeamId,
  awayTeamId,
  homeScore,
  awayScore,
  status,
  matchType: 'League',
});
