import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { LocalDb } from '../../src/client/db/local-db';
import { readSyncStates } from '../../src/client/sync/hooks';
import { type QueuedCall, queueWriteTo } from '../../src/client/sync/queue-write';
import { fixtures, sessions } from '../../src/server/db/schema';
import { trackerMessages } from '../../src/shared/domain/match-tracker';
import { syncMessages } from '../../src/shared/messages';
import type { TokenData } from '../../src/shared/schemas/auth';
import { uuidv7 } from '../../src/shared/uuid7';
import { postAuth } from '../support/auth-flow';
import { TEST_SECRET } from '../support/test-app';
import type { WriteWorld } from '../support/write-world';
import {
  FaultyNetwork,
  freshPhoneEachTest,
  type LoopbackServer,
  matchEventCalls,
  memoryLocks,
  openPhoneDb,
  outboxEmpty,
  phoneEngine,
  phoneLogIds,
  record,
  serverEventIds,
} from './support/harness';

let server: LoopbackServer;
let world: WriteWorld;
let db: LocalDb;
let network: FaultyNetwork;
freshPhoneEachTest((fresh) => {
  ({ server, world, db } = fresh);
  network = new FaultyNetwork();
});

const owner = () => world.owner.accessToken;
const fixtureId = () => world.fixture.id;

/** Records each call as its own tap, as the tracker does. */
async function recordEach(calls: QueuedCall[], on: LocalDb = db) {
  for (const call of calls) await record(on, [call]);
}

/** The claim of every test: the server holds the phone's log, each event once, in the order recorded. */
async function expectServerHoldsTheLog() {
  await outboxEmpty(db);
  const log = await phoneLogIds(db, fixtureId());
  expect(log.length).toBeGreaterThan(0);
  expect(await serverEventIds(server, fixtureId())).toEqual(log);
}

/** Queues calls that add nothing to the match log (fixture updates). */
const queueCalls = (calls: QueuedCall[]) => queueWriteTo(db, calls);

const deliveriesOf = (key: string) => network.delivered().filter((attempt) => attempt.key === key);

