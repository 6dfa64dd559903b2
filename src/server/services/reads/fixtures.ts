import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages } from '../../../shared/messages';
import type { FixtureDetail, MatchEventRead } from '../../../shared/schemas/reads';
import type { Database } from '../../db/database';
import { fixtures, matchEvents, tournaments, users } from '../../db/schema';
import { notFound } from '../../http-error';
import { fixtureSummaries } from './fixture-summaries';
import { lineupsOf } from './lineups';
import { membersOf } from './teams';

export async function fixtureDetail(db: Database, id: string): Promise<FixtureDetail> {
  const [summary] = await fixtureSummaries(db, eq(fixtures.id, id));
  if (!summary) throw notFound(messages.server.fixtureNotFound);
  const [tournament] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      logo: tournaments.logo,
      timeZone: tournaments.timeZone,
      adminId: tournaments.adminId,
    })
    .from(tournaments)
    .where(eq(tournaments.id, summary.tournamentId));
  if (!tournament) throw notFound(messages.server.tournamentNotFound);
  const [lineupList, members] = await Promise.all([
    lineupsOf(db, id),
    membersOf(db, [summary.homeTeamId, summary.awayTeamId]),
  ]);
  const side = (team: typeof summary.homeTeam) => ({
    ...team,
    lineups: lineupList.filter((l) => l.teamId === team.id),
    members: members.get(team.id) ?? [],
  });
  return { ...summary, homeTeam: side(summary.homeTeam), awayTeam: side(summary.awayTeam), tournament };
}

const substitute = alias(users, 'substitute');

/** The events of a fixture in the order they were recorded. */
export async function fixtureEvents(db: Database, fixtureId: string): Promise<MatchEventRead[]> {
  const [exists] = await db.select({ id: fixtures.id }).from(fixtures).where(eq(fixtures.id, fixtureId));
  if (!exists) throw notFound(messages.server.fixtureNotFound);
  const rows = await db
    .select({
      event: matchEvents,
      player: { id: users.id, name: users.name },
      substitute: { id: substitute.id, name: substitute.name },
    })
    .from(matchEvents)
    .leftJoin(users, eq(users.id, matchEvents.playerId))
    .leftJoin(substitute, eq(substitute.id, matchEvents.substitutePlayerId))
    .where(eq(matchEvents.fixtureId, fixtureId))
    .orderBy(asc(matchEvents.createdAt), asc(matchEvents.id));
  return rows.map(({ event, player, substitute }) => ({
    id: event.id,
    fixtureId: event.fixtureId,
    teamId: event.teamId,
    type: event.type,
    minute: event.minute,
    penaltyOutcome: event.penaltyOutcome,
    isShootout: event.isShootout,
    player: player?.id ? player : null,
    substitutePlayer: substitute?.id ? substitute : null,
    metadata: event.metadata === null ? null : JSON.stringify(event.metadata),
    createdAt: event.createdAt.toISOString(),
  }));
}
