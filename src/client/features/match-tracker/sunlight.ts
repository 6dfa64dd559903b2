import { useCallback, useSyncExternalStore } from 'react';

/** Remembered on this phone: a scorer who turned it on at the touchline finds it on at the next match. */
export const SUNLIGHT_KEY = 'pitchside-tracker-sunlight';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return globalThis.localStorage?.getItem(SUNLIGHT_KEY) === 'on';
  } catch {
    return false; // storage refused (private browsing): plain colours
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Turns the tracker's high-contrast "sunlight" look on or off, and remembers the choice. */
export function setSunlight(on: boolean) {
  try {
    if (on) globalThis.localStorage?.setItem(SUNLIGHT_KEY, 'on');
    else globalThis.localStorage?.removeItem(SUNLIGHT_KEY);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  current = on;
  for (const listener of listeners) listener();
}

let current: boolean | null = null;
const snapshot = () => {
  current ??= read();
  return current;
};

/** Whether sunlight mode is on, and the switch. */
export function useSunlight(): [boolean, () => void] {
  const on = useSyncExternalStore(subscribe, snapshot, () => false);
  const toggle = useCallback(() => setSunlight(!snapshot()), []);
  return [on, toggle];
}
