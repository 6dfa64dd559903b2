import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LocalDb } from '../../src/client/db/local-db';
import { entryCalls } from '../../src/client/features/match-tracker/entry-calls';
import { BATCH_LIMIT } from '../../src/client/sync/batch';
import { queueWriteTo } from '../../src/client/sync/queue-write';
import { fixtures, matchLog } from '../../src/server/db/schema';
import type { TrackerEntry } from '../../src/shared/domain/match-tracker';
import { uuidv7 } from '../../src/shared/uuid7';
import type { WriteWorld } from '../support/write-world';
import { FaultyNetwork, freshPhoneEachTest, type LoopbackServer, outboxEmpty, phoneEngine } from './support/harness';

let server: LoopbackServer;
let world: WriteWorld;
let phone: LocalDb;
freshPhoneEachTest((fresh) => {
  ({ server, world, db: phone } = fresh);
});

const BATCH_PATH = '/api/sync/batch';
const kickOff = Date.now() - 60 * 60_000;

/** Taps stored the way the tracker stores them: the entry and its outbox row in one transaction. */
async function tapAll(entries: TrackerEntry[]) {
  for (const entry of entries) {
    await queueWriteTo(phone, entryCalls(world.fixture.id, entry), () =>
      phone.matchLog.add({ id: entry.id, fixtureId: world.fixture.id, entry }),
    );
  }
  return entries;
}

/** The kick-off, then `count` fouls a second apart, then any extra entries. */
function match(count: number, ...extra: TrackerEntry[]): TrackerEntry[] {
  const player = world.home.players[0]?.id as string;
  const fouls = Array.from({ length: count }, (_, i): TrackerEntry => {
    const at = kickOff + (i + 1) * 1000;
    return { kind: 'EVENT', type: 'FOUL', teamId: world.home.id, playerId: player, id: uuidv7(at), at };
  });
  return [{ kind: 'CLOCK_START', id: uuidv7(kickOff), at: kickOff }, ...fouls, ...extra];
}

const engine = (network: FaultyNetwork) =>
  phoneEngine({ db: phone, network, origin: server.origin, token: () => world.owner.accessToken });

async function serverIds(): Promise<string[]> {
  const rows = await server.db
    .select({ id: matchLog.id })
    .from(matchLog)
    .where(eq(matchLog.fixtureId, world.fixture.id));
  return rows.map((row) => row.id).sort();
}
const ids = (entries: TrackerEntry[]) => entries.map((e) => e.id).sort();

describe('batched replay', () => {
  it('sends a 300-entry backlog in two requests, gzipped, and the server holds each entry once', async () => {
    const entries = await tapAll(match(299));
    const network = new FaultyNetwork();
    await engine(network).kick();
    await outboxEmpty(phone);
    expect(network.attempts.map((a) => [a.path, a.encoding, a.status])).toEqual([
      [BATCH_PATH, 'gzip', 200],
      [BATCH_PATH, 'gzip', 200],
    ]);
    expect(entries.length).toBeGreaterThan(BATCH_LIMIT);
    expect(await serverIds()).toEqual(ids(entries));
  });

  it('answers every write of a batch as replayed when the answer was lost after the server committed', async () => {
    const entries = await tapAll(match(40));
    const network = new FaultyNetwork().fail('lose-response', { when: (call) => call.path === BATCH_PATH });
    await engine(network).kick();
    await outboxEmpty(phone);
    const [lost, retried] = network.delivered();
    expect([lost?.status, retried?.status]).toEqual([200, 200]);
    const outcomes = (JSON.parse(retried?.answer ?? '{}').data.results as { outcome: string }[]).map((r) => r.outcome);
    expect(outcomes).toEqual(entries.map(() => 'replayed'));
    expect(await serverIds()).toEqual(ids(entries));
    expect(await phone.rejected.count()).toBe(0);
  });

  it('applies the rest of a batch around a refused write, and lists the refused one with its reason', async () => {
    const keeper = world.home.players[1]?.id as string;
    const red: TrackerEntry = {
      kind: 'EVENT',
      type: 'RED_CARD',
      teamId: world.home.id,
      playerId: keeper,
      id: uuidv7(kickOff + 500),
      at: kickOff + 500,
    };
    const sentOff: TrackerEntry = { ...red, type: 'GOAL', id: uuidv7(kickOff + 90_000), at: kickOff + 90_000 };
    const entries = await tapAll(match(5, red, sentOff));
    const after = await tapAll(
      match(3)
        .slice(1)
        .map((e) => ({ ...e, id: uuidv7(e.at + 100_000), at: e.at + 100_000 })),
    );
    await engine(new FaultyNetwork()).kick();
    await outboxEmpty(phone);
    const refused = await phone.rejected.toArray();
    expect(refused.map((row) => [row.id, row.status])).toEqual([[sentOff.id, 409]]);
    expect(refused[0]?.reason).toMatch(/sent off/);
    const taken = [...entries, ...after].filter((e) => e.id !== sentOff.id);
    expect(await serverIds()).toEqual(ids(taken));
    const [fixture] = await server.db.select().from(fixtures).where(eq(fixtures.id, world.fixture.id));
    expect(fixture).toMatchObject({ homeScore: 0, awayScore: 0 });
  });

  it('sends a batch again when the connection dropped halfway through its upload: the server took none of it', async () => {
    const entries = await tapAll(match(120));
    const network = new FaultyNetwork().fail('cut-upload');
    await engine(network).kick();
    await outboxEmpty(phone);
    expect(network.attempts.map((a) => a.fault)).toEqual(['cut-upload', null]);
    expect(network.delivered().map((a) => a.status)).toEqual([200]);
    const outcomes = (JSON.parse(network.delivered()[0]?.answer ?? '{}').data.results as { outcome: string }[]).map(
      (r) => r.outcome,
    );
    expect(outcomes).toEqual(entries.map(() => 'applied'));
    expect(await serverIds()).toEqual(ids(entries));
  });

  it('falls back to one call at a time for a server without the batch call', async () => {
    const entries = await tapAll(match(4));
    const network = new FaultyNetwork().fail('not-found', { when: (call) => call.path === BATCH_PATH });
    await engine(network).kick();
    await outboxEmpty(phone);
    expect(network.attempts.map((a) => a.path)).toEqual([BATCH_PATH, ...entries.map(() => '/api/matchLog/entry')]);
    expect(await serverIds()).toEqual(ids(entries));
  });
});
