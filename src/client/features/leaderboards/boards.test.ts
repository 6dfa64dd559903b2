import { describe, expect, it } from 'vitest';
import { BOARDS, shownMatches } from './boards';

describe('leaderboard boards', () => {
  it('caps the matches shown at 6', () => {
    expect(shownMatches(3)).toBe(3);
    expect(shownMatches(6)).toBe(6);
    expect(shownMatches(11)).toBe(6);
  });

  it('has the three tabs of the spec in order', () => {
    expect(BOARDS.map((b) => b.label)).toEqual(['Golden Boots', 'Golden Gloves', 'Assists']);
  });
});
