import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../support/server-process';
import { changes, openSse, type SseConnection } from '../support/sse-client';

/**
 * Two server processes on one PostgreSQL database and one Redis: what is written through one
 * reaches the live streams of the other. Runs with the PostgreSQL server tests (TEST_DATABASE_URL
 * and REDIS_URL set), on a database of its own.
 */
const baseUrl = process.env.TEST_DATABASE_URL as string;
const redisUrl = process.env.REDIS_URL as string;
const databaseUrl = baseUrl.replace(/\/[^/]*$/, '/pitchside_scale');

/** Each auth call's limit per address, counted across both processes in Redis. */
const LOGINS_A_MINUTE = 6;

let a: ServerProcess;
let b: ServerProcess;
let token: string;
let fixtureId: string;
let teamId: string;
let playerId: string;
const acknowledged: string[] = [];
const streams: SseConnection[] = [];

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function api(server: ServerProcess, method: string, path: string, body?: object, bearer?: string) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

/** A user signed up through process A (the code read from its development SMS outbox). */
async function signUp(server: ServerProcess) {
  const phone = `7${String(Date.now()).slice(-9)}`;
  await api(server, 'POST', '/auth/register', {
    name: 'Scale Organiser',
    phoneNumber: phone,
    password: 'correct horse',
    confirmPassword: 'correct horse',
  });
  const outbox = await api(server, 'GET', `/dev/sms-outbox?phoneNumber=${encodeURIComponent(`+91${phone}`)}`);
  const text = (outbox.body.data as unknown as { text: string }[])[0]?.text ?? '';
  const otp = /\b(\d{6})\b/.exec(text)?.[1];
  const verified = await api(server, 'POST', '/auth/verify-otp', { phoneNumber: phone, otp });
  return verified.body.data as { accessToken: string; user: { id: string } };
}

/** A tournament of the user with two teams (the user plays for the first) and one fixture, straight into the database. */
async function seedFixture(adminId: string) {
  const [tournament] = await sql(
    databaseUrl,
    `insert into tournaments (name, description, start_date, end_date, time_zone, admin_id)
     values ('Scale Cup', 'Two processes', current_date, current_date + 30, 'UTC', $1) returning id`,
    [adminId],
  );
  const teamIds: string[] = [];
  for (const name of ['North FC', 'South FC']) {
    const [team] = await sql(
      databaseUrl,
      `insert into teams (name, description, abbreviation, manager_id) values ($1, 'Scale team', 'SC', $2) returning id`,
      [name, adminId],
    );
    teamIds.push(team.id);
    await sql(databaseUrl, 'insert into team_members (team_id, user_id) values ($1, $2)', [team.id, adminId]);
    await sql(databaseUrl, 'insert into tournament_teams (tournament_id, team_id) values ($1, $2)', [
      tournament.id,
      team.id,
    ]);
  }
  const [fixture] = await sql(
    databaseUrl,
    `insert into fixtures (tournament_id, home_team_id, away_team_id, date) values ($1, $2, $3, now()) returning id`,
    [tournament.id, teamIds[0], teamIds[1]],
  );
  return { fixtureId: fixture.id as string, teamId: teamIds[0] as string };
}

/** One match event recorded through a process, acknowledged (2xx) before this answers. */
async function record(server: ServerProcess) {
  const id = randomUUID();
  const event = { id, fixtureId, teamId, playerId, type: 'FOUL', minute: acknowledged.length };
  const answer = await api(server, 'POST', '/matchEvent/create', event, token);
  expect(answer.status).toBe(201);
  acknowledged.push(id);
}

async function openStream(server: ServerProcess, lastEventId?: string) {
  const stream = await openSse(
    `${server.url}/api/live/fixture/${fixtureId}`,
    lastEventId ? { 'last-event-id': lastEventId } : {},
  );
  streams.push(stream);
  await stream.next(1, (frame) => frame.event === 'ready');
  return stream;
}

/** The counts an earlier run left in Redis would still hold for a minute. */
async function forgetRateLimits() {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys('pitchside:rate:*');
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}

beforeAll(async () => {
  await sql(baseUrl, 'drop database if exists pitchside_scale with (force)');
  await sql(baseUrl, 'create database pitchside_scale');
  await forgetRateLimits();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: 'scale-test-secret-that-is-long-enough-for-hs256',
    PITCHSIDE_DEMO: '0',
    AUTH_RATE_LIMIT: String(LOGINS_A_MINUTE),
    NODE_ENV: 'development',
  };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
  const organiser = await signUp(a);
  token = organiser.accessToken;
  playerId = organiser.user.id;
  ({ fixtureId, teamId } = await seedFixture(organiser.user.id));
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all([a?.stop(), b?.stop()]);
});

describe('two server processes on PostgreSQL and Redis', () => {
  it('an event recorded through A reaches a stream on B within a second, exactly once', async () => {
    const onB = await openStream(b);
    const before = Date.now();
    await record(a);
    const [frame] = await onB.next(1, changes, 1000);
    expect(Date.now() - before).toBeLessThan(1000);
    expect(JSON.parse(frame?.data ?? '')).toMatchObject({ fixtureId });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(onB.next(2, changes, 10)).rejects.toThrow();
  });

  it('a stream resumed on B with Last-Event-ID gets the missed changes and no repeats', async () => {
    const first = await openStream(b);
    await record(a);
    const [seen] = await first.next(1, changes);
    first.close();
    await record(a);
    await record(a);

    const resumed = await openStream(b, seen?.id);
    const frames = await resumed.next(2, changes);
    expect(frames.map((frame) => Number(frame.id))).toEqual([Number(seen?.id) + 1, Number(seen?.id) + 2]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(resumed.next(3, changes, 10)).rejects.toThrow();
  });

  it('counts one rate limit across both processes: a client switching between them gets no more calls', async () => {
    const login = (server: ServerProcess) =>
      api(server, 'POST', '/auth/login', { phoneNumber: '7000000001', password: 'not this one' });
    const statuses: number[] = [];
    for (let i = 0; i < LOGINS_A_MINUTE + 1; i++) statuses.push((await login(i % 2 === 0 ? a : b)).status);
    expect(statuses.slice(0, LOGINS_A_MINUTE).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('killing A loses no event A acknowledged: B serves every one once and streams on', async () => {
    const onB = await openStream(b);
    await Promise.all([record(a), record(a), record(a)]);
    await a.stop('SIGKILL');

    await record(b);
    await onB.next(4, changes);
    const events = await api(b, 'GET', `/matchEvent/fixture/${fixtureId}`);
    const ids = (events.body.data.matchEvents as { id: string }[]).map((event) => event.id);
    expect(ids.toSorted()).toEqual(acknowledged.toSorted());
  });
});
