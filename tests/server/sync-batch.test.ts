import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixtures, matchLog } from '../../src/server/db/schema';
import { messages, matchWriteMessages as mw } from '../../src/shared/messages';
import { MAX_BATCH_WRITES } from '../../src/shared/schemas/sync-batch';
import { bearer, expectError } from '../support/auth-flow';
import { lineupBody } from '../support/match-day';
import type { TestApp } from '../support/test-app';
import { freshWriteWorldEachTest, tableRows, type WriteWorld } from '../support/write-world';

let t: TestApp;
let w: WriteWorld;
freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

const started = Date.now() - 60 * 60_000;
/** A match log write as the phone's outbox keeps it. */
function entryWrite(entry: Record<string, unknown>, at: number, fixtureId = w.fixture.id) {
  const id = randomUUID();
  return { id, method: 'POST', path: '/api/matchLog/entry', body: { fixtureId, entry: { id, at, ...entry } } };
}
const kickOff = () => entryWrite({ kind: 'CLOCK_START' }, started);
const goal = (minute: number, playerId = w.home.players[0]?.id, teamId = w.home.id) =>
  entryWrite({ kind: 'EVENT', type: 'GOAL', teamId, playerId }, started + minute * 60_000);

const sendBatch = (writes: object[], token = w.owner.accessToken) =>
  t.app.inject({ method: 'POST', url: '/api/sync/batch', headers: bearer(token), payload: { writes } });
const resultsOf = (response: { json(): { data: { results: unknown[] } } }) => response.json().data.results;
const score = async () => {
  const [row] = await t.db.select().from(fixtures).where(eq(fixtures.id, w.fixture.id));
  return [row?.homeScore, row?.awayScore];
};

describe('POST /api/sync/batch', () => {
  it('applies a match in one request, in order, and answers each write', async () => {
    const writes = [kickOff(), ...Array.from({ length: 50 }, (_, i) => goal(i + 1))];
    const response = await sendBatch(writes);
    expect(response.statusCode, response.body).toBe(200);
    expect(resultsOf(response)).toEqual(writes.map((write) => ({ id: write.id, outcome: 'applied', status: 201 })));
    expect(await score()).toEqual([50, 0]);
    const rows = await t.db.select().from(matchLog).where(eq(matchLog.fixtureId, w.fixture.id));
    expect(rows.map((row) => row.id).sort()).toEqual(writes.map((write) => write.id).sort());
  });

  it('answers a batch sent again (its answer was lost) as replayed, and counts nothing twice', async () => {
    const writes = [kickOff(), goal(3), goal(7)];
    expect((await sendBatch(writes)).statusCode).toBe(200);
    const before = await tableRows(t.db);
    const again = await sendBatch(writes);
    expect(resultsOf(again)).toEqual(writes.map((write) => ({ id: write.id, outcome: 'replayed', status: 200 })));
    expect(await tableRows(t.db)).toEqual(before);
    expect(await score()).toEqual([2, 0]);
  });

  it('refuses one write with its reason and applies the others around it', async () => {
    const keeper = w.home.players[1]?.id as string;
    const red = entryWrite({ kind: 'EVENT', type: 'RED_CARD', teamId: w.home.id, playerId: keeper }, started + 60_000);
    const lateGoal = goal(2, keeper);
    const malformed = { ...goal(3), body: { fixtureId: w.fixture.id, entry: { kind: 'EVENT' } } };
    const writes = [kickOff(), red, lateGoal, malformed, goal(4)];
    const results = resultsOf(await sendBatch(writes)) as { id: string; outcome: string; status: number }[];
    expect(results.map((r) => [r.outcome, r.status])).toEqual([
      ['applied', 201],
      ['applied', 201],
      ['refused', 409],
      ['refused', 400],
      ['applied', 201],
    ]);
    expect(results[2]).toMatchObject({ message: expect.stringMatching(/sent off/) });
    expect(await score()).toEqual([1, 0]);
  });

  it("carries lineup writes, and refuses a fixture that is not the user's without touching anything", async () => {
    const lineup = lineupBody(w);
    const theirs = { ...lineupBody(w), fixtureId: w.fixture.id };
    const before = await tableRows(t.db);
    const denied = await sendBatch(
      [{ id: theirs.id, method: 'POST', path: '/api/lineup/create', body: theirs }],
      w.other.accessToken,
    );
    expect(resultsOf(denied)).toEqual([
      { id: theirs.id, outcome: 'refused', status: 403, message: expect.any(String) },
    ]);
    expect(await tableRows(t.db)).toEqual(before);
    const saved = await sendBatch([{ id: lineup.id, method: 'POST', path: '/api/lineup/create', body: lineup }]);
    expect(resultsOf(saved)).toEqual([{ id: lineup.id, outcome: 'applied', status: 201 }]);
  });

  it('refuses a call it does not carry, and a write whose id is not its body id', async () => {
    const odd = { id: randomUUID(), method: 'PUT', path: `/api/fixture/update/${w.fixture.id}`, body: {} };
    const mismatched = { ...goal(1), id: randomUUID() };
    const results = resultsOf(await sendBatch([odd, mismatched]));
    expect(results).toEqual([
      { id: odd.id, outcome: 'refused', status: 400, message: mw.notBatchable },
      { id: mismatched.id, outcome: 'refused', status: 400, message: mw.batchIdMismatch },
    ]);
  });

  it('takes a gzipped body, and answers a 400 to one that does not unzip', async () => {
    const writes = [kickOff(), goal(5)];
    const zipped = await t.app.inject({
      method: 'POST',
      url: '/api/sync/batch',
      headers: { ...bearer(w.owner.accessToken), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ writes })),
    });
    expect(zipped.statusCode, zipped.body).toBe(200);
    expect(await score()).toEqual([1, 0]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/sync/batch',
      headers: { ...bearer(w.owner.accessToken), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from('not gzip at all'),
    });
    expectError(broken, 400, mw.batchNotGzip);
    const brotli = await t.app.inject({
      method: 'POST',
      url: '/api/sync/batch',
      headers: { ...bearer(w.owner.accessToken), 'content-type': 'application/json', 'content-encoding': 'br' },
      payload: JSON.stringify({ writes }),
    });
    expectError(brotli, 415, mw.batchEncoding);
  });

  it('answers who is calling before anything about the body, and a write whose body is no object plainly', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/sync/batch', payload: { writes: [] } });
    expect(anonymous.statusCode).toBe(401);
    const id = randomUUID();
    const results = resultsOf(await sendBatch([{ id, method: 'POST', path: '/api/matchLog/entry', body: null }]));
    expect(results).toEqual([{ id, outcome: 'refused', status: 400, message: messages.server.bodyNotObject }]);
  });

  it('bounds a batch: too many writes, no sign-in, and a zipped body that unzips past the limit', async () => {
    const tooMany = await sendBatch(Array.from({ length: MAX_BATCH_WRITES + 1 }, () => goal(1)));
    expect(tooMany.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/sync/batch', payload: { writes: [kickOff()] } });
    expect(anonymous.statusCode).toBe(401);
    const bomb = gzipSync(`{"writes":[{"id":"${'0'.repeat(20 * 1024 * 1024)}"}]}`);
    expect(bomb.length).toBeLessThan(100_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sync/batch',
      headers: { ...bearer(w.owner.accessToken), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(response.statusCode).toBe(413);
  });
});
