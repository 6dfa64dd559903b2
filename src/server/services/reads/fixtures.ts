import { eq, inArray } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { FixtureDetail, MatchEventRead } from '../../../shared/schemas/reads';
import type { Database } from '../../db/database';
import { fixtures, tournaments, users } from '../../db/schema';
import { notFound } from '../../http-error';
import { effectiveEvents } from '../effective-events';
import { fixtureSummaries } from './fixture-summaries';
import { lineupsOf } from './lineups';
import { membersOf } from './teams';
import { organiserIdsOf } from './tournaments';

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
  const [lineupList, members, organiserIds] = await Promise.all([
    lineupsOf(db, id),
    membersOf(db, [summary.homeTeamId, summary.awayTeamId]),
    organiserIdsOf(db, tournament),
  ]);
  const side = (team: typeof summary.homeTeam) => ({
    ...team,
    lineups: lineupList.filter((l) => l.teamId === team.id),
    members: members.get(team.id) ?? [],
  });
  return {
    ...summary,
    homeTeam: side(summary.homeTeam),
    awayTeam: side(summary.awayTeam),
    tournament: { ...tournament, organiserIds },
  };
}

/** The effective events of a fixture (undone ones left out, corrections applied), in recorded order. */
export async function fixtureEvents(db: Database, fixtureId: string): Promise<MatchEventRead[]> {
  const [exists] = await db.select({ id: fixtures.id }).from(fixtures).where(eq(fixtures.id, fixtureId));
  if (!exists) throw notFound(messages.server.fixtureNotFound);
  const events = await effectiveEvents(db, [fixtureId]);
  const playerIds = [...new Set(events.flatMap((e) => [e.playerId, e.substitutePlayerId]))].filter(
    (id): id is string => id !== null,
  );
  const people =
    playerIds.length === 0
      ? []
      : await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, playerIds));
  const named = new Map(people.map((person) => [person.id, person]));
  const person = (id: string | null) => (id ? (named.get(id) ?? null) : null);
  return events.map((event) => ({
    id: event.id,
    fixtureId: event.fixtureId,
    teamId: event.teamId,
    type: event.type,
    minute: event.minute,
    penaltyOutcome: event.penaltyOutcome,
    isShootout: event.isShootout,
    player: person(event.playerId),
    substitutePlayer: person(event.substitutePlayerId),
    metadata: event.metadata === null ? null : JSON.stringify(event.metadata),
    createdAt: event.createdAt.toISOString(),
  }));
}
