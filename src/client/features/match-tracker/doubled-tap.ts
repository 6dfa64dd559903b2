import { useCallback, useRef } from 'react';

/** A second tap this soon after the last is a bounce or a doubled tap of one finger, not a second wish. */
export const DOUBLED_TAP_MS = 500;

/**
 * Tells a doubled tap: call it on every tap of one button; it answers true for a tap that comes
 * within DOUBLED_TAP_MS of the last one taken, and takes (remembers) any other.
 */
export function useDoubledTap(): () => boolean {
  const lastTaken = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(() => {
    const now = Date.now();
    if (now - lastTaken.current < DOUBLED_TAP_MS) return true;
    lastTaken.current = now;
    return false;
  }, []);
}
