import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createLocalDb, type LocalDb } from '../../../src/client/db/local-db';
import { createSyncEngine, type LockManagerLike, type SyncEngine } from '../../../src/client/sync/engine';
import { type QueuedCall, queueWriteTo } from '../../../src/client/sync/queue-write';
import type { Clock } from '../../../src/client/sync/replay';
import { matchEvents } from '../../../src/server/db/schema';
import type { MatchEventBody } from '../../../src/shared/schemas/match-day';
import { uuidv7 } from '../../../src/shared/uuid7';
import { createTestApp, resetDatabase, type TestApp } from '../../support/test-app';
import { type WriteWorld, writeWorld } from '../../support/write-world';
import { FaultyNetwork } from './faulty-network';

/** The real app listening on a loopback port, as a phone reaches it. */
export async function loopbackServer(): Promise<TestApp & { origin: string }> {
  const t = await createTestApp({ writeRateLimit: { max: 100_000, windowMs: 60_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { ...t, origin: `http://127.0.0.1:${port}` };
}

export type LoopbackServer = Awaited<ReturnType<typeof loopbackServer>>;

/** What each fault test starts from: the server of the file, a fresh write world, and a new phone. */
export interface FreshPhone {
  server: LoopbackServer;
  world: WriteWorld;
  db: LocalDb;
}

/**
 * One loopback server for the file; before every test a fresh write world and a phone's empty
 * database, handed to `ready`; after it, every page the test opened is closed.
 */
export function freshPhoneEachTest(ready: (fresh: FreshPhone) => void) {
  let server: LoopbackServer;
  beforeAll(async () => {
    server = await loopbackServer();
  });
  afterAll(() => server.app.close());
  beforeEach(async () => {
    await resetDatabase(server);
    ready({ server, world: await writeWorld(server), db: openPhoneDb() });
  });
  afterEach(closeAllPhones);
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A phone's IndexedDB (in memory); open the same name twice for a second tab or a reopened browser. */
export const openPhoneDb = (name = `phone-${uuidv7()}`) => createLocalDb(name, { indexedDB, IDBKeyRange });

/** A real lock manager for one process: `ifAvailable` requests get null while another holds the name. */
export function memoryLocks(): LockManagerLike {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

/** Timings short enough for tests; the backoff stays exponential (random 5 % of the ceiling). */
export const TEST_TIMEOUT_MS = 1_500;

export interface PhoneOptions {
  db: LocalDb;
  network: FaultyNetwork;
  origin: string;
  token: () => string | null;
  /** Who is signed in: rows of another author wait. */
  userId?: () => string | null;
  /** Renews the session after a 401, as the app's session does. */
  refresh?: (staleToken: string) => Promise<boolean>;
  locks?: LockManagerLike;
  random?: () => number;
}

const running: SyncEngine[] = [];

/** Closes every page the test opened, so no backoff timer of one test sends in the next. */
export function closeAllPhones(): void {
  for (const engine of running.splice(0)) engine.stop();
}

/** The replay of one page (tab) of a phone; a test may open several on one database. */
export function phoneEngine(options: PhoneOptions): SyncEngine {
  const { db, network, origin, token, userId, refresh, locks, random = () => 0.05 } = options;
  const engine = createSyncEngine({
    db,
    fetch: network.fetch,
    clock: realClock,
    origin,
    getToken: token,
    getUserId: userId,
    refresh,
    locks,
    random,
    timeoutMs: TEST_TIMEOUT_MS,
    onError: (error) => {
      throw error;
    },
  });
  running.push(engine);
  return engine;
}

/** `count` match events of the world's fixture, as the tracker makes them (each a FOUL, every 5th a GOAL). */
export function matchEventCalls(world: WriteWorld, count: number, fixtureId = world.fixture.id): QueuedCall[] {
  return Array.from({ length: count }, (_, i) => {
    const team = i % 2 === 0 ? world.home : world.away;
    const id = uuidv7();
    const body: MatchEventBody = {
      id,
      fixtureId,
      teamId: team.id,
      playerId: team.players[i % team.players.length]?.id as string,
      type: i % 5 === 4 ? 'GOAL' : 'FOUL',
      minute: i % 90,
    };
    return { id, fixtureId, method: 'POST', path: '/api/matchEvent/create', body };
  });
}

/** Records calls the way the tracker does: the match log entries and their outbox rows in one transaction. */
export async function record(db: LocalDb, calls: readonly QueuedCall[]): Promise<void> {
  await queueWriteTo(db, calls, async () => {
    await db.matchLog.bulkAdd(
      calls.map((call) => {
        const body = call.body as MatchEventBody;
        return {
          id: call.id,
          fixtureId: call.fixtureId,
          entry: {
            kind: 'EVENT' as const,
            id: call.id,
            at: Date.now(),
            type: body.type as 'FOUL',
            teamId: body.teamId,
            playerId: body.playerId,
          },
        };
      }),
    );
  });
}

/** The ids of the events the server holds for a fixture, in the order it stored them. */
export async function serverEventIds(t: TestApp, fixtureId: string): Promise<string[]> {
  const rows = await t.db
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(eq(matchEvents.fixtureId, fixtureId))
    .orderBy(matchEvents.createdAt, matchEvents.id);
  return rows.map((row) => row.id);
}

/** The ids of the phone's match log for a fixture, in the order they were recorded. */
export async function phoneLogIds(db: LocalDb, fixtureId: string): Promise<string[]> {
  const rows = await db.matchLog.where('[fixtureId+seq]').between([fixtureId, 0], [fixtureId, Infinity]).toArray();
  return rows.map((row) => row.id);
}

/** Waits until `check` holds (polling), or fails with what it last saw. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() - started > ms) throw new Error(`still not there after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const outboxEmpty = (db: LocalDb) =>
  eventually(
    () => db.outbox.count(),
    (n) => n === 0,
  );

export { FaultyNetwork, writeWorld };
