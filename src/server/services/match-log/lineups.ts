import { and, asc, eq } from 'drizzle-orm';
import type { LineupPlayer, MatchLineups, TeamLineup } from '../../../shared/domain/match-tracker';
import type { Database } from '../../db/database';
import { type fixtures, lineupPlayers, lineups, teamMembers, users } from '../../db/schema';

type Fixture = Pick<typeof fixtures.$inferSelect, 'id' | 'homeTeamId' | 'awayTeamId'>;

/** The team's squad, all on the field: how a match scored without lineups (an API client) is checked. */
async function squad(db: Database, teamId: string): Promise<LineupPlayer[]> {
  const rows = await db
    .select({ playerId: teamMembers.userId, name: users.name, jerseyNumber: teamMembers.jerseyNumber })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId));
  return rows.map((r) => ({ ...r, position: 'DEFENDER', isStarting: true }));
}

async function teamLineup(db: Database, fixtureId: string, teamId: string): Promise<TeamLineup> {
  const players = await db
    .select({
      playerId: lineupPlayers.playerId,
      name: users.name,
      position: lineupPlayers.position,
      isStarting: lineupPlayers.isStarting,
      jerseyNumber: lineupPlayers.jerseyNumber,
    })
    .from(lineupPlayers)
    .innerJoin(lineups, eq(lineups.id, lineupPlayers.lineupId))
    .innerJoin(users, eq(users.id, lineupPlayers.playerId))
    .where(and(eq(lineups.fixtureId, fixtureId), eq(lineups.teamId, teamId)))
    .orderBy(asc(lineupPlayers.jerseyNumber));
  return { teamId, players: players.length > 0 ? players : await squad(db, teamId) };
}

/** The lineups the server checks a match's entries against: the same the phones replay with. */
export async function matchLineups(db: Database, fixture: Fixture): Promise<MatchLineups> {
  const [home, away] = await Promise.all([
    teamLineup(db, fixture.id, fixture.homeTeamId),
    teamLineup(db, fixture.id, fixture.awayTeamId),
  ]);
  return { home, away };
}
