import { and, eq, or, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { findFixtureProblem, withinDays } from '../../../shared/domain/fixture-rules';
import { nextStatus } from '../../../shared/domain/fixture-status';
import { formatMessages } from '../../../shared/domain/formats';
import { FINISHED } from '../../../shared/domain/match-types';
import { messages } from '../../../shared/messages';
import type { FixtureContainerBody, FixtureUpdateBody } from '../../../shared/schemas/writes';
import type { Database } from '../../db/database';
import { fixtureContainers, fixtures, tournamentTeams } from '../../db/schema';
import { badRequest, conflict } from '../../http-error';
import type { ChangeSet } from '../../live/change-set';
import { followResult, knockoutEndRefusal } from '../competition/results';
import { scoreOfEvents } from '../effective-events';
import { fixtureOwnedBy, tournamentOrganisedBy } from './authorize';
import { lockedFixture, once, requestHash, type WriteResult } from './idempotency';
import { refuseInvitedTeams } from './take-part';

const PROBLEM_MESSAGES = {
  'missing-fields': messages.fixtures.fillAllFields,
  duplicate: messages.fixtures.duplicates,
  'same-team': messages.server.sameTeamTwice,
  'outside-dates': messages.fixtures.outsideDates,
};

const NOT_A_DAY = 'Match date must be a real date.';

/** A day and a wall-clock time in the tournament's zone, as the true UTC instant. */
export function kickOff(matchDate: string, time: string, timeZone: string): Date {
  const at = DateTime.fromISO(`${matchDate.slice(0, 10)}T${time}`, { zone: timeZone });
  if (!at.isValid) throw badRequest(NOT_A_DAY);
  return at.toUTC().toJSDate();
}

/** One submit of the fixture builder: all its fixtures are written, or none. */
export async function createFixtures(db: Database, userId: string, body: FixtureContainerBody) {
  const tournament = await tournamentOrganisedBy(db, body.tournamentId, userId);
  // A day that does not exist is named as such, not as one off the tournament's days.
  if (body.subfixtures.some((f) => f.matchDate.trim() && !DateTime.fromISO(f.matchDate.slice(0, 10)).isValid)) {
    throw badRequest(NOT_A_DAY);
  }
  const problem = findFixtureProblem(body.subfixtures, tournament);
  if (problem) throw badRequest(PROBLEM_MESSAGES[problem]);
  await refuseInvitedTeams(
    db,
    tournament.id,
    body.subfixtures.flatMap((f) => [f.homeTeam, f.awayTeam]),
  );
  // Shared: a team withdrawing at this moment waits for these fixtures, then finds them (withdraw.ts).
  const registered = await db
    .select({ teamId: tournamentTeams.teamId })
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.tournamentId, tournament.id), eq(tournamentTeams.status, 'accepted')))
    .for('share');
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
    // One creation per tournament at a time: two phones submitting the same pairing cannot both pass the check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fixtures:${tournament.id}`}))`);
    const [existing] = await tx
      .select({ id: fixtures.id })
      .from(fixtures)
      .where(
        and(
          eq(fixtures.tournamentId, tournament.id),
          or(
            ...rows.map((row) =>
              and(
                eq(fixtures.homeTeamId, row.homeTeamId),
                eq(fixtures.awayTeamId, row.awayTeamId),
                eq(fixtures.date, row.date),
              ),
            ),
          ),
        ),
      )
      .limit(1);
    if (existing) throw conflict(messages.fixtures.alreadyFixture);
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

interface FixtureUpdateAnswer {
  message: string;
  data: { id: string; status: string; homeScore: number; awayScore: number };
}

/**
 * Status only moves forward; once events exist the score is that of the effective events, so a
 * replayed or reordered update cannot change it. A manual score is kept only for a match scored
 * without events. With an Idempotency-Key a replay answers the original result.
 */
export async function updateFixture(
  db: Database,
  userId: string,
  fixtureId: string,
  body: FixtureUpdateBody,
  changes: ChangeSet,
  key?: string,
): Promise<FixtureUpdateAnswer> {
  const { tournament } = await fixtureOwnedBy(db, fixtureId, userId);
  if (body.date) {
    const day = DateTime.fromISO(body.date, { zone: tournament.timeZone }).toISODate() ?? '';
    if (!withinDays(day, tournament)) throw badRequest(messages.fixtures.outsideDates);
  }
  const apply = async (tx: Database): Promise<WriteResult<FixtureUpdateAnswer>> => {
    const fixture = await lockedFixture(tx, fixtureId);
    const score = (await scoreOfEvents(tx, fixture)) ?? {
      homeScore: body.homeScore ?? fixture.homeScore,
      awayScore: body.awayScore ?? fixture.awayScore,
    };
    const status = body.status ? nextStatus(fixture.status, body.status) : fixture.status;
    if (status === FINISHED) {
      const refusal = knockoutEndRefusal(fixture, { ...fixture, ...score });
      if (refusal) throw badRequest(refusal);
    }
    const [updated] = await tx
      .update(fixtures)
      .set({
        ...score,
        status,
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
    const data = updated as FixtureUpdateAnswer['data'];
    const kept = body.status && data.status !== body.status;
    const message = kept ? messages.server.statusKept(data.status) : messages.server.fixtureUpdated;
    changes.fixture(fixtureId, 'fixture', fixture).statusMoved(fixture.status, data.status);
    await followResult(tx, fixture, data.status, changes);
    return { statusCode: 200, body: { message, data } };
  };
  const claim = { key: key as string, userId, hash: requestHash('fixture.update', { fixtureId, body }), fixtureId };
  const result = key ? await once(db, claim, apply) : await db.transaction(apply);
  return result.body;
}

export async function deleteFixture(db: Database, userId: string, fixtureId: string, changes: ChangeSet) {
  const { fixture } = await fixtureOwnedBy(db, fixtureId, userId);
  // A group without one of its matches would never be complete, nor its bracket places filled.
  if (fixture.stage !== null) throw conflict(formatMessages.changes.fixtureInFormat);
  await db.delete(fixtures).where(eq(fixtures.id, fixtureId));
  changes.fixture(fixtureId, 'fixture', fixture).statusMoved(fixture.status, 'CANCELLED');
}
