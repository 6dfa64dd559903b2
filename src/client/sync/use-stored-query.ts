import Dexie, { type Table } from 'dexie';
import { useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

type Answer<T> = { value: T } | { error: unknown };

/** Whether a change Dexie reports (its "observability set", keyed `idb://db/table/index`) touches one of the tables. */
const touches = (parts: Record<string, unknown>, tables: readonly Table[]) =>
  'all' in parts ||
  Object.keys(parts).some((key) => tables.some((table) => key.startsWith(`idb://${table.db.name}/${table.name}/`)));

/**
 * The answer of `query`, read again whenever one of `tables` changes (on this page, another tab or
 * the service worker), like Dexie's useLiveQuery, but read after the next paint. useLiveQuery starts
 * its reads in the task that committed the change: on the tracker that is a tap's own save, so the
 * tap's row waited behind the reads of the queue and the log it had just changed (budget: tap to
 * row, docs/architecture.md#build-and-tests). Changes that come while a read runs are read once it
 * has answered. Until the first answer (and after `deps` change, until the next) it returns the last
 * one, or undefined; a failed read throws at render, for the screen's error boundary.
 */
export function useStoredQuery<T>(tables: readonly Table[], query: () => Promise<T>, deps: unknown[]): T | undefined {
  const [answer, setAnswer] = useState<Answer<T>>();
  const follow = () => {
    let live = true;
    let reading = false;
    let asked = false;
    const read = async () => {
      reading = true;
      asked = false;
      try {
        const value = await query();
        if (live) setAnswer({ value });
      } catch (error) {
        if (live) setAnswer({ error });
      } finally {
        reading = false;
        if (asked && live) afterPaint(read, 'user-visible');
      }
    };
    const changed = (parts: Record<string, unknown>) => {
      if (!touches(parts, tables) || asked) return;
      asked = true;
      if (!reading) afterPaint(read, 'user-visible');
    };
    Dexie.on('storagemutated', changed);
    void read();
    return () => {
      live = false;
      Dexie.on('storagemutated').unsubscribe(changed);
    };
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query and its tables are the caller's, renewed with its deps as useLiveQuery's are
  useEffect(follow, deps);
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}
