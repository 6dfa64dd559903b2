import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Lineup } from '../../../shared/schemas/reads';
import type { Database } from '../../db/database';
import { lineupPlayers, lineups, users } from '../../db/schema';

/** Every lineup of a fixture (at most one per team), with players, in two queries. */
export async function lineupsOf(db: Database, fixtureId: string, teamId?: string): Promise<Lineup[]> {
  const found = await db
    .select()
    .from(lineups)
    .where(
      teamId ? and(eq(lineups.fixtureId, fixtureId), eq(lineups.teamId, teamId)) : eq(lineups.fixtureId, fixtureId),
    );
  if (found.length === 0) return [];
  const players = await db
    .select({ row: lineupPlayers, name: users.name, image: users.image })
    .from(lineupPlayers)
    .innerJoin(users, eq(users.id, lineupPlayers.playerId))
    .where(
      inArray(
        lineupPlayers.lineupId,
        found.map((l) => l.id),
      ),
    )
    .orderBy(asc(lineupPlayers.jerseyNumber));
  return found.map((l) => ({
    id: l.id,
    fixtureId: l.fixtureId,
    teamId: l.teamId,
    players: players
      .filter(({ row }) => row.lineupId === l.id)
      .map(({ row, name, image }) => ({
        id: row.id,
        isStarting: row.isStarting,
        isOnField: row.isOnField,
        position: row.position,
        jerseyNumber: row.jerseyNumber,
        player: { id: row.playerId, name, number: row.jerseyNumber, image },
      })),
  }));
}
