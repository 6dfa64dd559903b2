import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { findFixtureProblem } from '../../../shared/domain/fixture-rules';
import { nextStatus } from '../../../shared/domain/fixture-status';
import { scoreFromEvents } from '../../../shared/domain/score';
import { messages } from '../../../shared/messages';
import type { FixtureContainerBody, FixtureUpdateBody } from '../../../shared/schemas/writes';
import type { Database } from '../../db/database';
import { fixtureContainers, fixtures, matchEvents, tournamentTeams } from '../../db/schema';
import { badRequest } from '../../http-error';
import { fixtureOwnedBy, tournamentOwnedBy } from './authorize';

const PROBLEM_MESSAGES = {
  'missing-fields': messages.fixtures.fillAllFields,
  duplicate: messages.fixtures.duplicates,
  'same-team': messages.server.sameTeamTwice,
};

/** A day and a wall-clock time in the tournament's zone, as the true UTC instant. */
function kickOff(matchDate: string, time: string, timeZone: string): Date {
  const at = DateTime.fromISO(`${matchDate.slice(0, 10)}T${time}`, { zone: timeZone });
  if (!at.isValid) throw badRequest('Match date must be a real date.');
  return at.toUTC().toJSDate();
}

/** One submit of the fixture builder: all its fixtures are written, or none. */
export async function createFixtures(db: Database, userId: string, body: FixtureContainerBody) {
  const tournament = await tournamentOwnedBy(db, body.tournamentId, userId);
  const problem = findFixtureProblem(body.subfixtures);
  if (problem) throw badRequest(PROBLEM_MESSAGES[problem]);
  const registered = await db
    .select({ teamId: tournamentTeams.teamId })
    .from(tournamentTeams)
    .where(eq(tournamentTeams.tournamentId, tournament.id));
  const inTournament = new Set(registered.map((row) => row.teamId));
  if (!body.subfixtures.every((f) => inTournament.has(f.homeTeam) && inTournament.has(f.awayTeam))) {
    throw badRequest(messages.server.teamsNotInTournament);
  }
  const rows = body.subfixtures.map((f) => ({
    tournamentId: tournament.id,
    homeTeamId: f.homeTeam,
    awayTeamId: f.awayTeam,
    date: kickOff(f.matchDate, f.time, tournament.timeZone),
    venue: f.venue,
    status: f.status || 'SCHEDULED',
  }));
  return db.transaction(async (tx) => {
    const [container] = await tx
      .insert(fixtureContainers)
      .values({ tournamentId: tournament.id, matchType: body.matchType, createdBy: userId })
      .returning({ id: fixtureContainers.id });
    const created = await tx
      .insert(fixtures)
      .values(rows.map((row) => ({ ...row, containerId: container?.id })))
      .returning({ id: fixtures.id });
    return { containerId: container?.id as string, fixtureIds: created.map((row) => row.id) };
  });
}

/**
 * Status only moves forward; once events exist the score is theirs, so a replayed or reordered
 * update cannot change it. A manual score is kept only for a match scored without events.
 */
export async function updateFixture(db: Database, userId: string, fixtureId: string, body: FixtureUpdateBody) {
  const { fixture } = await fixtureOwnedBy(db, fixtureId, userId);
  const events = await db
    .select({
      teamId: matchEvents.teamId,
      type: matchEvents.type,
      penaltyOutcome: matchEvents.penaltyOutcome,
      isShootout: matchEvents.isShootout,
    })
    .from(matchEvents)
    .where(eq(matchEvents.fixtureId, fixtureId));
  const score =
    events.length > 0
      ? scoreFromEvents(fixture.homeTeamId, fixture.awayTeamId, events)
      : { homeScore: body.homeScore ?? fixture.homeScore, awayScore: body.awayScore ?? fixture.awayScore };
  const [updated] = await db
    .update(fixtures)
    .set({
      ...score,
      status: body.status ? nextStatus(fixture.status, body.status) : fixture.status,
      date: body.date ? new Date(body.date) : fixture.date,
      venue: body.venue ?? fixture.venue,
      updatedAt: new Date(),
    })
    .where(eq(fixtures.id, fixtureId))
    .returning({
      id: fixtures.id,
      status: fixtures.status,
      homeScore: fixtures.homeScore,
      awayScore: fixtures.awayScore,
    });
  return updated;
}

export async function deleteFixture(db: Database, userId: string, fixtureId: string) {
  await fixtureOwnedBy(db, fixtureId, userId);
  await db.delete(fixtures).where(eq(fixtures.id, fixtureId));
}
