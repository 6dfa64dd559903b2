import { startTransition, useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` while `on`; a screen that shows no running time passes false. */
export function useNow(everyMs: number, on = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    // Turned on after the first render, the time kept is old. Drawn as a transition: at mount it
    // only moves the time on by the moments the page took to appear, not worth the screen in one piece.
    startTransition(() => setNow(Date.now()));
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, on]);
  return now;
}
