import Dexie, { type Table } from 'dexie';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { afterPaint } from './after-paint';

type Answer<T> = { value: T } | { error: unknown };

/** Whether a change Dexie reports (its "observability set", keyed `idb://db/table/index`) touches one of the tables. */
const touches = (parts: Record<string, unknown>, tables: readonly Table[]) =>
  'all' in parts ||
  Object.keys(parts).some((key) => tables.some((table) => key.startsWith(`idb://${table.db.name}/${table.name}/`)));

/**
 * Reads `query` now, and again whenever one of `tables` changes (on this page, another tab or the
 * service worker), after the next paint; changes that come while a read runs are read once it has
 * answered. Each read's answer goes to `answer`. Returns the function that stops following.
 */
function followTables<T>(tables: readonly Table[], query: () => Promise<T>, answer: (a: Answer<T>) => void) {
  let live = true;
  let reading = false;
  let asked = false;
  const read = async () => {
    reading = true;
    asked = false;
    try {
      const value = await query();
      if (live) answer({ value });
    } catch (error) {
      if (live) answer({ error });
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
}

function answered<T>(answer: Answer<T> | undefined): T | undefined {
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}

/**
 * The answer of `query`, read again whenever one of `tables` changes, like Dexie's useLiveQuery, but
 * read after the next paint. useLiveQuery starts its reads in the task that committed the change: on
 * the tracker that is a tap's own save, so the tap's row waited behind the reads of the queue and the
 * log it had just changed (budget: tap to row, docs/architecture.md#build-and-tests). Until the first
 * answer (and after `deps` change, until the next) it returns the last one, or undefined; a failed
 * read throws at render, for the screen's error boundary.
 */
export function useStoredQuery<T>(tables: readonly Table[], query: () => Promise<T>, deps: unknown[]): T | undefined {
  const [answer, setAnswer] = useState<Answer<T>>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query and its tables are the caller's, renewed with its deps as useLiveQuery's are
  useEffect(() => followTables(tables, query, setAnswer), deps);
  return answered(answer);
}

interface SharedRead {
  answer?: Answer<unknown>;
  listeners: Set<() => void>;
  stop: () => void;
}

/** The reads that several parts of the screen follow at once, by key, while any of them is shown. */
const sharedReads = new Map<string, SharedRead>();

function startSharedRead<T>(key: string, tables: readonly Table[], query: () => Promise<T>): SharedRead {
  const read: SharedRead = { listeners: new Set(), stop: () => undefined };
  read.stop = followTables(tables, query, (answer) => {
    read.answer = answer;
    for (const listener of read.listeners) listener();
  });
  sharedReads.set(key, read);
  return read;
}

/**
 * useStoredQuery for a read that several parts of a screen show at once (the tracker's sync strip
 * and its pinned board both show the queue): one read per change for all of them, not one each.
 * `key` names the query with its inputs; the first part shown under a key starts the reads, the
 * last one gone stops them.
 */
export function useSharedStoredQuery<T>(key: string, tables: readonly Table[], query: () => Promise<T>): T | undefined {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the query and its tables
  const subscribe = useCallback(
    (onChange: () => void) => {
      const read = sharedReads.get(key) ?? startSharedRead(key, tables, query);
      read.listeners.add(onChange);
      return () => {
        read.listeners.delete(onChange);
        if (read.listeners.size > 0) return;
        read.stop();
        if (sharedReads.get(key) === read) sharedReads.delete(key);
      };
    },
    [key],
  );
  const answer = useSyncExternalStore(subscribe, () => sharedReads.get(key)?.answer as Answer<T> | undefined);
  return answered(answer);
}
