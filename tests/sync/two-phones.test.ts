import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LocalDb } from '../../src/client/db/local-db';
import { entryCalls } from '../../src/client/features/match-tracker/entry-calls';
import { queueWriteTo } from '../../src/client/sync/queue-write';
import { fixtures, matchEvents, matchLog } from '../../src/server/db/schema';
import { matchLineups } from '../../src/server/services/match-log/lineups';
import { replay, type TrackerEntry } from '../../src/shared/domain/match-tracker';
import { uuidv7 } from '../../src/shared/uuid7';
import type { WriteWorld } from '../support/write-world';
import {
  FaultyNetwork,
  freshPhoneEachTest,
  type LoopbackServer,
  openPhoneDb,
  outboxEmpty,
  phoneEngine,
} from './support/harness';

let server: LoopbackServer;
let world: WriteWorld;
freshPhoneEachTest((fresh) => {
  ({ server, world } = fresh);
});

type Draft = TrackerEntry extends infer E ? (E extends TrackerEntry ? Omit<E, 'id' | 'at' | 'device'> : never) : never;

/** A tap on a phone, as the tracker stores it: the entry and its outbox row in one transaction. */
async function tap(db: LocalDb, device: string, at: number, draft: Draft): Promise<TrackerEntry> {
  const entry = { ...draft, id: uuidv7(at), at, device } as TrackerEntry;
  await queueWriteTo(db, entryCalls(world.fixture.id, entry), () =>
    db.matchLog.add({ id: entry.id, fixtureId: world.fixture.id, entry }),
  );
  return entry;
}

async function serverLog(): Promise<TrackerEntry[]> {
  const rows = await server.db.select().from(matchLog).where(eq(matchLog.fixtureId, world.fixture.id));
  return rows.map((row) => row.entry as TrackerEntry);
}

describe('two phones scoring one match', () => {
  it('interleaved entries of two engines, with lost answers, end equal to the server: nothing lost, nothing twice', async () => {
    const [phoneA, phoneB] = [openPhoneDb(), openPhoneDb()];
    const [home, away] = [world.home, world.away];
    const player = (team: typeof home, i: number) => team.players[i]?.id as string;
    const t0 = Date.now() - 30 * 60_000;
    const minute = (m: number, s = 0) => t0 + m * 60_000 + s * 1000;

    const taps = [
      await tap(phoneA, 'A', minute(0), { kind: 'CLOCK_START' }),
      await tap(phoneB, 'B', minute(0, 4), { kind: 'CLOCK_START' }),
      await tap(phoneA, 'A', minute(3), { kind: 'EVENT', type: 'GOAL', teamId: home.id, playerId: player(home, 0) }),
      await tap(phoneB, 'B', minute(5), { kind: 'EVENT', type: 'FOUL', teamId: away.id, playerId: player(away, 1) }),
      await tap(phoneA, 'A', minute(8), {
        kind: 'EVENT',
        type: 'YELLOW_CARD',
        teamId: away.id,
        playerId: player(away, 0),
      }),
      await tap(phoneB, 'B', minute(11), { kind: 'EVENT', type: 'GOAL', teamId: away.id, playerId: player(away, 1) }),
      await tap(phoneA, 'A', minute(20), { kind: 'STAGE', stage: 'HALF_TIME' }),
      await tap(phoneB, 'B', minute(20, 30), { kind: 'STAGE', stage: 'HALF_TIME' }),
    ];

    const networkA = new FaultyNetwork().fail('lose-response', { times: 2 });
    const networkB = new FaultyNetwork().fail('server-error', { times: 1 }).fail('lose-response', { times: 1 });
    const token = () => world.owner.accessToken;
    const engineA = phoneEngine({ db: phoneA, network: networkA, origin: server.origin, token });
    const engineB = phoneEngine({ db: phoneB, network: networkB, origin: server.origin, token });
    await Promise.all([engineA.kick(), engineB.kick()]);
    await Promise.all([outboxEmpty(phoneA), outboxEmpty(phoneB)]);

    const logged = await serverLog();
    expect(logged.map((e) => e.id).sort()).toEqual(taps.map((e) => e.id).sort());
    expect(await phoneA.rejected.count()).toBe(0);
    expect(await phoneB.rejected.count()).toBe(0);

    // What every phone shows is the replay of the server's log; the server's rows are the same.
    const [fixture] = await server.db.select().from(fixtures).where(eq(fixtures.id, world.fixture.id));
    const state = replay(await matchLineups(server.db, fixture as NonNullable<typeof fixture>), logged);
    expect(state.rejected).toEqual([]);
    expect(state.score).toMatchObject({ homeScore: 1, awayScore: 1 });
    expect(state.stage).toBe('Half Time');
    expect(state.merged).toHaveLength(2); // B's kick-off and half time repeat A's
    const events = await server.db.select().from(matchEvents).where(eq(matchEvents.fixtureId, world.fixture.id));
    expect(events.map((e) => e.id).sort()).toEqual(state.events.map((e) => e.id).sort());
    expect(fixture).toMatchObject({ homeScore: 1, awayScore: 1, status: 'HALF_TIME' });
  });

  it('a phone that comes back after the other ended the match merges what it recorded before the end, and is refused what came after', async () => {
    const [phoneA, phoneB] = [openPhoneDb(), openPhoneDb()];
    const home = world.home;
    const t0 = Date.now() - 100 * 60_000;
    const token = () => world.owner.accessToken;
    await tap(phoneA, 'A', t0, { kind: 'CLOCK_START' });
    const before = await tap(phoneB, 'B', t0 + 80 * 60_000, {
      kind: 'EVENT',
      type: 'GOAL',
      teamId: home.id,
      playerId: home.players[0]?.id as string,
    });
    await tap(phoneA, 'A', t0 + 90 * 60_000, { kind: 'STAGE', stage: 'FULL_TIME' });
    const after = await tap(phoneB, 'B', t0 + 95 * 60_000, {
      kind: 'EVENT',
      type: 'GOAL',
      teamId: home.id,
      playerId: home.players[1]?.id as string,
    });
    await phoneEngine({ db: phoneA, network: new FaultyNetwork(), origin: server.origin, token }).kick();
    await outboxEmpty(phoneA);
    await phoneEngine({ db: phoneB, network: new FaultyNetwork(), origin: server.origin, token }).kick();
    await outboxEmpty(phoneB);

    const logged = (await serverLog()).map((e) => e.id);
    expect(logged).toContain(before.id);
    expect(logged).not.toContain(after.id);
    expect((await phoneB.rejected.toArray()).map((row) => [row.id, row.status])).toEqual([[after.id, 409]]);
    const [fixture] = await server.db.select().from(fixtures).where(eq(fixtures.id, world.fixture.id));
    expect(fixture).toMatchObject({ homeScore: 1, awayScore: 0, status: 'FULL_TIME' });
  });
});
