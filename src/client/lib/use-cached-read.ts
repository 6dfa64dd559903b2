import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { type CachedRead, localDb, type ReadTable } from '../db/local-db';
import { ApiError, api, type Envelope } from './api';

export type ReadStatus = 'loading' | 'fresh' | 'saved' | 'missing' | 'error';

export interface CachedReadState<T> {
  data: T | undefined;
  /** fresh: just came from the server; saved: from the phone because the server did not answer. */
  status: ReadStatus;
  savedAt: number | undefined;
  error: ApiError | undefined;
  refresh: () => Promise<void>;
}

/** The service worker marks answers it took from its cache when the network failed (sw/sw.ts). */
export const FROM_CACHE_HEADER = 'x-pitchside-from-cache';

const offline = () => new ApiError('No network', 0, null);

/**
 * Fetches one API read and keeps it in the local table. An answer the service worker took from its
 * own cache counts as offline: it only fills the table when the table has nothing better.
 */
export async function refreshRead(table: ReadTable, key: string, path: string): Promise<void> {
  let response: Response;
  try {
    response = await api.get(path);
  } catch (error) {
    throw await ApiError.from(error);
  }
  const envelope = (await response.json()) as Envelope<unknown>;
  if (!response.headers.has(FROM_CACHE_HEADER)) {
    await localDb[table].put({ key, data: envelope.data, savedAt: Date.now() });
    return;
  }
  if (!(await localDb[table].get(key))) {
    const savedAt = Date.parse(response.headers.get('date') ?? '') || Date.now();
    await localDb[table].put({ key, data: envelope.data, savedAt });
  }
  throw offline();
}

/** The server answered that the thing cannot be read (404, 400): saved data would only mislead. */
const isAnswer = (error: ApiError | undefined) => !!error && error.status >= 400 && error.status < 500;

/**
 * A screen's read: rendered from IndexedDB (so what was seen before opens offline) and refreshed
 * from the network when it answers. `path` is relative to /api; null waits (e.g. for a route param).
 */
export function useCachedRead<T>(table: ReadTable, key: string | null, path: string | null): CachedReadState<T> {
  const [network, setNetwork] = useState<{ key: string | null; state: 'pending' | 'ok' | 'failed'; error?: ApiError }>({
    key,
    state: 'pending',
  });
  const saved = useLiveQuery<CachedRead | null>(
    async () => (key ? ((await localDb[table].get(key)) ?? null) : null),
    [table, key],
  );

  const refresh = useCallback(async () => {
    if (!key || !path) return;
    try {
      await refreshRead(table, key, path);
      setNetwork({ key, state: 'ok' });
    } catch (error) {
      setNetwork({ key, state: 'failed', error: await ApiError.from(error) });
    }
  }, [table, key, path]);

  useEffect(() => {
    setNetwork({ key, state: 'pending' });
    void refresh();
  }, [key, refresh]);

  const current = network.key === key ? network : { state: 'pending' as const, error: undefined };
  const data = saved?.data as T | undefined;
  let status: ReadStatus;
  if (current.state === 'ok' && saved) status = 'fresh';
  else if (current.state === 'failed' && isAnswer(current.error)) status = 'error';
  else if (saved) status = current.state === 'failed' ? 'saved' : 'fresh';
  else if (current.state === 'failed') status = 'missing';
  else status = 'loading';
  return {
    data: status === 'error' ? undefined : data,
    status,
    savedAt: saved?.savedAt,
    error: current.error,
    refresh,
  };
}
