import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions of the pages of this tab's history, by history entry. */
const positions = new Map<string, number>();
/** How long Back waits for a page to grow tall enough to return to where the user was. */
const RESTORE_WITHIN_MS = 2000;

/**
 * A new page opens at its top; Back and Forward return to where the user was on that page. The
 * list a user comes back to renders after its data and code arrive, so the position is applied
 * once the page is tall enough for it, unless the user scrolls first.
 */
export function useScrollMemory() {
  const { key } = useLocation();
  const navigation = useNavigationType();
  // Which page a scroll belongs to: switched before the new page scrolls, so none is misfiled.
  const current = useRef(key);

  useEffect(() => {
    const remember = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const target = navigation === 'POP' ? (positions.get(key) ?? 0) : 0;
    window.scrollTo(0, 0);
    if (target === 0) return;
    const started = performance.now();
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const attempt = () => {
      const tallEnough = document.documentElement.scrollHeight - window.innerHeight >= target;
      if (tallEnough || performance.now() - started > RESTORE_WITHIN_MS) window.scrollTo(0, target);
      else frame = requestAnimationFrame(attempt);
    };
    attempt();
    // The user scrolling meanwhile wins.
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
  }, [key, navigation]);
}
