import { describe, expect, it } from 'vitest';
import type { LeaderboardRowRead } from '../../../shared/schemas/leaderboards';
import { BOARDS, places, shownMatches } from './boards';

describe('leaderboard boards', () => {
  it('caps the matches shown at 6', () => {
    expect(shownMatches(3)).toBe(3);
    expect(shownMatches(6)).toBe(6);
    expect(shownMatches(11)).toBe(6);
  });

  it('has the three tabs of the spec in order', () => {
    expect(BOARDS.map((b) => b.label)).toEqual(['Golden Boots', 'Golden Gloves', 'Assists']);
  });

  it('gives players level on goals and matches played the same place, and the next one its own (1, 1, 3)', () => {
    const row = (goals: number, matchesPlayed: number) => ({ goals, matchesPlayed }) as LeaderboardRowRead;
    const boot = BOARDS[0];
    if (!boot) throw new Error('no Golden Boot board');
    expect(places(boot, [row(5, 3), row(5, 3), row(5, 4), row(2, 1), row(2, 1)])).toEqual([1, 1, 3, 4, 4]);
  });
});
