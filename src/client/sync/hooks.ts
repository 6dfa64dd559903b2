import { useEffect, useState, useSyncExternalStore } from 'react';
import { type LocalDb, localDb } from '../db/local-db';
import { useSession } from '../lib/session';
import { sendableBy } from './replay';
import { useSharedStoredQuery, useStoredQuery } from './use-stored-query';

export interface OutboxSummary {
  pending: number;
  /** When the oldest waiting change was saved (epoch ms); null when nothing waits. */
  oldestCreatedAt: number | null;
  /** Why the oldest stuck change has not gone yet; null when nothing failed. */
  lastError: string | null;
  /** Changes the server refused, waiting to be retried or dismissed. */
  refused: number;
  /** Changes made by another account on this phone: they wait for it to sign in again. */
  waitingForAuthor: number;
  /** The changes this account is sending (pending less waitingForAuthor), and when the oldest was saved. */
  sending: number;
  oldestSendingAt: number | null;
  online: boolean;
  /** False until the phone's queue has been read: before, the zeros above are not yet known. */
  known: boolean;
}

export type SyncState = { state: 'waiting' } | { state: 'rejected'; reason: string };

export async function readOutboxSummary(
  db: LocalDb,
  userId: string | null,
): Promise<Omit<OutboxSummary, 'online' | 'known'>> {
  const [rows, refused] = await Promise.all([db.outbox.orderBy('seq').toArray(), db.rejected.count()]);
  const sending = rows.filter((row) => sendableBy(row, userId));
  const oldest = (of: typeof rows) => (of.length > 0 ? Math.min(...of.map((row) => row.createdAt)) : null);
  return {
    refused,
    waitingForAuthor: rows.length - sending.length,
    pending: rows.length,
    oldestCreatedAt: oldest(rows),
    sending: sending.length,
    oldestSendingAt: oldest(sending),
    // Rows of another account are not being sent: what stopped them before is no news now.
    lastError: rows.find((row) => row.lastError !== null && sendableBy(row, userId))?.lastError ?? null,
  };
}

/** Where a fixture's changes on this phone stand, and how many entries the phone had recorded when it looked. */
export interface SyncStates {
  /** Each change not yet on the server, by id: still waiting, or refused with the server's reason. */
  states: Map<string, SyncState>;
  /**
   * How many of the fixture's entries this phone had recorded: a later one was recorded after this read, and its
   * change, queued with it in one transaction (queueWrite), waits, whatever `states` says.
   */
  entriesRead: number;
}

export function readSyncStates(db: LocalDb, fixtureId: string): Promise<SyncStates> {
  return db.transaction('r', [db.matchLog, db.outbox, db.rejected], async () => {
    const [entriesRead, waiting, rejected] = await Promise.all([
      db.matchLog.where('fixtureId').equals(fixtureId).count(),
      db.outbox.where('fixtureId').equals(fixtureId).toArray(),
      db.rejected.where('fixtureId').equals(fixtureId).toArray(),
    ]);
    const states = new Map<string, SyncState>();
    for (const row of rejected) states.set(row.id, { state: 'rejected', reason: row.reason });
    for (const row of waiting) states.set(row.id, { state: 'waiting' });
    return { states, entriesRead };
  });
}

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a network. */
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** The queue as the UI shows it (docs/offline.md): how many changes wait, since when, and why. */
export function useOutboxSummary(): OutboxSummary {
  const online = useOnline();
  const userId = useSession((state) => state.token?.user.id ?? null);
  // The strip and the pinned board both show it: one read of the queue per change for both.
  const summary = useSharedStoredQuery(`outbox-summary:${userId}`, [localDb.outbox, localDb.rejected], () =>
    readOutboxSummary(localDb, userId),
  );
  return {
    pending: 0,
    oldestCreatedAt: null,
    lastError: null,
    refused: 0,
    waitingForAuthor: 0,
    sending: 0,
    oldestSendingAt: null,
    ...summary,
    online,
    known: summary !== undefined,
  };
}

/** Where a fixture's changes stand (readSyncStates); undefined until read. */
export function useSyncStates(fixtureId: string): SyncStates | undefined {
  return useStoredQuery(
    [localDb.matchLog, localDb.outbox, localDb.rejected],
    () => readSyncStates(localDb, fixtureId),
    [fixtureId],
  );
}

/**
 * Whether the browser keeps this site's storage for good (asked for at start, docs/architecture.md#client): false
 * when it may clear it when space runs low; null until known or where the browser cannot tell.
 */
export function useStoragePersisted(): boolean | null {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void navigator.storage
      ?.persisted?.()
      .then((kept) => {
        if (live) setPersisted(kept);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return persisted;
}
