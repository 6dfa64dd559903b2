/** Teams and results for the tests of standings and formats (not used by the app). */
import type { FixtureResult, TeamRef } from './match-types';

export const team = (id: string, name = id.toUpperCase()): TeamRef => ({ id, name, logo: null });

let n = 0;
/** A result between two teams, full time unless said, with an id of its own. */
export const played = (
  homeTeamId: string,
  homeScore: number,
  awayScore: number,
  awayTeamId: string,
  status = 'FULL_TIME',
): FixtureResult => ({
  id: `f${++n}`,
  homeTeamId,
  awayTeamId,
  homeScore,
  awayScore,
  status,
});