describe('the outbox replays match events to the real server', () => {
  it('sends 50 events recorded offline once the network is back', async () => {
    const engine = phoneEngine({ db, network, origin: server.origin, token: owner, random: () => 0.99 });
    network.offline = true;
    await recordEach(matchEventCalls(world, 50));
    await engine.kick();
    const waiting = await db.outbox.orderBy('seq').toArray();
    expect(waiting).toHaveLength(50);
    expect(waiting[0]).toMatchObject({ attempts: 1, lastError: syncMessages.offline });
    expect(await serverEventIds(server, fixtureId())).toEqual([]);

    network.offline = false;
    await engine.kick({ now: true }); // the `online` event: no waiting out the backoff
    await expectServerHoldsTheLog();
    expect(network.delivered()).toHaveLength(50);
  });

  it('answers a retry with the original result when the answer was lost after the server committed', async () => {
    const calls = matchEventCalls(world, 10);
    const lost = calls[3] as QueuedCall;
    network.fail('lose-response', { when: (call) => call.key === lost.id });
    await recordEach(calls);
    await phoneEngine({ db, network, origin: server.origin, token: owner }).kick();

    await expectServerHoldsTheLog();
    const [first, retry] = deliveriesOf(lost.id);
    expect([first?.fault, first?.status, retry?.status]).toEqual(['lose-response', 201, 201]);
    expect(retry?.answer).toBe(first?.answer);
  });

  it('keeps going through three 500s and a timeout, then delivers everything once', async () => {
    const calls = matchEventCalls(world, 10);
    network.fail('server-error', { times: 3 }).fail('hang');
    await recordEach(calls);
    await phoneEngine({ db, network, origin: server.origin, token: owner }).kick();

    await expectServerHoldsTheLog();
    const firstKey = (calls[0] as QueuedCall).id;
    expect(network.attempts.filter((a) => a.key === firstKey).map((a) => a.fault)).toEqual([
      'server-error',
      'server-error',
      'server-error',
      'hang',
      null,
    ]);
  });

  it('moves one refused event to the rejected list and still delivers the 20 behind it', async () => {
    const [refused, ...behind] = matchEventCalls(world, 21) as [QueuedCall, ...QueuedCall[]];
    const body = { ...(refused.body as object), playerId: world.player.id }; // in neither team
    await recordEach([{ ...refused, body }, ...behind]);
    await phoneEngine({ db, network, origin: server.origin, token: owner }).kick();

    await outboxEmpty(db);
    expect(await serverEventIds(server, fixtureId())).toEqual(behind.map((call) => call.id));
    expect((await db.rejected.toArray()).map((row) => [row.id, row.status, row.reason])).toEqual([
      [refused.id, 409, trackerMessages.notInLineup],
    ]);
    expect((await readSyncStates(db, fixtureId())).states).toEqual(
      new Map([[refused.id, { state: 'rejected', reason: trackerMessages.notInLineup }]]),
    );
  });

  it('pauses on an expired token with 30 events queued, keeps them all, and resumes after a new sign-in', async () => {
    const [session] = await server.db.select().from(sessions).where(eq(sessions.userId, world.owner.user.id));
    let token: string = await new SignJWT({ sid: session?.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(world.owner.user.id)
      .setIssuer('pitchside')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const engine = phoneEngine({ db, network, origin: server.origin, token: () => token });
    await recordEach(matchEventCalls(world, 30));
    await engine.kick();
    await engine.kick({ now: true });

    expect(network.attempts.map((a) => a.status)).toEqual([401]);
    expect(await db.outbox.count()).toBe(30);
    expect((await db.outbox.orderBy('seq').first())?.lastError).toBe(syncMessages.signedOut);
    expect(await serverEventIds(server, fixtureId())).toEqual([]);

    const login = await postAuth(server.app, 'login', {
      phoneNumber: world.owner.phone,
      password: world.owner.password,
    });
    token = (login.json().data as TokenData).accessToken;
    await engine.kick(); // the session changed
    await expectServerHoldsTheLog();
    expect(network.delivered()).toHaveLength(31);
  });

  it('finishes the batch when the browser is closed mid-way and opened again', async () => {
    const calls = matchEventCalls(world, 20);
    const cut = calls[7] as QueuedCall;
    network.fail('close-browser', { when: (call) => call.key === cut.id });
    await recordEach(calls);
    const closing = phoneEngine({ db, network, origin: server.origin, token: owner });
    const replay = closing.kick();
    await expect.poll(() => deliveriesOf(cut.id).length, { timeout: 10_000 }).toBe(1); // committed, the answer not yet read
    closing.stop();
    await replay;
    db.close();

    const reopened = openPhoneDb(db.name);
    expect(await reopened.outbox.count()).toBe(13);
    db = reopened;
    await phoneEngine({ db, network, origin: server.origin, token: owner }).kick();
    await expectServerHoldsTheLog();
    const [beforeClose, afterReopen] = deliveriesOf(cut.id);
    expect(afterReopen?.answer).toBe(beforeClose?.answer);
  });

  it('replays from one tab at a time when three tabs share the phone', async () => {
    const locks = memoryLocks();
    const tabs = [db, openPhoneDb(db.name), openPhoneDb(db.name)];
    const engines = tabs.map((tab) => phoneEngine({ db: tab, network, origin: server.origin, token: owner, locks }));
    const calls = matchEventCalls(world, 30);
    await Promise.all(
      tabs.map((tab, i) => recordEach(calls.filter((_, n) => n % 3 === i).slice(0, 5), tab)), // taps from each tab
    );
    await recordEach(calls.slice(15));
    await Promise.all(engines.flatMap((engine) => [engine.kick(), engine.kick(), engine.kick({ now: true })]));

    await expectServerHoldsTheLog();
    expect(network.maxInFlight).toBe(1);
    expect(network.attempts).toHaveLength(30); // no call sent twice
  });

  it('still stores each event once when three tabs replay without locks and answers get lost', async () => {
    const tabs = [db, openPhoneDb(db.name), openPhoneDb(db.name)];
    const engines = tabs.map((tab) => phoneEngine({ db: tab, network, origin: server.origin, token: owner }));
    network.fail('lose-response', { times: 5 });
    await recordEach(matchEventCalls(world, 30));
    await Promise.all(engines.map((engine) => engine.kick()));

    await outboxEmpty(db);
    const stored = await serverEventIds(server, fixtureId());
    expect(new Set(stored).size).toBe(stored.length);
    expect([...stored].sort()).toEqual([...(await phoneLogIds(db, fixtureId()))].sort());
  });

  it('derives the score from the events however the fixture updates arrive', async () => {
    const update = (status: string, score = {}): QueuedCall => ({
      id: uuidv7(),
      fixtureId: fixtureId(),
      method: 'PUT',
      path: `/api/fixture/update/${fixtureId()}`,
      body: { status, ...score },
    });
    const live = update('LIVE');
    const fullTime = update('FULL_TIME', { homeScore: 5, awayScore: 0 });
    network.fail('late-delivery', { when: (call) => call.key === live.id });
    await queueCalls([live]);
    await recordEach(matchEventCalls(world, 10)); // goals at taps 5 (home) and 10 (away)
    await queueCalls([fullTime]);
    await phoneEngine({ db, network, origin: server.origin, token: owner }).kick();
    await expectServerHoldsTheLog();
    await network.deliverLate(); // the first LIVE finally reaches the server, after FULL_TIME

    const [stored] = await server.db.select().from(fixtures).where(eq(fixtures.id, fixtureId()));
    expect([stored?.status, stored?.homeScore, stored?.awayScore]).toEqual(['FULL_TIME', 1, 1]);
  });
});
