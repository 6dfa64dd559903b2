import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changes, openSse, type SseConnection } from '../support/sse-client';
import { createTestApp, resetDatabase, type TestApp } from '../support/test-app';
import { call, type WriteWorld, writeWorld } from '../support/write-world';

let t: TestApp;
let w: WriteWorld;
let base: string;
const streams: SseConnection[] = [];

beforeAll(async () => {
  t = await createTestApp({ liveHeartbeatMs: 100 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.app.close());
beforeEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await resetDatabase(t);
  w = await writeWorld(t);
});

async function open(path: string, headers: Record<string, string> = {}) {
  const stream = await openSse(`${base}/api/live/${path}`, headers);
  streams.push(stream);
  if (stream.status === 200) await stream.next(1, (frame) => frame.event === 'ready');
  return stream;
}

const update = (status: string) =>
  call(t.app, 'PUT', `/api/fixture/update/${w.fixture.id}`, w.owner.accessToken, { status });

describe('live streams', () => {
  it("tells a fixture's and its tournament's spectators about a change, numbered from 1", async () => {
    const fixture = await open(`fixture/${w.fixture.id}`);
    const tournament = await open(`tournament/${w.tournament.id}`);

    expect((await update('LIVE')).statusCode).toBe(200);

    const [fixtureFrame] = await fixture.next(1, changes);
    expect(fixtureFrame?.id).toBe('1');
    expect(JSON.parse(fixtureFrame?.data ?? '')).toEqual({ kind: 'fixture', fixtureId: w.fixture.id });
    const [tournamentFrame] = await tournament.next(1, changes);
    expect(tournamentFrame?.id).toBe('1');
  });

  it("tells the tournament lists' spectators when a match starts or stops being played, not of every change", async () => {
    const lists = await open('tournaments');

    expect((await update('LIVE')).statusCode).toBe(200);
    const [kickOff] = await lists.next(1, changes);
    expect(JSON.parse(kickOff?.data ?? '')).toEqual({ kind: 'list' });

    // Half time keeps the match being played: its tournament stays where it is listed.
    await update('HALF_TIME');
    await update('FULL_TIME');
    const [, fullTime] = await lists.next(2, changes);
    expect(Number(fullTime?.id)).toBe(Number(kickOff?.id) + 1);
    await expect(lists.next(3, changes, 200)).rejects.toThrow();
  });

  it('resumes after Last-Event-ID with the missed changes, none repeated', async () => {
    const first = await open(`fixture/${w.fixture.id}`);
    await update('LIVE');
    const [seen] = await first.next(1, changes);
    first.close();

    await update('HALF_TIME');
    await update('SECOND_HALF');

    const resumed = await open(`fixture/${w.fixture.id}`, { 'last-event-id': seen?.id ?? '' });
    await update('FULL_TIME');
    const frames = await resumed.next(3, changes);
    expect(frames.map((frame) => frame.id)).toEqual(['2', '3', '4']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(resumed.next(4, changes, 50)).rejects.toThrow();
  });

  it('starts a new stream at the latest change, so a new spectator does not replay history', async () => {
    await update('LIVE');
    const stream = await openSse(`${base}/api/live/fixture/${w.fixture.id}`);
    streams.push(stream);
    const [ready] = await stream.next(1, (frame) => frame.event === 'ready');
    expect(ready?.id).toBe('1');
  });

  it('keeps the connection warm with heartbeats', async () => {
    const stream = await open(`fixture/${w.fixture.id}`);
    const [beat] = await stream.next(1, (frame) => frame.comment === 'ping');
    expect(beat).toBeDefined();
  });

  it('answers unknown and malformed ids with a message, not a stream', async () => {
    const unknown = await t.app.inject({ url: '/api/live/fixture/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', message: 'Fixture not found.' });
    const malformed = await t.app.inject({ url: '/api/live/tournament/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().status).toBe('error');
    const badResume = await t.app.inject({ url: `/api/live/fixture/${w.fixture.id}?lastEventId=-3` });
    expect(badResume.statusCode).toBe(400);
  });
});
