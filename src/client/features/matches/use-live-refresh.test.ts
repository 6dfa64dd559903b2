import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveRefresh } from './use-live-refresh';

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useLiveRefresh', () => {
  it('refreshes every 15 s while live and visible', () => {
    const refresh = vi.fn(async () => {});
    renderHook(() => useLiveRefresh(true, [refresh]));
    vi.advanceTimersByTime(15_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    visibility = 'hidden';
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does nothing when the match is not live, and stops on unmount', () => {
    const refresh = vi.fn(async () => {});
    const { rerender, unmount } = renderHook(({ live }) => useLiveRefresh(live, [refresh]), {
      initialProps: { live: false },
    });
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
    rerender({ live: true });
    unmount();
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
