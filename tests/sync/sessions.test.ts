import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { LocalDb } from '../../src/client/db/local-db';
import { createRefresher, type RefreshableToken } from '../../src/client/lib/token-refresh';
import { readOutboxSummary } from '../../src/client/sync/hooks';
import { type QueuedCall, queueWriteTo } from '../../src/client/sync/queue-write';
import { sessions } from '../../src/server/db/schema';
import type { TokenData } from '../../src/shared/schemas/auth';
import { getProfile } from '../support/auth-flow';
import { TEST_SECRET } from '../support/test-app';
import type { WriteWorld } from '../support/write-world';
import {
  FaultyNetwork,
  freshPhoneEachTest,
  type LoopbackServer,
  matchEventCalls,
  outboxEmpty,
  phoneEngine,
  serverEventIds,
} from './support/harness';

let server: LoopbackServer;
let world: WriteWorld;
let db: LocalDb;
freshPhoneEachTest((fresh) => {
  ({ server, world, db } = fresh);
});

type Account = WriteWorld['owner'];

/**
 * The token every tab of one phone shares, as localStorage holds it: the account's refresh token,
 * and an access token of its session that expires `lifetimeS` seconds from now.
 */
async function sharedStorage(account: Account, lifetimeS = 86_400) {
  const [session] = await server.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
  const exp = Math.floor(Date.now() / 1000) + lifetimeS;
  const accessToken = await new SignJWT({ sid: session?.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(account.user.id)
    .setIssuer('pitchside')
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(TEST_SECRET));
  let token: RefreshableToken | null = { ...account, accessToken, exp };
  return {
    read: () => token,
    store: (data: TokenData) => {
      token = { ...data, exp: Math.floor(Date.now() / 1000) + data.expiresIn };
    },
    /** Waits until the access token has expired: the server answers it with 401 from then on. */
    async expired() {
      while (Date.now() / 1000 <= exp + 1) await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

/** navigator.locks as tabs of one browser see it: a second request waits for the first. */
function waitingLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    request<R>(_name: string, callback: () => Promise<R>): Promise<R> {
      const run = queue.then(callback);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

/** Counts the calls of the refresh endpoint while passing every call to the real server. */
function countingFetch() {
  const counted = { refreshes: 0 };
  const fetchCounting = (url: string, init: RequestInit) => {
    if (url.endsWith('/api/auth/refresh')) counted.refreshes += 1;
    return fetch(url, init);
  };
  return { counted, fetch: fetchCounting };
}

async function queueAs(author: Account, calls: QueuedCall[]) {
  for (const call of calls) await queueWriteTo(db, [call], undefined, author.user.id);
}

describe('sessions and the outbox', () => {
  it('renews an access token that expires mid-replay and delivers everything once', async () => {
    const storage = await sharedStorage(world.owner, 2);
    const { counted, fetch: fetchCounting } = countingFetch();
    const refresher = createRefresher({ ...storage, fetch: fetchCounting, origin: server.origin });
    const network = new FaultyNetwork();
    const calls = matchEventCalls(world, 20);
    await queueAs(world.owner, calls);
    // After the 8th call taken, the access token in use expires.
    let taken = 0;
    network.afterAnswer = async (attempt) => {
      if (attempt.status === 201 && ++taken === 8) await storage.expired();
    };
    // The phone's engine as start-sync wires it: a 401 renews the session.
    const engine = phoneEngine({
      db,
      network,
      origin: server.origin,
      token: () => storage.read()?.accessToken ?? null,
      userId: () => world.owner.user.id,
      refresh: async () => (await refresher(storage.read()?.refreshToken ?? '')) === 'refreshed',
    });
    await engine.kick();
    await outboxEmpty(db);

    expect(counted.refreshes).toBe(1);
    expect(await db.rejected.count()).toBe(0);
    expect((await serverEventIds(server, world.fixture.id)).sort()).toEqual(calls.map((c) => c.id).sort());
    expect(network.attempts.filter((a) => a.status === 401)).toHaveLength(1);
  });

  it("keeps another account's rows on the phone, unsent and unrefused, until that account signs in again", async () => {
    const calls = matchEventCalls(world, 10);
    await queueAs(world.owner, calls);
    const network = new FaultyNetwork();
    let signedIn = world.other;
    const engine = phoneEngine({
      db,
      network,
      origin: server.origin,
      token: () => signedIn.accessToken,
      userId: () => signedIn.user.id,
    });
    await engine.kick();

    expect(network.attempts).toHaveLength(0);
    expect(await db.rejected.count()).toBe(0);
    expect((await readOutboxSummary(db, world.other.user.id)).waitingForAuthor).toBe(10);
    expect(await serverEventIds(server, world.fixture.id)).toEqual([]);

    signedIn = world.owner;
    await engine.kick();
    await outboxEmpty(db);
    expect(network.attempts.every((a) => a.status === 201)).toBe(true);
    expect((await serverEventIds(server, world.fixture.id)).sort()).toEqual(calls.map((c) => c.id).sort());
  });

  it("sends a co-organiser's changes to a match while another account's wait on the same phone", async () => {
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/tournaments/co-organisers',
      headers: { authorization: `Bearer ${world.owner.accessToken}` },
      payload: { tournamentId: world.tournament.id, phoneNumber: world.other.phone },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [ownerCalls, otherCalls] = [matchEventCalls(world, 3), matchEventCalls(world, 3)];
    await queueAs(world.owner, ownerCalls);
    await queueAs(world.other, otherCalls);
    const network = new FaultyNetwork();
    const engine = phoneEngine({
      db,
      network,
      origin: server.origin,
      token: () => world.other.accessToken,
      userId: () => world.other.user.id,
    });
    await engine.kick();

    expect((await serverEventIds(server, world.fixture.id)).sort()).toEqual(otherCalls.map((c) => c.id).sort());
    expect((await db.outbox.toArray()).map((row) => row.id)).toEqual(ownerCalls.map((c) => c.id));
    expect(await db.rejected.count()).toBe(0);
    // Nothing is due for this account: the engine rests instead of trying again and again.
    const attempts = network.attempts.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(network.attempts).toHaveLength(attempts);
  });

  it('two tabs renewing at once spend the refresh token once, and the session lives on', async () => {
    const storage = await sharedStorage(world.owner);
    const { counted, fetch: fetchCounting } = countingFetch();
    const locks = waitingLocks();
    const tab = () => createRefresher({ ...storage, fetch: fetchCounting, origin: server.origin, locks });
    const stale = world.owner.refreshToken;
    expect(await Promise.all([tab()(stale), tab()(stale)])).toEqual(['refreshed', 'refreshed']);
    expect(counted.refreshes).toBe(1);
    expect(storage.read()?.refreshToken).not.toBe(stale);
    const renewed = storage.read()?.accessToken as string;
    expect((await getProfile(server.app, renewed)).statusCode).toBe(200);
  });

  it('ends the session only when the server refuses the refresh token', async () => {
    const storage = await sharedStorage(world.owner);
    const refresher = createRefresher({ ...storage, fetch: (url, init) => fetch(url, init), origin: server.origin });
    const unreachable = createRefresher({
      ...storage,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      origin: server.origin,
    });
    expect(await unreachable(world.owner.refreshToken)).toBe('unreachable');
    expect(await refresher(world.owner.refreshToken)).toBe('refreshed');
    // The refresh token just spent, presented again (a stolen copy): the server ends the session.
    const replayed = createRefresher({
      read: () => ({ ...world.owner, exp: 0 }),
      store: storage.store,
      fetch: (url, init) => fetch(url, init),
      origin: server.origin,
    });
    expect(await replayed(world.owner.refreshToken)).toBe('ended');
  });
});
