import { describe, expect, it } from 'vitest';
import type { LeaderboardRowRead } from '../../../shared/schemas/leaderboards';
import { pickFeatured, topScorers } from './featured';

const row = (name: string, goals: number): LeaderboardRowRead => ({
  playerId: name,
  player: { id: name, name, image: null },
  team: null,
  goals,
  assists: 0,
  saves: 0,
  matches: 1,
  matchesPlayed: 1,
  minutes: 90,
  cleanSheets: 0,
  matchesInGoal: 0,
});

describe('topScorers', () => {
  it('keeps scorers with goals, most first, three at most', () => {
    const rows = [row('a', 1), row('b', 0), row('c', 4), row('d', 2), row('e', 3)];
    expect(topScorers(rows).map((r) => r.player.name)).toEqual(['c', 'e', 'd']);
    expect(topScorers([row('z', 0)])).toEqual([]);
  });
});

describe('pickFeatured', () => {
  it('picks the live tournament whose top scorers have most goals', () => {
    const featured = pickFeatured([
      { tournamentId: 't1', name: 'Cup', rows: [row('a', 5)] },
      { tournamentId: 't2', name: 'League', rows: [row('b', 3), row('c', 3), row('d', 1), row('e', 9)] },
      { tournamentId: 't3', name: 'Not loaded', rows: undefined },
    ]);
    expect(featured?.tournamentId).toBe('t2');
    expect(featured?.scorers.map((r) => r.goals)).toEqual([9, 3, 3]);
  });

  it('keeps the first on a tie and is null when nobody scored', () => {
    expect(
      pickFeatured([
        { tournamentId: 't1', name: 'A', rows: [row('a', 2)] },
        { tournamentId: 't2', name: 'B', rows: [row('b', 2)] },
      ])?.tournamentId,
    ).toBe('t1');
    expect(pickFeatured([{ tournamentId: 't1', name: 'A', rows: [row('a', 0)] }])).toBeNull();
    expect(pickFeatured([])).toBeNull();
  });
});
