import { useCallback, useRef, useState } from 'react';

/**
 * Runs one task at a time: a second call while one is in flight is refused (sign-in, docs/rules.md#accounts-sessions-and-codes).
 * The ref guards against double submits within the same render; `pending` drives the button.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
