import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LocalDb } from '../../src/client/db/local-db';
import { type QueuedCall, queueWriteTo } from '../../src/client/sync/queue-write';
import { fixtures } from '../../src/server/db/schema';
import { messages, syncMessages } from '../../src/shared/messages';
import { uuidv7 } from '../../src/shared/uuid7';
import type { WriteWorld } from '../support/write-world';
import {
  eventually,
  FaultyNetwork,
  freshPhoneEachTest,
  type LoopbackServer,
  openPhoneDb,
  outboxEmpty,
  phoneEngine,
} from './support/harness';

let server: LoopbackServer;
let world: WriteWorld;
let db: LocalDb;
let network: FaultyNetwork;
freshPhoneEachTest((fresh) => {
  ({ server, world, db } = fresh);
  network = new FaultyNetwork();
});

const statusUpdate = (fixtureId: string, status: string): QueuedCall => ({
  id: uuidv7(),
  fixtureId,
  method: 'PUT',
  path: `/api/fixture/update/${fixtureId}`,
  body: { status },
});

const queue = (...calls: QueuedCall[]) => queueWriteTo(db, calls);

const serverFixture = async (id: string) => (await server.db.select().from(fixtures).where(eq(fixtures.id, id)))[0];

const owner = () => world.owner.accessToken;

describe('fixture updates through the outbox', () => {
  it('sends each call with its Idempotency-Key and the bearer token, then empties the outbox', async () => {
    const update = statusUpdate(world.fixture.id, 'LIVE');
    await queue(update);
    await phoneEngine({ db, network, origin: server.origin, token: owner }).kick();

    expect(await db.outbox.count()).toBe(0);
    expect(network.delivered().map((a) => ({ key: a.key, path: a.path, status: a.status }))).toEqual([
      { key: update.id, path: update.path, status: 200 },
    ]);
    expect((await serverFixture(world.fixture.id))?.status).toBe('LIVE');
  });

  it('keeps FULL_TIME when an older update arrives after it, late on the wire or from another phone', async () => {
    const live = statusUpdate(world.fixture.id, 'LIVE');
    const fullTime = statusUpdate(world.fixture.id, 'FULL_TIME');
    await queue(live, fullTime);
    // The first LIVE is held on the way; the phone gives up, sends it again, then FULL_TIME.
    network.fail('late-delivery', { when: (call) => call.key === live.id });
    await phoneEngine({ db, network, origin: server.origin, token: owner }).kick();
    await outboxEmpty(db);
    expect((await serverFixture(world.fixture.id))?.status).toBe('FULL_TIME');

    await network.deliverLate();
    const [late, retried] = network.delivered().filter((attempt) => attempt.key === live.id);
    expect(late?.fault).toBe('late-delivery');
    expect(late?.answer).toBe(retried?.answer); // a replay answers the original result
    expect((await serverFixture(world.fixture.id))?.status).toBe('FULL_TIME');

    // A second phone that went offline during the first half reconnects after the final whistle.
    const otherPhone = openPhoneDb();
    const halfTime = statusUpdate(world.fixture.id, 'HALF_TIME');
    await queueWriteTo(otherPhone, [halfTime]);
    await phoneEngine({ db: otherPhone, network, origin: server.origin, token: owner }).kick();
    expect(await otherPhone.outbox.count()).toBe(0);
    const stale = network.delivered().find((attempt) => attempt.key === halfTime.id);
    expect(JSON.parse(stale?.answer ?? '{}').message).toBe(messages.server.statusKept('FULL_TIME'));
    expect((await serverFixture(world.fixture.id))?.status).toBe('FULL_TIME');
  });

  it('holds a failing fixture back (order kept) while another fixture goes on', async () => {
    const second = await world.build.fixture({ tournament: world.tournament, home: world.away, away: world.home });
    const [firstLive, firstEnd] = [statusUpdate(world.fixture.id, 'LIVE'), statusUpdate(world.fixture.id, 'FULL_TIME')];
    const [secondLive, secondEnd] = [statusUpdate(second.id, 'LIVE'), statusUpdate(second.id, 'FULL_TIME')];
    await queue(firstLive, secondLive, firstEnd, secondEnd);
    network.fail('server-error', { when: (call) => call.key === firstLive.id });
    const engine = phoneEngine({ db, network, origin: server.origin, token: owner, random: () => 0.99 });
    await engine.kick();

    const waiting = await db.outbox.orderBy('seq').toArray();
    expect(waiting.map((row) => [row.id, row.attempts, row.lastError])).toEqual([
      [firstLive.id, 1, syncMessages.serverProblem(500)],
      [firstEnd.id, 0, null],
    ]);
    expect(waiting[0]?.nextAttemptAt).toBeGreaterThan(Date.now() + 500);
    expect((await serverFixture(second.id))?.status).toBe('FULL_TIME');
    expect((await serverFixture(world.fixture.id))?.status).toBe('SCHEDULED');

    await outboxEmpty(db); // the backoff timer wakes the replay
    expect(network.delivered().map((a) => a.key)).toEqual([secondLive.id, secondEnd.id, firstLive.id, firstEnd.id]);
    expect((await serverFixture(world.fixture.id))?.status).toBe('FULL_TIME');
  });

  it('moves a refused call to the rejected list with the server reason and goes on', async () => {
    // A fixture deleted on the server meanwhile: 404, and the next call of the queue still goes.
    const gone = { ...statusUpdate(uuidv7(), 'LIVE'), fixtureId: world.fixture.id };
    const mine = statusUpdate(world.fixture.id, 'LIVE');
    await queue(gone, mine);
    await phoneEngine({ db, network, origin: server.origin, token: owner }).kick();

    expect(await db.outbox.count()).toBe(0);
    const rejected = await db.rejected.toArray();
    expect(rejected.map((row) => [row.id, row.status, row.reason, row.path])).toEqual([
      [gone.id, 404, messages.server.fixtureNotFound, gone.path],
    ]);
    expect((await serverFixture(world.fixture.id))?.status).toBe('LIVE');
  });

  it('waits with no token, pauses on a 401 keeping every row, and resumes with a new token', async () => {
    await queue(statusUpdate(world.fixture.id, 'LIVE'), statusUpdate(world.fixture.id, 'HALF_TIME'));
    let token: string | null = null;
    const engine = phoneEngine({ db, network, origin: server.origin, token: () => token });
    await engine.kick();
    expect(network.attempts).toEqual([]);

    token = 'an-ended-session';
    await engine.kick();
    await engine.kick();
    expect(network.attempts.map((a) => a.status)).toEqual([401]);
    const kept = await db.outbox.orderBy('seq').toArray();
    expect(kept.map((row) => [row.attempts, row.lastError])).toEqual([
      [0, syncMessages.signedOut],
      [0, null],
    ]);

    token = owner();
    await engine.kick();
    await outboxEmpty(db);
    expect((await serverFixture(world.fixture.id))?.status).toBe('HALF_TIME');
  });

  it('gives up on a call after its timeout and sends it again', async () => {
    await queue(statusUpdate(world.fixture.id, 'LIVE'));
    network.fail('hang');
    await phoneEngine({ db, network, origin: server.origin, token: owner, random: () => 0 }).kick();
    await eventually(
      () => serverFixture(world.fixture.id),
      (fixture) => fixture?.status === 'LIVE',
    );
    expect(network.attempts.map((a) => a.fault)).toEqual(['hang', null]);
  });
});
