/** Reads as the server sends them, for the tests of what screens and the phone make of them (not used by the app). */

import type { FixtureSummary, TeamRefRead, TournamentDetail } from '../schemas/reads';
import { LIVE_STATUSES } from './fixture-status';

const teamRef = (id: string, name = id): TeamRefRead => ({ id, name, logo: null });

/** A scheduled knockout fixture of tournament 't' between two teams named after their ids, unless said. */
export const fixtureRead = (
  id: string,
  homeTeamId: string,
  awayTeamId: string,
  over: Partial<FixtureSummary> = {},
): FixtureSummary => ({
  id,
  tournamentId: 't',
  timeZone: 'UTC',
  matchType: 'Knockout',
  date: '2030-06-01T10:00:00.000Z',
  venue: 'Pitch 1',
  status: 'SCHEDULED',
  homeTeamId,
  awayTeamId,
  homeTeam: teamRef(homeTeamId),
  awayTeam: teamRef(awayTeamId),
  homeScore: 0,
  awayScore: 0,
  homePenaltyScore: null,
  awayPenaltyScore: null,
  ...over,
});

/** Tournament 't', 'Cup', on 1 and 2 June 2030 in UTC, with what the test gives it. */
export const tournamentRead = (
  over: Pick<TournamentDetail, 'teams' | 'fixtures'> & Partial<TournamentDetail>,
): TournamentDetail => ({
  id: 't',
  name: 'Cup',
  description: '',
  logo: null,
  startDate: '2030-06-01',
  endDate: '2030-06-02',
  timeZone: 'UTC',
  adminId: 'admin',
  isAdmin: false,
  // As the server works it out.
  playing: over.fixtures.some((fixture) => LIVE_STATUSES.includes(fixture.status)),
  ...over,
});
