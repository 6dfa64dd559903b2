import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { teamMembers } from '../../src/server/db/schema';
import { bearer, signUp, uniquePhone } from './auth-flow';
import { builder, dayIn } from './fixtures-builder';
import { createTestApp, resetDatabase, type TestApp } from './test-app';

/** The smallest real PNG (1×1 pixel). */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Every row of every table, by table name, in a stable order: compare two to prove a call wrote nothing. */
export async function tableRows(db: Database): Promise<Record<string, unknown[]>> {
  const listed = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`);
  const names = (listed as unknown as { rows: { tablename: string }[] }).rows.map((row) => row.tablename);
  const rows: Record<string, unknown[]> = {};
  for (const name of names) {
    const result = await db.execute(sql.raw(`select * from "${name}" as r order by r::text`));
    rows[name] = (result as unknown as { rows: unknown[] }).rows;
  }
  return rows;
}

/** A call to the API as the holder of `token` (none when absent), with a JSON body when given. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  token?: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as InjectOptions['payload'] });
}

/**
 * What the write tests act on. `owner` (signed up) runs the tournament (Asia/Kolkata, Home and Away
 * entered, one fixture between them) and manages Home, Away and Spare (not entered). `other` (signed
 * up) runs a tournament and a team of their own and plays in a third user's team. `player` has
 * signed up but is in no team.
 */
export async function writeWorld(t: TestApp) {
  const build = builder(t);
  const owner = await signUp(t.app, t.sms, { name: 'Owner' });
  const other = await signUp(t.app, t.sms, { name: 'Other' });
  const [ownerRef, otherRef] = [{ id: owner.user.id }, { id: other.user.id }];
  const home = await build.team({ manager: ownerRef, name: 'Home FC', players: 2 });
  const away = await build.team({ manager: ownerRef, name: 'Away FC', players: 2 });
  const spare = await build.team({ manager: ownerRef, name: 'Spare FC' });
  const tournament = await build.tournament({
    admin: ownerRef,
    name: 'Owner Cup',
    teams: [home, away],
    timeZone: 'Asia/Kolkata',
  });
  const fixture = await build.fixture({ tournament, home, away, matchType: 'League' });
  const otherTeam = await build.team({ manager: otherRef, name: 'Other FC' });
  const otherTournament = await build.tournament({ admin: otherRef, name: 'Other Cup' });
  const thirdTeam = await build.team({ name: 'Third FC' });
  await build.enter(otherTournament, [otherTeam]);
  await t.db.insert(teamMembers).values({ teamId: thirdTeam.id, userId: other.user.id });
  const phone = uniquePhone();
  const player = await build.user({ name: 'New Signing', phoneNumber: `+91${phone}` });
  return {
    build,
    owner,
    other,
    home,
    away,
    spare,
    tournament,
    fixture,
    otherTeam,
    otherTournament,
    thirdTeam,
    player: { ...player, phone },
  };
}

export type WriteWorld = Awaited<ReturnType<typeof writeWorld>>;

/** The world's tournament is on yesterday, today and tomorrow in its zone (Asia/Kolkata). */
export const WORLD_DAY = dayIn('Asia/Kolkata');

/** A valid fixture card for the builder's payload: by default on one of the tournament's days. */
export const card = (homeTeam: string, awayTeam: string, matchDate = WORLD_DAY, time = '15:30') => ({
  homeTeam,
  awayTeam,
  matchDate,
  time,
  venue: 'Main Ground',
});

/** A tournament's fields for POST tournaments/create. */
export const CUP = { name: 'Monsoon Cup', description: 'Five-a-side', startDate: '2026-07-01', endDate: '2026-07-03' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One app for the file and a fresh write world before every test, handed to `ready`. Answers a call
 * as the world's owner.
 */
export function freshWriteWorldEachTest(ready: (t: TestApp, w: WriteWorld) => void) {
  let t: TestApp;
  let w: WriteWorld;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());
  beforeEach(async () => {
    await resetDatabase(t);
    w = await writeWorld(t);
    ready(t, w);
  });
  return (method: Method, url: string, payload?: object) => call(t.app, method, url, w.owner.accessToken, payload);
}
