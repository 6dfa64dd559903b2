import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../db/local-db';
import { useCachedRead } from './use-cached-read';

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
});
