import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { fixtures } from '../../src/server/db/schema';
import { dayIn } from './fixtures-builder';
import { call, type WriteWorld } from './write-world';

/** The competition tournaments' zone: their days run from yesterday to ten days on. */
const ZONE = 'Europe/London';
export const FIRST_DAY = dayIn(ZONE);

/** A tournament run by the world's owner with `count` entered teams named T1, T2…, one player each, and its teams. */
export async function competitionTournament(w: WriteWorld, count: number) {
  const owner = { id: w.owner.user.id };
  const teams = [];
  for (let i = 1; i <= count; i++) teams.push(await w.build.team({ manager: owner, name: `T${i}`, players: 1 }));
  const tournament = await w.build.tournament({
    admin: owner,
    teams,
    timeZone: ZONE,
    startDate: dayIn(ZONE, -1),
    endDate: dayIn(ZONE, 10),
  });
  return { tournament, teams, ids: teams.map((team) => team.id) };
}

export const schedule = { firstDay: FIRST_DAY, time: '10:00', venue: 'North Pitch', daysBetween: 1 };

type Cup = Awaited<ReturnType<typeof competitionTournament>>;

/**
 * The owner sets the cup's format on the tournament's schedule: groups then a knockout of the
 * groups given (teams in order; `advance` through from each, no third-place match), or a knockout.
 */
export async function setFormat(
  app: FastifyInstance,
  w: WriteWorld,
  cup: Cup,
  format: { groups: string[][]; advance: 1 | 2 | 3 } | 'knockout',
) {
  const body =
    format === 'knockout'
      ? { format: { kind: 'knockout', thirdPlace: false }, schedule }
      : {
          format: { kind: 'groups-knockout', rounds: 1, advance: format.advance, thirdPlace: false },
          groups: format.groups.map((teamIds) => ({ teamIds })),
          schedule,
        };
  const answer = await call(app, 'POST', `/api/tournaments/${cup.tournament.id}/format`, w.owner.accessToken, body);
  expect(answer.statusCode, answer.body).toBe(201);
}

/** The tournament's fixtures of a format, in kick-off order. */
export const stageFixtures = (db: Database, tournamentId: string) =>
  db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.tournamentId, tournamentId), isNotNull(fixtures.stage)))
    .orderBy(asc(fixtures.date), asc(fixtures.stage), asc(fixtures.id));

/** The knockout fixture of a bracket match, if written. */
export async function knockoutFixture(db: Database, tournamentId: string, match: string) {
  const [row] = await db
    .select()
    .from(fixtures)
    .where(and(eq(fixtures.tournamentId, tournamentId), eq(fixtures.bracketMatch, match)));
  return row;
}
