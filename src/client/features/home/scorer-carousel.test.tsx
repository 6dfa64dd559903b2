import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_CAROUSEL_MS } from '../../../shared/constants';
import type { LeaderboardRowRead } from '../../../shared/schemas/leaderboards';
import { renderWithApp } from '../../test-utils';
import { ScorerCarousel } from './scorer-carousel';

const scorer = (n: number): LeaderboardRowRead => ({
  playerId: `p${n}`,
  player: { id: `p${n}`, name: `Scorer ${n}`, image: null },
  team: null,
  goals: 10 - n,
  assists: 0,
  saves: 0,
  matches: 3,
  matchesPlayed: 3,
  minutes: 270,
  cleanSheets: 0,
  matchesInGoal: 0,
});
const scorers = [scorer(1), scorer(2), scorer(3)];

/** The browser's answer to "prefers-reduced-motion: reduce". */
function prefersLessMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...original(query), matches: reduce && query.includes('prefers-reduced-motion: reduce') }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

afterEach(() => vi.useRealTimers());

describe('ScorerCarousel', () => {
  for (const reduce of [false, true]) {
    it(
      reduce ? 'stays on the first scorer, with Play, for a reader who asks for less motion' : 'moves on by itself',
      () => {
        const restore = prefersLessMotion(reduce);
        vi.useFakeTimers();
        try {
          renderWithApp(<ScorerCarousel scorers={scorers} />);
          expect(screen.getByRole('button', { name: reduce ? 'Play rotation' : 'Pause rotation' })).toBeTruthy();
          act(() => vi.advanceTimersByTime(HOME_CAROUSEL_MS + 10));
          const shown = screen.getByRole('heading', { level: 3 }).textContent;
          expect(shown).toBe(reduce ? 'Scorer 1' : 'Scorer 2');
        } finally {
          restore();
        }
      },
    );
  }
});
