import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, request } from './api';

export interface ApiReadState<T> {
  data: T | undefined;
  status: 'idle' | 'loading' | 'ok' | 'error';
  error: ApiError | undefined;
  /** Reads again; answers true when it worked. */
  reload: () => Promise<boolean>;
}

/**
 * A read that is not kept on the phone (a signed-in user's own data, or other people's phone
 * numbers: nothing to leave behind in IndexedDB after a sign-out). `path` is relative to /api;
 * null waits (e.g. for a sign-in).
 */
export function useApiRead<T>(path: string | null): ApiReadState<T> {
  const [state, setState] = useState<Omit<ApiReadState<T>, 'reload'>>({
    data: undefined,
    status: path ? 'loading' : 'idle',
    error: undefined,
  });
  const latest = useRef(path);
  latest.current = path;

  const reload = useCallback(async () => {
    if (!path) return false;
    setState((old) => ({ ...old, status: old.data === undefined ? 'loading' : old.status, error: undefined }));
    try {
      const envelope = await request<T>(api.get(path));
      if (latest.current === path) setState({ data: envelope.data, status: 'ok', error: undefined });
      return true;
    } catch (problem) {
      const error = await ApiError.from(problem);
      if (latest.current === path) setState({ data: undefined, status: 'error', error });
      return false;
    }
  }, [path]);

  useEffect(() => {
    if (!path) setState({ data: undefined, status: 'idle', error: undefined });
    else void reload();
  }, [path, reload]);

  return { ...state, reload };
}
