import { describe, expect, it } from 'vitest';
import type { FixtureResult } from '../match-types';
import { played } from '../test-results';
import { type CompetitionPlan, planCompetition } from './competition';
import { BEST_PLACED_LOTS, type GroupStage, groupTables, rankBestPlaced } from './group-tables';
import type { Group } from './groups';
import { seededRandom, shuffle } from './random';
import { type KnockoutFixture, type ResolvedBracket, resolveBracket } from './resolve';
import { tieBreakCriteria } from './tie-breakers';

/** A group where each team beats every team below it; margin(i, j) goals between places i and j (from 0). */
const ladder = (ids: string[], margin: (i: number, j: number) => number = () => 1) =>
  ids.flatMap((home, i) => ids.slice(i + 1).map((away, k) => played(home, margin(i, i + 1 + k), 0, away)));
const team = (id: string) => ({ id, name: id.toUpperCase(), logo: null });

const groups: Group[] = ['a', 'b', 'c'].map((g) => ({
  name: g.toUpperCase(),
  teamIds: [1, 2, 3, 4].map((i) => `${g}${i}`),
}));
const allIds = groups.flatMap((g) => g.teamIds);
// Thirds: A's goal difference -1, B's +1 (it beat b4 by 3), C's -2 (it lost to c1 by 2): B and A go through.
const groupFixtures = [
  ...ladder(groups[0]?.teamIds ?? []),
  ...ladder(groups[1]?.teamIds ?? [], (i, j) => (i === 2 && j === 3 ? 3 : 1)),
  ...ladder(groups[2]?.teamIds ?? [], (i, j) => (i === 0 && j === 2 ? 2 : 1)),
];
const stage = (fixtures: readonly FixtureResult[], extra: Partial<GroupStage> = {}): GroupStage => ({
  groups,
  teams: allIds.map(team),
  fixtures,
  rounds: 1,
  criteria: tieBreakCriteria('standard'),
  ...extra,
});
const twelve = planCompetition(
  { kind: 'groups-knockout', rounds: 1, advance: 2, thirdPlace: true },
  allIds,
  groups,
) as CompetitionPlan;
const bracket = twelve.bracket as NonNullable<CompetitionPlan['bracket']>;

const progress = (fixtures: readonly FixtureResult[], results: KnockoutFixture[] = []) => {
  const s = stage(fixtures);
  const tables = groupTables(s);
  return resolveBracket(bracket, { tables, bestPlaced: rankBestPlaced(s, tables, 3), results });
};
const pairings = (resolved: ResolvedBracket) =>
  resolved.matches.map((m) => `${m.id}: ${m.home.teamId ?? '?'} v ${m.away.teamId ?? '?'}`);
const ko = (
  match: string,
  homeTeamId: string,
  homeScore: number,
  awayScore: number,
  awayTeamId: string,
  pens: [number, number] | null = null,
): KnockoutFixture => ({
  match,
  homeTeamId,
  awayTeamId,
  homeScore,
  awayScore,
  extraTime: homeScore === awayScore,
  homePenaltyScore: pens?.[0] ?? null,
  awayPenaltyScore: pens?.[1] ?? null,
});

