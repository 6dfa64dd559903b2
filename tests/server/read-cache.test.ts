import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_CACHE_TTL_MS } from '../../src/server/read-cache';
import { isPublicRead } from '../../src/shared/public-reads';
import { bearer, postAuth, signUp } from '../support/auth-flow';
import { dayIn } from '../support/fixtures-builder';
import { eventBody, sendWrite } from '../support/match-day';
import type { TestApp } from '../support/test-app';
import { call, freshWriteWorldEachTest, type WriteWorld } from '../support/write-world';

let t: TestApp;
let w: WriteWorld;
freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

/** Counts the SQL statements the app sends while `work` runs. */
async function queriesDuring(work: () => Promise<unknown>): Promise<number> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let count = 0;
  client.query = (...args: unknown[]) => {
    count += 1;
    return original.apply(client, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return count;
}

const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('public reads from the read cache', () => {
  it('answers every read the phone sends without a token, and no other: the list and the server agree', async () => {
    const { paths } = (await read('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const reads = Object.entries(paths)
      .filter(([, methods]) => methods.get)
      .map(([path, methods]) => ({
        apiPath: path.replace(/^\/api\//, '').replace(/\{[^}]+\}/g, randomUUID()),
        signedIn: Boolean(methods.get?.security?.length),
      }));
    const disagreeing = [];
    for (const { apiPath, signedIn } of reads) {
      if (isPublicRead('GET', apiPath) && signedIn) disagreeing.push(apiPath);
      if (isPublicRead('GET', apiPath) && (await read(`/api/${apiPath}`)).statusCode === 401) disagreeing.push(apiPath);
    }
    expect(reads.filter((r) => isPublicRead('GET', r.apiPath)).length).toBeGreaterThan(5);
    expect(disagreeing).toEqual([]);
  });

  it('answers a repeated read from memory with the same ETag, and 304 to a phone that has it', async () => {
    const url = `/api/fixture/all/${w.fixture.id}`;
    const first = await read(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await queriesDuring(() => read(url));
    expect(again).toBe(0);
    const notModified = await read(url, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('answers fresh data right after a write, with a new ETag', async () => {
    const url = `/api/fixture/all/${w.fixture.id}`;
    const before = await read(url);
    const update = await call(t.app, 'PUT', `/api/fixture/update/${w.fixture.id}`, w.owner.accessToken, {
      status: 'LIVE',
    });
    expect(update.statusCode).toBe(200);
    const after = await read(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.status).toBe('LIVE');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("a goal refreshes its match, tournament and teams but leaves another tournament's reads cached", async () => {
    const elsewhere = `/api/tournaments/all/${w.otherTournament.id}`;
    const match = `/api/matchEvent/fixture/${w.fixture.id}`;
    const table = `/api/leaderboard/standings/${w.tournament.id}`;
    const team = `/api/teams/all/${w.home.id}`;
    for (const url of [elsewhere, match, table, team]) expect((await read(url)).statusCode).toBe(200);

    const goal = await sendWrite(t.app, w.owner.accessToken, 'POST', '/api/matchEvent/create', eventBody(w));
    expect(goal.statusCode).toBe(201);

    expect(await queriesDuring(() => read(elsewhere))).toBe(0);
    expect((await read(match)).json().data.matchEvents).toHaveLength(1);
    const homeRow = (await read(table)).json().data.find((row: { team: { id: string } }) => row.team.id === w.home.id);
    expect(homeRow).toBeDefined();
    const homeFixture = (await read(team)).json().data.homeFixtures.find((f: { id: string }) => f.id === w.fixture.id);
    expect(homeFixture.homeScore).toBe(1);
  });

  it("shows a player added to a team on its matches' pages at once, not a minute later", async () => {
    const url = `/api/fixture/all/${w.fixture.id}`;
    const squad = async () => (await read(url)).json().data.homeTeam.members.map((m: { id: string }) => m.id);
    expect(await squad()).not.toContain(w.player.id);
    const added = await call(t.app, 'POST', '/api/teams/add-player', w.owner.accessToken, {
      teamId: w.home.id,
      phoneNumber: w.player.phone,
    });
    expect(added.statusCode).toBe(200);
    expect(await squad()).toContain(w.player.id);
  });

  it('computes a page once for many phones asking at the same moment, right after a goal', async () => {
    const url = `/api/leaderboard/standings/${w.tournament.id}`;
    const once = await queriesDuring(() => read(url));
    await t.app.ctx.readCache.invalidateNaming([w.tournament.id]);
    const phones = await queriesDuring(async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => read(url)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    });
    expect(phones).toBe(once);
  });

  it('gzips a large answer for a phone that accepts it', async () => {
    for (let i = 0; i < 6; i++) await w.build.fixture({ tournament: w.tournament, home: w.home, away: w.away });
    const url = `/api/tournaments/all/${w.tournament.id}`;
    const plain = await read(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const zipped = await read(url, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('serves a signed-in reader and a visitor the same cached answer, whoever read it first', async () => {
    const tournament = `/api/tournaments/all/${w.tournament.id}`;
    const standings = `/api/leaderboard/standings/${w.tournament.id}`;
    const signedIn = bearer(w.owner.accessToken);
    const first = await read(tournament, signedIn);
    expect(first.json().data.organiserIds).toEqual([w.owner.user.id]);
    expect(await queriesDuring(() => read(tournament))).toBe(0);
    expect((await read(tournament)).body).toBe(first.body);

    expect((await read(standings)).statusCode).toBe(200);
    expect(await queriesDuring(() => read(standings, signedIn))).toBe(0);
    // Not even a token that is no longer valid costs a query: a public read ignores it.
    expect(await queriesDuring(() => read(standings, bearer('not-a-token')))).toBe(0);
  });

  it('stays cached through sign-ups, sign-ins and token refreshes, which change no public read', async () => {
    const url = `/api/tournaments/all/${w.tournament.id}`;
    expect((await read(url)).statusCode).toBe(200);
    const newcomer = await signUp(t.app, t.sms, { name: 'Newcomer' });
    const login = await postAuth(t.app, 'login', { phoneNumber: newcomer.phone, password: newcomer.password });
    expect(login.statusCode).toBe(200);
    expect((await postAuth(t.app, 'refresh', { refreshToken: newcomer.refreshToken })).statusCode).toBe(200);
    expect(await queriesDuring(() => read(url))).toBe(0);
  });

  it('keys an answer by its route and parameters: a query string the route does not take makes no entry', async () => {
    const url = `/api/fixture/all/${w.fixture.id}`;
    const { readCache } = t.app.ctx;
    const before = readCache.size.entries;
    expect((await read(`${url}?utm_source=flyer`)).statusCode).toBe(200);
    expect(readCache.size.entries).toBe(before + 1);
    for (const query of ['?a=1', '?b=2&c=3', '?', '?utm_source=flyer&x']) {
      expect(await queriesDuring(() => read(`${url}${query}`))).toBe(0);
    }
    expect(await queriesDuring(() => read(`/api/fixture/all/${w.fixture.id.toUpperCase()}`))).toBe(0);
    expect(readCache.size.entries).toBe(before + 1);
  });

  it('reads a tournament with the same number of queries whatever its number of fixtures (no N+1)', async () => {
    const url = `/api/tournaments/all/${w.tournament.id}`;
    const withOne = await queriesDuring(() => read(url));
    for (let i = 0; i < 6; i++) await w.build.fixture({ tournament: w.tournament, home: w.home, away: w.away });
    await t.app.ctx.readCache.invalidate();
    const withSeven = await queriesDuring(() => read(url));
    expect(withOne).toBeGreaterThan(0);
    expect(withSeven).toBe(withOne);
  });
});

describe('how long a cached answer lasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires after its time to live, so a process that missed a change catches up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const url = `/api/leaderboard/standings/${w.tournament.id}`;
    expect((await read(url)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + READ_CACHE_TTL_MS - 1_000);
    expect(await queriesDuring(() => read(url))).toBe(0);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await queriesDuring(() => read(url))).toBeGreaterThan(0);
  });

  it("moves a tournament from the coming list to the current one at midnight in the tournament's zone", async () => {
    // Kiritimati is fourteen hours ahead of UTC: its day turns while it is still the day before in London.
    const zone = 'Pacific/Kiritimati';
    const tomorrow = dayIn(zone, 1);
    const cup = await w.build.tournament({ name: 'Dawn Cup', timeZone: zone, startDate: tomorrow, endDate: tomorrow });
    const midnight = DateTime.fromISO(tomorrow, { zone }).toMillis();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(midnight - 5_000);
    const names = async (period: string) =>
      (await read(`/api/tournaments/${period}`)).json().data.map((row: { name: string }) => row.name);
    expect(await names('future')).toContain(cup.name);
    expect(await names('current')).not.toContain(cup.name);
    expect(await queriesDuring(() => read('/api/tournaments/current'))).toBe(0);

    vi.setSystemTime(midnight + 1_000);
    expect(await names('current')).toContain(cup.name);
    expect(await names('future')).not.toContain(cup.name);
  });
});
