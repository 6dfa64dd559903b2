import { describe, expect, it, vi } from 'vitest';
import { buzz, holdScreenOn } from './wake-lock';

/** A page whose visibility the test sets, and a wake lock API that records what it was asked. */
function fakePage({ refuse = false } = {}) {
  const listeners = new Set<() => void>();
  const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  const document = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const wakeLock = {
    request: vi.fn(async () => {
      if (refuse) throw new DOMException('Battery low', 'NotAllowedError');
      const sentinel = {
        released: false,
        release: vi.fn(async () => {
          sentinel.released = true;
        }),
      };
      sentinels.push(sentinel);
      return sentinel;
    }),
  };
  const setVisible = (visible: boolean) => {
    document.visibilityState = visible ? 'visible' : 'hidden';
    // The browser releases the lock of a hidden page by itself.
    if (!visible) for (const s of sentinels) s.released = true;
    for (const listener of listeners) listener();
  };
  return { env: { navigator: { wakeLock }, document: document as never }, wakeLock, sentinels, listeners, setVisible };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keeping the screen on while a match is scored', () => {
  it('asks for a screen lock, asks again when the page is shown again, and releases it at the end', async () => {
    const page = fakePage();
    const stop = holdScreenOn(page.env);
    await settled();
    expect(page.wakeLock.request).toHaveBeenCalledWith('screen');
    expect(page.sentinels).toHaveLength(1);

    page.setVisible(false); // the scorer checks a message: the browser drops the lock
    await settled();
    expect(page.wakeLock.request).toHaveBeenCalledTimes(1);
    page.setVisible(true);
    await settled();
    expect(page.wakeLock.request).toHaveBeenCalledTimes(2);

    stop();
    expect(page.sentinels[1]?.release).toHaveBeenCalled();
    expect(page.listeners.size).toBe(0);
    page.setVisible(true);
    await settled();
    expect(page.wakeLock.request).toHaveBeenCalledTimes(2);
  });

  it('does nothing, and throws nothing, where the browser has no wake lock', () => {
    const page = fakePage();
    const stop = holdScreenOn({ navigator: {}, document: page.env.document });
    expect(page.listeners.size).toBe(0);
    expect(stop).not.toThrow();
  });

  it('goes on quietly when the browser refuses the lock', async () => {
    const page = fakePage({ refuse: true });
    const stop = holdScreenOn(page.env);
    await settled();
    expect(page.wakeLock.request).toHaveBeenCalledTimes(1);
    expect(stop).not.toThrow();
  });

  it('releases a lock granted only after the tracker was left', async () => {
    const page = fakePage();
    const stop = holdScreenOn(page.env);
    stop(); // left before the browser answered
    await settled();
    expect(page.sentinels[0]?.released).toBe(true);
  });
});

describe('the buzz of a saved tap', () => {
  it('vibrates briefly where the phone can, and is silent where it cannot', () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { vibrate });
    buzz();
    expect(vibrate).toHaveBeenCalledWith(15);
    vi.stubGlobal('navigator', {});
    expect(() => buzz()).not.toThrow();
    vi.unstubAllGlobals();
  });
});
