import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../db/local-db';
import { json, stubFetch } from '../features/auth/test-fetch';
import { refreshRead, useCachedRead } from './use-cached-read';

afterEach(async () => {
  await localDb.tournaments.clear();
});

describe('useCachedRead', () => {
  it("never shows the saved copy of the last key under the next one, while the next one's copy loads", async () => {
    await localDb.tournaments.bulkPut([
      { key: 'a', data: { name: 'Cup A' }, savedAt: 1 },
      { key: 'b', data: { name: 'Cup B' }, savedAt: 2 },
    ]);
    const seen: { key: string; name: string | undefined }[] = [];
    const { result, rerender } = renderHook(
      ({ key }) => {
        // No path: nothing is fetched, only the phone's copies are read.
        const read = useCachedRead<{ name: string }>('tournaments', key, null);
        seen.push({ key, name: read.data?.name });
        return read;
      },
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(result.current.data?.name).toBe('Cup A'));
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.data?.name).toBe('Cup B'));
    expect(seen.filter((render) => render.key === 'b').map((render) => render.name)).not.toContain('Cup A');
  });

  it('draws its screen once while its first read is pending, not again for the pending it already shows', async () => {
    await localDb.tournaments.put({ key: 'p', data: { name: 'Cup P' }, savedAt: 1 });
    // The server never answers: the read stays pending while the saved copy shows.
    stubFetch(() => new Promise<Response>(() => {}));
    let drawnEmpty = 0;
    const { result } = renderHook(() => {
      const read = useCachedRead<{ name: string }>('tournaments', 'p', 'tournaments/all/p');
      if (!read.data) drawnEmpty += 1;
      return read;
    });
    await waitFor(() => expect(result.current.data?.name).toBe('Cup P'));
    expect(drawnEmpty).toBe(1);
    vi.unstubAllGlobals();
  });
});

describe('useCachedRead over the network', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server once for a read that three parts of a page open with, and again for each refresh after a change', async () => {
    let version = 0;
    const fetch = stubFetch(async () => json(200, { data: { name: `Cup v${++version}` } }));
    const { result } = renderHook(() => [
      useCachedRead<{ name: string }>('tournaments', 'c', 'tournaments/all/c'),
      useCachedRead<{ name: string }>('tournaments', 'c', 'tournaments/all/c'),
      useCachedRead<{ name: string }>('tournaments', 'c', 'tournaments/all/c'),
    ]);
    await waitFor(() => expect(result.current.map((read) => read.status)).toEqual(['fresh', 'fresh', 'fresh']));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.map((read) => read.data?.name)).toEqual(['Cup v1', 'Cup v1', 'Cup v1']);

    await act(() => result.current[0]?.refresh());
    await waitFor(() => expect(result.current[2]?.data?.name).toBe('Cup v2'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a screen that opens after a write asks again, not joining a read that went out before it', async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    const fetch = stubFetch(async () => {
      calls += 1;
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      return json(200, { data: { name: `Cup read ${calls}` } });
    });
    const before = renderHook(() => useCachedRead<{ name: string }>('tournaments', 'd', 'tournaments/all/d'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // A write elsewhere reads the tournament again, then a screen opens on it.
    await refreshRead('tournaments', 'd', 'tournaments/all/d');
    const after = renderHook(() => useCachedRead<{ name: string }>('tournaments', 'd', 'tournaments/all/d'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    release?.();
    await waitFor(() => expect(before.result.current.status).toBe('fresh'));
    await waitFor(() => expect(after.result.current.status).toBe('fresh'));
  });

  it('keeps the newer answer when a read that went out earlier answers after it', async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    stubFetch(async () => {
      const call = ++calls;
      if (call === 1) await new Promise<void>((resolve) => (release = resolve));
      return json(200, { data: { name: `Cup read ${call}` } });
    });
    const screen = renderHook(() => useCachedRead<{ name: string }>('tournaments', 'e', 'tournaments/all/e'));
    await waitFor(() => expect(calls).toBe(1));
    // A write reads the tournament again and its answer comes first; then the opening read answers.
    await refreshRead('tournaments', 'e', 'tournaments/all/e');
    await waitFor(() => expect(screen.result.current.data?.name).toBe('Cup read 2'));
    release?.();
    await waitFor(() => expect(screen.result.current.status).toBe('fresh'));
    expect((await localDb.tournaments.get('e'))?.data).toEqual({ name: 'Cup read 2' });
    expect(screen.result.current.data?.name).toBe('Cup read 2');
  });
});
