import { startTransition, useEffect, useState } from 'react';

/** How often a live match's minute is worked out again. */
export const MINUTE_TICK_MS = 15_000;

/**
 * The time now, renewed every `everyMs` while `on`; a screen that shows no running time passes false.
 * The time kept may be old when it turns on (by the moments the page took to appear, or by the wait
 * for kick-off): it is renewed at once, drawn as a transition so it never holds the page in one
 * piece, unless `urgent` (the tracker's clock must show the right second in the frame of the Start
 * tap). The interval keeps it right from then on.
 */
export function useNow(everyMs: number, on = true, urgent = false): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const renew = () => setNow(Date.now());
    if (urgent) renew();
    else startTransition(renew);
    const timer = setInterval(renew, everyMs);
    return () => clearInterval(timer);
  }, [everyMs, on, urgent]);
  return now;
}