describe('groupTables and rankBestPlaced', () => {
  it('marks a group complete once all its matches are finished', () => {
    const tables = groupTables(stage(groupFixtures.slice(1)));
    expect(tables.map((t) => [t.group, t.complete])).toEqual([
      ['A', false],
      ['B', true],
      ['C', true],
    ]);
    expect(tables[1]?.rows.map((r) => r.team.id)).toEqual(['b1', 'b2', 'b3', 'b4']);
  });

  it('ranks the third-placed teams across groups', () => {
    const s = stage(groupFixtures);
    const thirds = rankBestPlaced(s, groupTables(s), 3);
    expect(thirds.map((r) => [r.group, r.team.id, r.goalDifference])).toEqual([
      ['B', 'b3', 1],
      ['A', 'a3', -1],
      ['C', 'c3', -2],
    ]);
  });

  it('compares thirds of groups of different sizes on their matches against the top three only', () => {
    // 11 teams: A and B of 4, C of 3. a3 beat a4 9-0, which does not count against C's third.
    const eleven: Group[] = [groups[0] as Group, groups[1] as Group, { name: 'C', teamIds: ['c1', 'c2', 'c3'] }];
    const fixtures = [
      ...ladder(['a1', 'a2', 'a3', 'a4'], (i, j) => (i === 2 && j === 3 ? 9 : 1)),
      ...ladder(['b1', 'b2', 'b3', 'b4']),
      ...ladder(['c1', 'c2', 'c3']),
      played('c3', 1, 1, 'c1'),
    ].filter((f) => !(f.homeTeamId === 'c1' && f.awayTeamId === 'c3'));
    const s = stage(fixtures, { groups: eleven });
    const thirds = rankBestPlaced(s, groupTables(s), 3);
    expect(thirds.map((r) => [r.team.id, r.played, r.points])).toEqual([
      ['c3', 2, 1],
      ['a3', 2, 0],
      ['b3', 2, 0],
    ]);
  });

  it("ranks a group by its own criteria, leaving the others on the tournament's", () => {
    // In A and B, x1 and x2 are level on points; x1 has the better goal difference, x2 beat x1.
    const twoWay = (g: string) => [
      played(`${g}2`, 1, 0, `${g}1`),
      played(`${g}1`, 5, 0, `${g}3`),
      played(`${g}1`, 1, 0, `${g}4`),
      played(`${g}2`, 0, 1, `${g}3`),
      played(`${g}2`, 1, 0, `${g}4`),
      played(`${g}3`, 0, 1, `${g}4`),
    ];
    const s = stage([...twoWay('a'), ...twoWay('b')], { groupCriteria: { B: tieBreakCriteria('head-to-head-first') } });
    const [a, b] = groupTables(s);
    expect(a?.rows.slice(0, 2).map((r) => [r.team.id, r.decidedBy])).toEqual([
      ['a1', 'goal-difference'],
      ['a2', 'points'],
    ]);
    expect(b?.rows.slice(0, 2).map((r) => [r.team.id, r.decidedBy])).toEqual([
      ['b2', 'head-to-head'],
      ['b1', 'points'],
    ]);
  });

  it('settles thirds level on everything by the drawing of lots recorded for them', () => {
    const s = stage(ladder(allIds.slice(0, 4)).concat(ladder(allIds.slice(4, 8)), ladder(allIds.slice(8))), {
      lots: { [BEST_PLACED_LOTS]: ['c3', 'a3', 'b3'] },
    });
    const thirds = rankBestPlaced(s, groupTables(s), 3);
    expect(thirds.map((r) => [r.team.id, r.byLots])).toEqual([
      ['c3', true],
      ['a3', true],
      ['b3', true],
    ]);
  });
});

