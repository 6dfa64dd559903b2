import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { useDeferredValue } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../db/local-db';
import { useTransitionLiveQuery } from './use-transition-live-query';

afterEach(async () => {
  await localDb.tournaments.clear();
});

const savedName = async (key: string) => ((await localDb.tournaments.get(key))?.data as { name: string })?.name ?? null;

describe('useTransitionLiveQuery', () => {
  it('follows what IndexedDB holds, each answer drawn as a transition', async () => {
    await localDb.tournaments.put({ key: 'a', data: { name: 'Cup A' }, savedAt: 1 });
    const renders: { name: string | null | undefined; deferred: string | null | undefined }[] = [];
    const { result } = renderHook(() => {
      const name = useTransitionLiveQuery(() => savedName('a'), []);
      // Inside a transition a deferred value is the new one at once; an ordinary update would
      // first render with the new answer and the deferred value still the old one.
      const deferred = useDeferredValue(name);
      renders.push({ name, deferred });
      return name;
    });
    await waitFor(() => expect(result.current).toBe('Cup A'));
    await localDb.tournaments.put({ key: 'a', data: { name: 'Cup A renamed' }, savedAt: 2 });
    await waitFor(() => expect(result.current).toBe('Cup A renamed'));

    expect(renders.map((r) => r.name)).toContain('Cup A');
    expect(renders.filter((r) => r.name !== r.deferred)).toEqual([]);
  });

  it('answers anew when its dependencies change, and throws a failed query at render', async () => {
    await localDb.tournaments.put({ key: 'b', data: { name: 'Cup B' }, savedAt: 1 });
    const shown: { key: string; name: string | null | undefined }[] = [];
    const { result, rerender } = renderHook(
      ({ key }) => {
        const name = useTransitionLiveQuery(() => savedName(key), [key]);
        shown.push({ key, name });
        return name;
      },
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(result.current).toBeNull());
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toBe('Cup B'));
    // The query of the last key is no longer followed.
    await localDb.tournaments.put({ key: 'a', data: { name: 'Cup A' }, savedAt: 2 });
    await localDb.tournaments.put({ key: 'b', data: { name: 'Cup B renamed' }, savedAt: 2 });
    await waitFor(() => expect(result.current).toBe('Cup B renamed'));
    expect(shown.filter((render) => render.key === 'b').map((render) => render.name)).not.toContain('Cup A');

    const failing = renderHook(() => {
      try {
        return useTransitionLiveQuery(() => Promise.reject(new Error('storage is gone')), []);
      } catch (error) {
        return (error as Error).message;
      }
    });
    await waitFor(() => expect(failing.result.current).toBe('storage is gone'));
  });
});
