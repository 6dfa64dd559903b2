import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` while `on`; a screen that shows no running time passes false. */
export function useNow(everyMs: number, on = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, on]);
  return now;
}
