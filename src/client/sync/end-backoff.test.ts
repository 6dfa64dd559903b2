import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createLocalDb, type LocalDb } from '../db/local-db';
import { endBackoff } from './replay';
import { spyOnTables } from './spy-tables';

const NAME = 'pitchside-end-backoff-test';
const NOW = 1_000_000;
let db: LocalDb;
/** The outbox rows IndexedDB handed to Dexie, counted by a middleware. */
let rowsRead = 0;

beforeEach(() => {
  db = createLocalDb(NAME);
  rowsRead = 0;
  spyOnTables(db, (table) => {
    if (table.name !== 'outbox') return table;
    return {
      ...table,
      query: async (request) => {
        const answer = await table.query(request);
        rowsRead += answer.result.length;
        return answer;
      },
      openCursor: async (request) => {
        const cursor = await table.openCursor(request);
        if (!cursor) return cursor;
        // A cursor's rows reach Dexie through the callback its walk calls once for each.
        const start = cursor.start.bind(cursor);
        return Object.assign(cursor, {
          start: (onRow: () => void) =>
            start(() => {
              rowsRead += 1;
              onRow();
            }),
        });
      },
    };
  });
});
afterEach(async () => {
  db.close();
  await Dexie.delete(NAME);
});

const row = (id: string, nextAttemptAt: number) => ({
  id,
  fixtureId: 'f1',
  method: 'POST' as const,
  path: '/api/matchLog/append' as const,
  body: { id },
  authorId: 'u1',
  createdAt: 1,
  attempts: nextAttemptAt > NOW ? 3 : 0,
  nextAttemptAt,
  lastError: null,
});

it('makes the rows waiting out a backoff due now, reading those rows only, not the whole queue', async () => {
  const due = Array.from({ length: 200 }, (_, i) => row(`due${i}`, NOW - 1));
  await db.outbox.bulkAdd([...due, row('later1', NOW + 30_000), row('later2', NOW + 5_000)]);
  rowsRead = 0;

  await endBackoff(db, NOW);

  const readByTheCall = rowsRead;
  expect((await db.outbox.where('id').anyOf('later1', 'later2').toArray()).map((r) => r.nextAttemptAt)).toEqual([
    NOW,
    NOW,
  ]);
  expect(
    await db.outbox
      .where('nextAttemptAt')
      .equals(NOW - 1)
      .count(),
  ).toBe(200);
  // The two in backoff only: the 200 due rows were not read to find them.
  expect(readByTheCall).toBe(2);
});
