import { useEffect } from 'react';

/** The part of the Screen Wake Lock API the tracker uses; absent from some browsers (and jsdom). */
interface Sentinel {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>;
}

interface Environment {
  navigator: { wakeLock?: WakeLockApi };
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Keeps the screen on until the returned function is called: asks for a screen wake lock, and
 * again each time the page becomes visible (the browser drops the lock when the tab is hidden).
 * Where the browser has no wake lock, or refuses it (low battery, a power-saving mode), nothing
 * happens and nothing is thrown: the phone dims as it always does.
 */
export function holdScreenOn(env: Environment): () => void {
  const api = env.navigator.wakeLock;
  if (!api || typeof api.request !== 'function') return () => {};
  let held: Sentinel | null = null;
  let asking = false;
  let stopped = false;
  const acquire = async () => {
    if (stopped || asking || env.document.visibilityState !== 'visible' || (held && !held.released)) return;
    asking = true;
    try {
      const sentinel = await api.request('screen');
      if (stopped) void sentinel.release().catch(() => undefined);
      else held = sentinel;
    } catch {
      // Refused: the screen may dim; scoring goes on.
    } finally {
      asking = false;
    }
  };
  const onVisibility = () => void acquire();
  env.document.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => {
    stopped = true;
    env.document.removeEventListener('visibilitychange', onVisibility);
    if (held && !held.released) void held.release().catch(() => undefined);
    held = null;
  };
}

/** The screen stays on while `active` (a match being scored) and the page is open. */
export function useScreenWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    return holdScreenOn({ navigator: navigator as Environment['navigator'], document });
  }, [active]);
}

/** A short buzz for a saved tap, on a phone that can (navigator.vibrate is missing on iPhones and desktops). */
export function buzz() {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  if (typeof nav?.vibrate !== 'function') return;
  try {
    nav.vibrate(15);
  } catch {
    // Some browsers refuse without a recent user gesture: the tap is saved all the same.
  }
}
