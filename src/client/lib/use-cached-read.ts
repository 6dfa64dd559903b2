import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { type CachedRead, localDb, type ReadTable } from '../db/local-db';
import { ApiError, api, type Envelope } from './api';
import { useStableContent } from './use-stable-content';
import { useTransitionLiveQuery } from './use-transition-live-query';

export type ReadStatus = 'loading' | 'fresh' | 'saved' | 'missing' | 'error';

/**
 * Why a screen shows the phone's copy (or nothing): the phone has no network, the server does not
 * answer though the network is up, the server failed (5xx), or the answer is on its way on a slow line.
 */
export type SavedReason = 'offline' | 'unreachable' | 'server' | 'slow';

/** How long a read may take before the screen says it is updating the saved copy it shows. */
export const SLOW_READ_MS = 1_500;

export interface CachedReadState<T> {
  data: T | undefined;
  /** fresh: just came from the server; saved: from the phone, for `reason`. */
  status: ReadStatus;
  /** With saved and missing: why the server's answer is not shown. */
  reason: SavedReason | undefined;
  /** With saved: when the phone's copy was saved. */
  savedAt: number | undefined;
  error: ApiError | undefined;
  refresh: () => Promise<void>;
}

/** The service worker marks answers it took from its cache when the network failed (sw/sw.ts). */
export const FROM_CACHE_HEADER = 'x-pitchside-from-cache';

const offline = () => new ApiError('No network', 0, null);

/** The opening reads on their way, by table and key. */
const opening = new Map<string, Promise<void>>();

/**
 * Reads are numbered as they go out; by table and key, the number of the read whose answer the phone
 * keeps. An answer that went out before the kept one is older than it (a slow opening read answering
 * after a write's refresh) and would put the screen back a step.
 */
let readsSent = 0;
const kept = new Map<string, number>();

/** Whether the answer of read `sent` is newer than the one kept for `id`, which it then becomes. */
function keepsAnswer(id: string, sent: number): boolean {
  if ((kept.get(id) ?? 0) > sent) return false;
  kept.set(id, sent);
  return true;
}

/**
 * Reads again after a change: always asks the server, and a screen that opens after it no longer
 * joins a read that went out before the change.
 */
export function refreshRead(table: ReadTable, key: string, path: string): Promise<void> {
  opening.delete(`${table}/${key}`);
  return fetchRead(table, key, path);
}

/**
 * Fetches one API read and keeps it in the local table. An answer the service worker took from its
 * own cache counts as offline: it only fills the table when the table has nothing better.
 */
async function fetchRead(table: ReadTable, key: string, path: string): Promise<void> {
  const sent = ++readsSent;
  let response: Response;
  try {
    response = await api.get(path);
  } catch (error) {
    throw await ApiError.from(error);
  }
  const envelope = (await response.json()) as Envelope<unknown>;
  if (!response.headers.has(FROM_CACHE_HEADER)) {
    if (keepsAnswer(`${table}/${key}`, sent))
      await localDb[table].put({ key, data: envelope.data, savedAt: Date.now() });
    return;
  }
  if (!(await localDb[table].get(key))) {
    const savedAt = Date.parse(response.headers.get('date') ?? '') || Date.now();
    await localDb[table].put({ key, data: envelope.data, savedAt });
  }
  throw offline();
}

/**
 * The read a screen opens with, shared by every part of the page that asks for it while it is on its
 * way (the site's settings show in three places of the landing page: one request, one write).
 */
function openingRead(table: ReadTable, key: string, path: string): Promise<void> {
  const id = `${table}/${key}`;
  const running = opening.get(id);
  if (running) return running;
  const read = fetchRead(table, key, path).finally(() => {
    if (opening.get(id) === read) opening.delete(id);
  });
  opening.set(id, read);
  return read;
}

/** The server answered that the thing cannot be read (404, 400): saved data would only mislead. */
const isAnswer = (error: ApiError | undefined) => !!error && error.status >= 400 && error.status < 500;

function failureReason(error: ApiError | undefined): SavedReason {
  if (error && error.status >= 500) return 'server';
  return typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'unreachable';
}

/**
 * A screen's read: rendered from IndexedDB (so what was seen before opens offline) and refreshed
 * from the network when it answers. `path` is relative to /api; null waits (e.g. for a route param).
 */
export function useCachedRead<T>(table: ReadTable, key: string | null, path: string | null): CachedReadState<T> {
  const [network, setNetwork] = useState<{ key: string | null; state: 'pending' | 'ok' | 'failed'; error?: ApiError }>({
    key,
    state: 'pending',
  });
  // Drawn as transitions, like the network's answer below: a big read (a match, a tournament) renders
  // in slices a slow phone can interleave with taps.
  const stored = useTransitionLiveQuery<{ key: string | null; copy: CachedRead | undefined }>(
    async () => ({ key, copy: key ? await localDb[table].get(key) : undefined }),
    [table, key],
  );
  // Moving to another key, the answer still held is the last key's (its copy or its having none):
  // never shown under the new one.
  const looked = stored?.key === key;
  const saved = looked ? stored.copy : undefined;

  const settle = useCallback(
    async (read: typeof refreshRead) => {
      if (!key || !path) return;
      try {
        await read(table, key, path);
        // An answer that comes after the screen moved to another key is not that key's.
        // Already answered (a refresh that found the screen up to date): the same state draws nothing again.
        startTransition(() =>
          setNetwork((old) => (old.key !== key || old.state === 'ok' ? old : { key, state: 'ok' })),
        );
      } catch (error) {
        const failure = await ApiError.from(error);
        startTransition(() => setNetwork((old) => (old.key === key ? { key, state: 'failed', error: failure } : old)));
      }
    },
    [table, key, path],
  );
  const refresh = useCallback(() => settle(refreshRead), [settle]);

  useEffect(() => {
    // On a first render the read is already pending: the same state asks for no second render, which
    // an effect's update would draw in one piece (not in slices, as a transition is).
    setNetwork((old) => (old.key === key && old.state === 'pending' ? old : { key, state: 'pending' }));
    void settle(openingRead);
  }, [key, settle]);

  // A read still on its way after SLOW_READ_MS: the saved copy is shown as being updated.
  const [slow, setSlow] = useState(false);
  const pending = network.key !== key || network.state === 'pending';
  useEffect(() => {
    setSlow(false);
    if (!pending) return;
    const timer = setTimeout(() => startTransition(() => setSlow(true)), SLOW_READ_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  const current = network.key === key ? network : { state: 'pending' as const, error: undefined };
  const data = useStableContent(saved?.data as T | undefined);
  let status: ReadStatus;
  let reason: SavedReason | undefined;
  if (current.state === 'ok' && saved) status = 'fresh';
  else if (current.state === 'failed' && isAnswer(current.error)) status = 'error';
  // The phone's copy is still being looked for: not yet "missing".
  else if (current.state === 'failed' && !looked) status = 'loading';
  else if (current.state === 'failed') {
    status = saved ? 'saved' : 'missing';
    reason = failureReason(current.error);
  } else if (saved) {
    status = slow ? 'saved' : 'fresh';
    reason = slow ? 'slow' : undefined;
  } else status = 'loading';
  const savedAt = status === 'saved' ? saved?.savedAt : undefined;
  const shown = status === 'error' ? undefined : data;
  // The same state while nothing a screen shows changed: memoised parts of it are not drawn again.
  return useMemo(
    () => ({ data: shown, status, reason, savedAt, error: current.error, refresh }),
    [shown, status, reason, savedAt, current.error, refresh],
  );
}
