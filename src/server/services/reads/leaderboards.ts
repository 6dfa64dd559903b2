import { eq, inArray } from 'drizzle-orm';
import { awards, computeLeaderboard } from '../../../shared/domain/leaderboards';
import type { FixtureResult, LineupEntry, PlayerRef } from '../../../shared/domain/match-types';
import { computeStandings } from '../../../shared/domain/standings';
import type { Database } from '../../db/database';
import { fixtures, lineupPlayers, lineups, teamMembers, users } from '../../db/schema';
import { asMatchInput, effectiveEvents } from '../effective-events';
import { listTournamentTeams, tournamentSummary } from './tournaments';

async function results(db: Database, tournamentId: string): Promise<FixtureResult[]> {
  return db
    .select({
      id: fixtures.id,
      homeTeamId: fixtures.homeTeamId,
      awayTeamId: fixtures.awayTeamId,
      status: fixtures.status,
      homeScore: fixtures.homeScore,
      awayScore: fixtures.awayScore,
    })
    .from(fixtures)
    .where(eq(fixtures.tournamentId, tournamentId));
}

/** Standings are derived from the finished fixtures on every read, never stored. */
export async function standingsOf(db: Database, tournamentId: string) {
  await tournamentSummary(db, tournamentId);
  const [teams, fixtureResults] = await Promise.all([listTournamentTeams(db, tournamentId), results(db, tournamentId)]);
  return computeStandings(teams, fixtureResults);
}

/** Player numbers of one tournament, from its fixtures, lineups and events (six queries in all). */
export async function leaderboardOf(db: Database, tournamentId: string) {
  await tournamentSummary(db, tournamentId);
  const [teams, fixtureResults] = await Promise.all([listTournamentTeams(db, tournamentId), results(db, tournamentId)]);
  const teamIds = teams.map((team) => team.id);
  const fixtureIds = fixtureResults.map((fixture) => fixture.id);
  const [memberRows, lineupRows, eventRows] = await Promise.all([
    teamIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.name, image: users.image, teamId: teamMembers.teamId })
          .from(teamMembers)
          .innerJoin(users, eq(users.id, teamMembers.userId))
          .where(inArray(teamMembers.teamId, teamIds)),
    fixtureIds.length === 0
      ? []
      : db
          .select({
            fixtureId: lineups.fixtureId,
            teamId: lineups.teamId,
            playerId: lineupPlayers.playerId,
            isStarting: lineupPlayers.isStarting,
            position: lineupPlayers.position,
          })
          .from(lineupPlayers)
          .innerJoin(lineups, eq(lineups.id, lineupPlayers.lineupId))
          .where(inArray(lineups.fixtureId, fixtureIds)),
    effectiveEvents(db, fixtureIds),
  ]);
  const seen = new Set<string>();
  const players: PlayerRef[] = memberRows.filter((row) => !seen.has(row.id) && seen.add(row.id));
  return computeLeaderboard({
    players,
    teams,
    fixtures: fixtureResults,
    lineups: lineupRows as LineupEntry[],
    events: eventRows.map(asMatchInput),
  });
}

export async function awardsOf(db: Database, tournamentId: string) {
  return awards(await leaderboardOf(db, tournamentId));
}
