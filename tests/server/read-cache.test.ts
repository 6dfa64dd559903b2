import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer } from '../support/auth-flow';
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

  it('never serves a signed-in answer to someone else, nor a public one to the signed-in', async () => {
    const url = `/api/tournaments/all/${w.tournament.id}`;
    expect((await read(url)).json().data.isAdmin).toBe(false);
    expect((await read(url, bearer(w.owner.accessToken))).json().data.isAdmin).toBe(true);
    expect((await read(url)).json().data.isAdmin).toBe(false);
  });

  it('reads a tournament with the same number of queries whatever its number of fixtures (no N+1)', async () => {
    const url = `/api/tournaments/all/${w.tournament.id}`;
    const withOne = await queriesDuring(() => read(url, bearer(w.owner.accessToken)));
    for (let i = 0; i < 6; i++) await w.build.fixture({ tournament: w.tournament, home: w.home, away: w.away });
    const withSeven = await queriesDuring(() => read(url, bearer(w.owner.accessToken)));
    expect(withSeven).toBe(withOne);
  });
});