describe('resolveBracket', () => {
  it('keeps every place a placeholder before the groups are complete', () => {
    const resolved = progress(groupFixtures.filter((f) => !f.homeTeamId.startsWith('a1')));
    expect(pairings(resolved).slice(0, 4)).toEqual(['QF1: ? v ?', 'QF2: b2 v c2', 'QF3: b1 v ?', 'QF4: c1 v ?']);
  });

  it('12 teams: fills the quarter-finals, dealing the best thirds away from their own group', () => {
    const resolved = progress(groupFixtures);
    // b3, the best third, would meet b1 at once in the first best-third place: it takes the second.
    expect(pairings(resolved)).toEqual([
      'QF1: a1 v b3',
      'QF2: b2 v c2',
      'QF3: b1 v a3',
      'QF4: c1 v a2',
      'SF1: ? v ?',
      'SF2: ? v ?',
      '3P: ? v ?',
      'F: ? v ?',
    ]);
  });

  const knockoutResults = [
    ko('QF1', 'a1', 2, 0, 'b3'),
    ko('QF2', 'b2', 1, 1, 'c2', [4, 3]),
    ko('QF3', 'b1', 0, 1, 'a3'),
    ko('QF4', 'c1', 3, 2, 'a2'),
    ko('SF1', 'a1', 1, 1, 'b2', [2, 4]),
    ko('SF2', 'a3', 0, 2, 'c1'),
    ko('3P', 'a1', 2, 1, 'a3'),
    ko('F', 'b2', 2, 3, 'c1'),
  ];
  const final = [
    'QF1: a1 v b3',
    'QF2: b2 v c2',
    'QF3: b1 v a3',
    'QF4: c1 v a2',
    'SF1: a1 v b2',
    'SF2: a3 v c1',
    '3P: a1 v a3',
    'F: b2 v c1',
  ];

  it('fills the rounds from the results, penalties included, up to the champion', () => {
    const resolved = progress(groupFixtures, knockoutResults);
    expect(pairings(resolved)).toEqual(final);
    expect(resolved.matches.find((m) => m.id === 'F')?.winnerTeamId).toBe('c1');
    expect(resolved.matches.find((m) => m.id === '3P')?.winnerTeamId).toBe('a1');
    expect(resolved.stale).toEqual([]);
  });

  it('gives the same bracket whatever order the results come in', () => {
    const random = seededRandom(14);
    const expected = progress(groupFixtures, knockoutResults);
    for (let i = 0; i < 200; i++) {
      const resolved = progress(shuffle(groupFixtures, random), shuffle(knockoutResults, random));
      expect(resolved).toEqual(expected);
    }
  });

  it('gives the same bracket for every order of a small set of results (all 120)', () => {
    const knockout = (
      planCompetition({ kind: 'knockout', thirdPlace: true }, ['s1', 's2', 's3', 's4', 's5', 's6']) as CompetitionPlan
    ).bracket as NonNullable<CompetitionPlan['bracket']>;
    const results = [
      ko('QF1', 's4', 1, 1, 's5', [5, 4]),
      ko('QF2', 's3', 0, 1, 's6'),
      ko('SF1', 's1', 2, 0, 's4'),
      ko('SF2', 's2', 3, 3, 's6', [3, 4]),
      ko('F', 's1', 1, 0, 's6'),
    ];
    const permutations = (items: KnockoutFixture[]): KnockoutFixture[][] =>
      items.length <= 1
        ? [items]
        : items.flatMap((x, i) => permutations(items.filter((_, j) => j !== i)).map((p) => [x, ...p]));
    const all = permutations(results).map((order) => resolveBracket(knockout, { results: order }));
    expect(all).toHaveLength(120);
    for (const resolved of all) expect(resolved).toEqual(all[0]);
    expect(pairings(all[0] as ResolvedBracket)).toEqual([
      'QF1: s4 v s5',
      'QF2: s3 v s6',
      'SF1: s1 v s4',
      'SF2: s2 v s6',
      '3P: s4 v s2',
      'F: s1 v s6',
    ]);
  });

  it('leaves a level result without a shootout undecided', () => {
    const resolved = progress(groupFixtures, [ko('QF1', 'a1', 1, 1, 'b3')]);
    expect(resolved.matches.find((m) => m.id === 'QF1')?.winnerTeamId).toBeNull();
    expect(pairings(resolved)[4]).toBe('SF1: ? v ?');
  });

  it('re-seeds after a corrected group result, and reports the knockout result played by the old pairing as stale', () => {
    // a2 beat a1 after all: a2 wins group A and a1 is runner-up.
    const corrected = groupFixtures.map((f) =>
      f.homeTeamId === 'a1' && f.awayTeamId === 'a2' ? { ...f, homeScore: 0, awayScore: 2 } : f,
    );
    const before = progress(groupFixtures, [ko('QF1', 'a1', 2, 0, 'b3')]);
    expect(pairings(before)[4]).toBe('SF1: a1 v ?');
    const after = progress(corrected, [ko('QF1', 'a1', 2, 0, 'b3')]);
    expect(pairings(after).slice(0, 5)).toEqual([
      'QF1: a2 v b3',
      'QF2: b2 v c2',
      'QF3: b1 v a3',
      'QF4: c1 v a1',
      'SF1: ? v ?',
    ]);
    expect(after.stale).toEqual(['QF1']);
    expect(after.matches[0]?.result).toBeNull();
  });

  it('refuses two results for one match', () => {
    expect(() => progress(groupFixtures, [ko('QF1', 'a1', 2, 0, 'b3'), ko('QF1', 'a1', 2, 1, 'b3')])).toThrow(/QF1/);
  });
});
