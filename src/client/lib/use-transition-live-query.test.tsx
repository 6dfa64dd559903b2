import 'fake-indexeddb/auto';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode, useDeferredValue } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../db/local-db';
import { useTransitionLiveQuery } from './use-transition-live-query';

afterEach(async () => {
  await localDb.tournaments.clear();
});

/** The screen's error boundary, as small as can be. */
class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? `Caught: ${this.state.error.message}` : this.props.children;
  }
}

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

    function Failing() {
      useTransitionLiveQuery(() => Promise.reject(new Error('storage is gone')), []);
      return null;
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Caught>
        <Failing />
      </Caught>,
    );
    expect(await screen.findByText('Caught: storage is gone')).toBeTruthy();
    quiet.mockRestore();
  });
});
