import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveRefresh } from './use-live-refresh';

const STREAM = '/api/live/fixture/f1';
let visibility: DocumentVisibilityState = 'visible';

/** Stands in for the browser's EventSource, which jsdom lacks; the real one runs in the browser tests. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  emit(type: 'ready' | 'change' | 'error') {
    this.dispatchEvent(new Event(type));
  }
}

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
    renderHook(() => useLiveRefresh(STREAM, [refresh]));
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
    const { rerender, unmount } = renderHook(({ live }) => useLiveRefresh(live ? STREAM : null, [refresh]), {
      initialProps: { live: false },
    });
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
    rerender({ live: true });
    unmount();
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  describe('with live streams', () => {
    beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
    afterEach(() => vi.unstubAllGlobals());

    it('refreshes on each change the stream reports and does not poll while it is up', () => {
      const refresh = vi.fn(async () => {});
      const { unmount } = renderHook(() => useLiveRefresh(STREAM, [refresh]));
      const source = FakeEventSource.last as FakeEventSource;
      expect(source.url).toBe(STREAM);
      source.emit('ready');
      expect(refresh).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(60_000);
      expect(refresh).toHaveBeenCalledTimes(1);
      source.emit('change');
      expect(refresh).toHaveBeenCalledTimes(2);
      unmount();
      expect(source.closed).toBe(true);
    });

    it('falls back to polling while the stream is down', () => {
      const refresh = vi.fn(async () => {});
      renderHook(() => useLiveRefresh(STREAM, [refresh]));
      const source = FakeEventSource.last as FakeEventSource;
      source.emit('ready');
      source.emit('error');
      vi.advanceTimersByTime(15_000);
      expect(refresh).toHaveBeenCalledTimes(2);
      source.emit('ready');
      expect(refresh).toHaveBeenCalledTimes(3);
      vi.advanceTimersByTime(30_000);
      expect(refresh).toHaveBeenCalledTimes(3);
    });

    it('shares one connection between the screens listening to the same stream', () => {
      const first = renderHook(() => useLiveRefresh(STREAM, []));
      const source = FakeEventSource.last;
      const second = renderHook(() => useLiveRefresh(STREAM, []));
      expect(FakeEventSource.last).toBe(source);
      first.unmount();
      expect(source?.closed).toBe(false);
      second.unmount();
      expect(source?.closed).toBe(true);
    });
  });
});
