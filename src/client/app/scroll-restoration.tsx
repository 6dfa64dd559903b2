import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'pitchside-scroll-positions';
/**
 * How long Back waits for a page to grow tall enough to return to where the reader was: a slow
 * phone can take more than two seconds to draw a long fixture list again, and the reader scrolling
 * first still wins.
 */
const RESTORE_WITHIN_MS = 5000;

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A new page opens at its top, not at the scroll position of the page it was opened from; Back (and
 * a reload) returns to where the reader was on that page, once the page has rendered tall enough
 * (its data and code arrive after the navigation) unless the reader scrolls first. A change of the
 * address's query alone (a screen's tab) leaves the scroll where it is. (react-router's
 * ScrollRestoration does this only with its data router, which the app does without.)
 */
export function ScrollRestoration() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef(key);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions.current ??= savedPositions();
        positions.current[current.current] = window.scrollY;
      });
    };
    const persist = () => {
      if (positions.current) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    current.current = key;
    shown.current = pathname;
    if (navigationType === 'POP') {
      positions.current ??= savedPositions();
      const y = positions.current[key];
      if (y !== undefined) return restoreWhenTallEnough(y);
      if (previous !== null && previous !== pathname) window.scrollTo(0, 0);
      return;
    }
    if (previous !== null && previous !== pathname) window.scrollTo(0, 0);
  }, [key, pathname, navigationType]);

  return null;
}

/** Scrolls to `y` as soon as the page is tall enough for it; the reader scrolling first wins. */
function restoreWhenTallEnough(y: number) {
  const started = performance.now();
  let frame = 0;
  const stop = () => cancelAnimationFrame(frame);
  const attempt = () => {
    const tallEnough = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (tallEnough || performance.now() - started > RESTORE_WITHIN_MS) window.scrollTo(0, y);
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  window.addEventListener('wheel', stop, { once: true, passive: true });
  window.addEventListener('touchstart', stop, { once: true, passive: true });
  return () => {
    stop();
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
  };
}
