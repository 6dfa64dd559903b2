import { startTransition, useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` while `on`; a screen that shows no running time passes false. */
export function useNow(everyMs: number, on = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    // The time kept may be old: by the moments the page took to appear (at mount), or by the wait
    // for kick-off (turned on later). Drawn as a transition, so it never holds the page in one piece;
    // the interval below keeps it right from then on.
    startTransition(() => setNow(Date.now()));
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, on]);
  return now;
}
