import { useEffect, useRef } from 'react';
import { LIVE_REFRESH_MS } from '../../../shared/constants';

/**
 * While `active` (a match is live), calls each refresh every 15 s, only when the page is visible,
 * and once more as soon as it becomes visible again.
 */
export function useLiveRefresh(active: boolean, refreshers: Array<() => Promise<void>>) {
  const latest = useRef(refreshers);
  latest.current = refreshers;

  useEffect(() => {
    if (!active) return;
    const tick = () => {
      if (document.visibilityState !== 'visible') return;
      for (const refresh of latest.current) void refresh();
    };
    const timer = setInterval(tick, LIVE_REFRESH_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [active]);
}
