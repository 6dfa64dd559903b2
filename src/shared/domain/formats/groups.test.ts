import { describe, expect, it } from 'vitest';
import {
  drawGroups,
  type Group,
  groupCountOptions,
  groupMatchCount,
  groupMatches,
  groupProblem,
  groupSizes,
} from './groups';
import { seededRandom } from './random';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `t${i + 1}`);

describe('groupSizes and groupCountOptions', () => {
  it('shares the teams as evenly as possible, the larger groups first', () => {
    expect(groupSizes(12, 3)).toEqual([4, 4, 4]);
    expect(groupSizes(11, 3)).toEqual([4, 4, 3]);
    expect(groupSizes(14, 3)).toEqual([5, 5, 4]);
    expect(groupSizes(9, 3)).toEqual([3, 3, 3]);
  });

  it('offers only group counts that make groups of 3 to 5', () => {
    expect(groupCountOptions(12)).toEqual([3, 4]);
    expect(groupCountOptions(10)).toEqual([2, 3]);
    expect(groupCountOptions(5)).toEqual([1]);
    expect(groupCountOptions(7)).toEqual([2]);
    expect(groupCountOptions(2)).toEqual([]);
  });
});

describe('drawGroups', () => {
  it.each([
    [9, 3, [3, 3, 3]],
    [12, 3, [4, 4, 4]],
    [15, 3, [5, 5, 5]],
    [13, 3, [5, 4, 4]],
  ])('draws %i teams into %i groups of %j, every team once', (count, groupCount, sizes) => {
    const groups = drawGroups(ids(count), groupCount, seededRandom(3));
    expect(groups.map((g) => g.name)).toEqual(['A', 'B', 'C']);
    expect(groups.map((g) => g.teamIds.length)).toEqual(sizes);
    expect(groupProblem(groups, ids(count))).toBeNull();
  });

  it('draws the same groups from the same seed, and other groups from another', () => {
    expect(drawGroups(ids(12), 3, seededRandom(5))).toEqual(drawGroups(ids(12), 3, seededRandom(5)));
    expect(drawGroups(ids(12), 3, seededRandom(5))).not.toEqual(drawGroups(ids(12), 3, seededRandom(6)));
  });

  it('puts the teams of one pot in different groups', () => {
    const pots = [
      ['t1', 't2', 't3'],
      ['t4', 't5', 't6'],
    ];
    for (let seed = 0; seed < 20; seed++) {
      const groups = drawGroups(ids(12), 3, seededRandom(seed), pots);
      for (const pot of pots) {
        expect(groups.map((g) => g.teamIds.filter((id) => pot.includes(id)).length)).toEqual([1, 1, 1]);
      }
      expect(groupProblem(groups, ids(12))).toBeNull();
    }
  });
});

describe('groupProblem (groups set by hand)', () => {
  const group = (name: string, teamIds: string[]): Group => ({ name, teamIds });

  it('accepts groups of 3, 4 and 5 holding every team once', () => {
    const groups = [group('A', ['t1', 't2', 't3']), group('B', ['t4', 't5', 't6', 't7', 't8'])];
    expect(groupProblem(groups, ids(8))).toBeNull();
  });

  it('refuses a team left out, a team twice, a stranger, groups of 2 or 6, and no groups', () => {
    expect(groupProblem([group('A', ['t1', 't2', 't3'])], ids(4))).toBe('groupTeams');
    expect(groupProblem([group('A', ['t1', 't2', 't3']), group('B', ['t3', 't4', 't5'])], ids(6))).toBe('groupTeams');
    expect(groupProblem([group('A', ['t1', 't2', 'x'])], ids(3))).toBe('groupTeams');
    expect(groupProblem([group('A', ['t1', 't2']), group('B', ['t3', 't4', 't5', 't6'])], ids(6))).toBe('groupSize');
    expect(groupProblem([group('A', ids(6))], ids(6))).toBe('groupSize');
    expect(groupProblem([], [])).toBe('groupCount');
  });
});

describe('groupMatches', () => {
  it.each([3, 4, 5])('pairs a group of %i once, or home and away', (size) => {
    const groups = [{ name: 'A', teamIds: ids(size) }];
    for (const rounds of [1, 2] as const) {
      const matches = groupMatches(groups, rounds);
      expect(matches).toHaveLength(groupMatchCount(size, rounds));
      const pairs = matches.map((m) => `${m.homeTeamId}>${m.awayTeamId}`);
      expect(new Set(pairs).size).toBe(pairs.length);
      for (const day of new Set(matches.map((m) => m.matchday))) {
        const playing = matches.filter((m) => m.matchday === day).flatMap((m) => [m.homeTeamId, m.awayTeamId]);
        expect(new Set(playing).size).toBe(playing.length);
      }
    }
  });

  it('labels each match with its group', () => {
    const matches = groupMatches(
      [
        { name: 'A', teamIds: ['a1', 'a2', 'a3'] },
        { name: 'B', teamIds: ['b1', 'b2', 'b3', 'b4'] },
      ],
      1,
    );
    expect(matches.filter((m) => m.group === 'A')).toHaveLength(3);
    expect(matches.filter((m) => m.group === 'B').every((m) => m.homeTeamId.startsWith('b'))).toBe(true);
  });
});
