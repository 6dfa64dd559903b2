import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { syncMessages } from '../../shared/messages-sync';
import type { BatchResult } from '../../shared/schemas/sync-batch';
import { createLocalDb, type LocalDb, type OutboxRow } from '../db/local-db';
import { recordBatch } from './batch';
import type { ReplayDeps } from './replay';
import { spyOnTables } from './spy-tables';

const NAME = 'pitchside-record-batch-test';
const NOW = 1_000_000;
let db: LocalDb;

beforeEach(() => {
  db = createLocalDb(NAME);
});
afterEach(async () => {
  db.close();
  await Dexie.delete(NAME);
});

const deps = (): ReplayDeps => ({
  db,
  fetch: () => Promise.reject(new Error('no network in this test')),
  clock: { now: () => NOW, setTimeout: () => 0, clearTimeout: () => undefined } as unknown as ReplayDeps['clock'],
  origin: 'http://localhost',
  random: () => 0.5,
});

async function queue(ids: string[]): Promise<OutboxRow[]> {
  await db.outbox.bulkAdd(
    ids.map((id) => ({
      id,
      fixtureId: 'f1',
      method: 'POST' as const,
      path: '/api/matchLog/append' as const,
      body: { id },
      authorId: 'u1',
      createdAt: 1,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
    })),
  );
  return db.outbox.orderBy('seq').toArray();
}

it('takes applied and replayed writes out of the queue, lists a refused one, and backs a failed one off', async () => {
  const rows = await queue(['a', 'b', 'c', 'd', 'e']);
  const results: BatchResult[] = [
    { id: 'A', outcome: 'applied', status: 201 },
    { id: 'b', outcome: 'replayed', status: 201 },
    { id: 'c', outcome: 'refused', status: 409, message: 'A player who was sent off cannot score.' },
    { id: 'd', outcome: 'failed', status: 500 },
  ] as BatchResult[];

  await recordBatch(deps(), rows, results);

  const left = await db.outbox.orderBy('seq').toArray();
  expect(left.map((row) => row.id)).toEqual(['d', 'e']);
  expect(left[0]).toMatchObject({ attempts: 1, lastError: syncMessages.serverProblem(500) });
  expect(left[0]?.nextAttemptAt).toBeGreaterThan(NOW);
  // Not answered (not tried after the failure): as it was.
  expect(left[1]).toMatchObject({ attempts: 0, nextAttemptAt: 0, lastError: null });
  const refused = await db.rejected.toArray();
  expect(refused.map((row) => [row.id, row.status, row.reason, row.rejectedAt])).toEqual([
    ['c', 409, 'A player who was sent off cannot score.', NOW],
  ]);
  expect(refused[0]).not.toHaveProperty('seq');
});

it('takes a whole acknowledged batch of 250 out of the queue in one write to IndexedDB, not one per row', async () => {
  const writes: string[] = [];
  spyOnTables(db, (table) => ({
    ...table,
    mutate: (request) => {
      writes.push(`${table.name} ${request.type}`);
      return table.mutate(request);
    },
  }));
  const ids = Array.from({ length: 250 }, (_, i) => `w${i}`);
  const rows = await queue(ids);
  writes.length = 0;

  await recordBatch(
    deps(),
    rows,
    ids.map((id) => ({ id, outcome: 'applied', status: 201 }) as BatchResult),
  );

  expect(await db.outbox.count()).toBe(0);
  expect(writes).toEqual(['outbox delete']);
});
