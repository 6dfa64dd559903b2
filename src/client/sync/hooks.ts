import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { localDb } from '../db/local-db';

export interface OutboxSummary {
  pending: number;
  /** When the oldest waiting write was made (epoch ms), null when none waits. */
  oldestCreatedAt: number | null;
  /** The error of the first waiting write that failed, null when none has. */
  lastError: string | null;
  online: boolean;
}

export type SyncState = { state: 'waiting' } | { state: 'rejected'; reason: string };

/** Whether the browser believes it has a network (DESIGN §4.7: the tracker always says so). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The queue of writes waiting for the server, in the words of DESIGN §4.7. */
export function useOutboxSummary(): OutboxSummary {
  const online = useOnline();
  const summary = useLiveQuery(async () => {
    const rows = await localDb.outbox.orderBy('seq').toArray();
    return {
      pending: rows.length,
      oldestCreatedAt: rows.length ? Math.min(...rows.map((r) => r.createdAt)) : null,
      lastError: rows.find((r) => r.lastError)?.lastError ?? null,
    };
  }, []);
  return { pending: 0, oldestCreatedAt: null, lastError: null, ...summary, online };
}

const NONE = new Map<string, SyncState>();

/**
 * The writes of a fixture that are not on the server yet, by id: waiting in the outbox, or
 * rejected with the server's reason. An id in neither has been saved by the server.
 */
export function useSyncStates(fixtureId: string): Map<string, SyncState> {
  return (
    useLiveQuery(async () => {
      const [waiting, rejected] = await Promise.all([
        localDb.outbox.where('fixtureId').equals(fixtureId).toArray(),
        localDb.rejected.where('fixtureId').equals(fixtureId).toArray(),
      ]);
      const states = new Map<string, SyncState>();
      for (const row of rejected) states.set(row.id, { state: 'rejected', reason: row.reason });
      for (const row of waiting) states.set(row.id, { state: 'waiting' });
      return states;
    }, [fixtureId]) ?? NONE
  );
}
