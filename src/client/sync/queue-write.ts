import type { Transaction } from 'dexie';
import { type LocalDb, localDb, type OutboxRow } from '../db/local-db';
import { currentUserId } from '../lib/session';
import { afterPaint } from './after-paint';
import { sendQueued } from './start-sync';

export interface QueuedCall {
  /** The UUIDv7 of the write, sent as Idempotency-Key. */
  id: string;
  fixtureId: string;
  method: OutboxRow['method'];
  path: OutboxRow['path'];
  body: unknown;
}

/**
 * The only way a screen writes (docs/offline.md): the local change and its outbox row commit in one
 * IndexedDB transaction, so what the phone shows as saved is always on its way to the server.
 * `localChange` runs inside the transaction and may touch the match log, the phone's results and lineup drafts.
 */
export async function queueWrite(
  calls: readonly QueuedCall[],
  localChange?: (tx: Transaction) => Promise<unknown>,
): Promise<void> {
  await queueWriteTo(localDb, calls, localChange, currentUserId());
  // Sent once the screen has shown the change: the row is stored, so waiting a frame loses nothing,
  // and reading the queue and encoding the request no longer stand between a tap and its paint.
  afterPaint(sendQueued);
}

/** queueWrite on a given database, by `authorId`, without waking the replay. */
export async function queueWriteTo(
  db: LocalDb,
  calls: readonly QueuedCall[],
  localChange?: (tx: Transaction) => Promise<unknown>,
  authorId: string | null = null,
): Promise<void> {
  await db.transaction('rw', [db.outbox, db.matchLog, db.localResults, db.lineupDrafts], async (tx) => {
    const createdAt = Date.now();
    // Asked for together: the transaction then waits on the database once, not once per request with the
    // page's other work between them (a tap's transaction shares the main thread with the tap's render).
    await Promise.all([
      localChange?.(tx),
      db.outbox.bulkAdd(
        calls.map((call) => ({ ...call, authorId, createdAt, attempts: 0, nextAttemptAt: createdAt, lastError: null })),
      ),
    ]);
  });
}
