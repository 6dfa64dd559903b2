import { describe, expect, it } from 'vitest';
import { played, team } from '../test-results';
import { levelRuns, type RankedRow, rankEntries, rankTable, TIE_BREAK_PRESETS, tieBreakCriteria } from './tie-breakers';

const order = (rows: RankedRow[]) => rows.map((row) => row.team.id);
const teams = (...ids: string[]) => ids.map((id) => team(id));

describe('tieBreakCriteria', () => {
  it('puts fair play, when chosen, just before the drawing of lots', () => {
    expect(tieBreakCriteria('standard')).toEqual(TIE_BREAK_PRESETS.standard);
    expect(tieBreakCriteria('head-to-head-first', { fairPlay: true })).toEqual([
      'points',
      'head-to-head',
      'goal-difference',
      'goals-for',
      'fair-play',
      'lots',
    ]);
  });
});

describe('rankTable', () => {
  // a and b are level on points; a beat b, but b has the better goal difference: the two presets exist for this.
  const twoWay = [
    played('a', 1, 0, 'b'),
    played('a', 0, 0, 'c'),
    played('d', 1, 0, 'a'),
    played('b', 4, 0, 'c'),
    played('b', 0, 0, 'd'),
    played('c', 0, 0, 'd'),
  ];
  const four = teams('a', 'b', 'c', 'd');

  it('standard: goal difference comes before the match between the teams level on points', () => {
    const rows = rankTable({ teams: four, fixtures: twoWay, criteria: tieBreakCriteria('standard') });
    expect(rows.map((r) => [r.team.id, r.points, r.goalDifference])).toEqual([
      ['d', 5, 1],
      ['b', 4, 3],
      ['a', 4, 0],
      ['c', 2, -4],
    ]);
    expect(rows.map((r) => r.decidedBy)).toEqual(['points', 'goal-difference', 'points', null]);
  });

  it('head-to-head first: the match between the teams level on points comes before goal difference', () => {
    const rows = rankTable({ teams: four, fixtures: twoWay, criteria: tieBreakCriteria('head-to-head-first') });
    expect(order(rows)).toEqual(['d', 'a', 'b', 'c']);
    expect(rows.map((r) => r.decidedBy)).toEqual(['points', 'head-to-head', 'points', null]);
  });

  // A three-way tie on points whose mini-league puts a first and leaves b and c level on points,
  // difference and goals (a 3-0 b, c 2-1 a, b 2-0 c), though b beat c: only re-applying
  // head-to-head to b and c alone separates them. d loses to everyone.
  const threeWay = (dScores: [number, number, number]) => [
    played('a', 3, 0, 'b'),
    played('c', 2, 1, 'a'),
    played('b', 2, 0, 'c'),
    played('a', dScores[0], 1, 'd'),
    played('b', dScores[1], 0, 'd'),
    played('c', dScores[2], 0, 'd'),
  ];
  const threeNamed = [team('a', 'Mike'), team('b', 'Zulu'), team('c', 'Alpha'), team('d', 'Delta')];

  it('head-to-head first: a three-way tie split in part is settled by head-to-head among the two still level', () => {
    // Overall c has the best goal difference (a 2-1 d, b 1-0 d, c 5-0 d), which must not decide it.
    const rows = rankTable({
      teams: threeNamed,
      fixtures: threeWay([2, 1, 5]),
      criteria: tieBreakCriteria('head-to-head-first'),
    });
    expect(rows.slice(0, 3).map((r) => r.points)).toEqual([6, 6, 6]);
    expect(order(rows)).toEqual(['a', 'b', 'c', 'd']);
    expect(rows.map((r) => r.decidedBy)).toEqual(['head-to-head', 'head-to-head', 'points', null]);
  });

  it('standard: the same three-way tie goes to goal difference first', () => {
    const rows = rankTable({
      teams: threeNamed,
      fixtures: threeWay([2, 1, 5]),
      criteria: tieBreakCriteria('standard'),
    });
    expect(order(rows)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('standard: three teams level on points, difference and goals are split by head-to-head, applied again to the two it leaves level', () => {
    // a 2-1 d, b 4-0 d, c 4-0 d: all three on 6 points, goal difference +3, 6 goals.
    const rows = rankTable({
      teams: threeNamed,
      fixtures: threeWay([2, 4, 4]),
      criteria: tieBreakCriteria('standard'),
    });
    expect(rows.slice(0, 3).map((r) => [r.points, r.goalDifference, r.goalsFor])).toEqual([
      [6, 3, 6],
      [6, 3, 6],
      [6, 3, 6],
    ]);
    // By name it would be c (Alpha), a (Mike), b (Zulu).
    expect(order(rows)).toEqual(['a', 'b', 'c', 'd']);
    expect(rows.map((r) => r.decidedBy)).toEqual(['head-to-head', 'head-to-head', 'points', null]);
  });

  // a and b drew 1-1 and each beat c 2-0: level on everything, head-to-head included.
  const dead = [played('a', 1, 1, 'b'), played('a', 2, 0, 'c'), played('b', 2, 0, 'c')];

  it('fair play: fewer card points ranks higher once everything else is level', () => {
    const rows = rankTable({
      teams: teams('a', 'b', 'c'),
      fixtures: dead,
      criteria: tieBreakCriteria('standard', { fairPlay: true }),
      fairPlay: new Map([
        ['a', 4],
        ['b', 1],
      ]),
    });
    expect(order(rows)).toEqual(['b', 'a', 'c']);
    expect(rows.map((r) => [r.fairPlayPoints, r.decidedBy])).toEqual([
      [1, 'fair-play'],
      [4, 'points'],
      [0, null],
    ]);
  });

  it('fair play counts only when chosen', () => {
    const fairPlay = new Map([['a', 9]]);
    const rows = rankTable({
      teams: teams('a', 'b', 'c'),
      fixtures: dead,
      criteria: tieBreakCriteria('standard'),
      fairPlay,
    });
    expect(order(rows)).toEqual(['a', 'b', 'c']);
    expect(rows[0]?.decidedBy).toBe('name');
  });

  it('lots: the recorded draw orders teams level on everything, and marks them', () => {
    const rows = rankTable({
      teams: teams('a', 'b', 'c'),
      fixtures: dead,
      criteria: tieBreakCriteria('standard', { fairPlay: true }),
      lots: ['c', 'b', 'a'],
    });
    expect(order(rows)).toEqual(['b', 'a', 'c']);
    expect(rows.map((r) => [r.byLots, r.decidedBy])).toEqual([
      [true, 'lots'],
      [true, 'points'],
      [false, null],
    ]);
  });

  it('without a draw naming every team still level, they stay in name order, marked as level', () => {
    const rows = rankTable({
      teams: [team('a', 'Zulu'), team('b', 'Alpha'), team('c')],
      fixtures: dead,
      criteria: tieBreakCriteria('standard'),
      lots: ['a'],
    });
    expect(order(rows)).toEqual(['b', 'a', 'c']);
    expect(rows.map((r) => [r.byLots, r.decidedBy])).toEqual([
      [false, 'name'],
      [false, 'points'],
      [false, null],
    ]);
  });

  it('lots settle a three-way tie head-to-head cannot split', () => {
    // A cycle of 1-0 wins: everything level, between them too.
    const cycle = [played('a', 1, 0, 'b'), played('b', 1, 0, 'c'), played('c', 1, 0, 'a')];
    const rows = rankTable({
      teams: teams('a', 'b', 'c'),
      fixtures: cycle,
      criteria: tieBreakCriteria('head-to-head-first'),
      lots: ['b', 'c', 'a'],
    });
    expect(order(rows)).toEqual(['b', 'c', 'a']);
    expect(rows.every((r) => r.byLots)).toBe(true);
  });
});

describe('rankEntries', () => {
  it('skips head-to-head for teams that never met (best-placed teams of different groups)', () => {
    const tally = (points: number, goalDifference: number) => ({
      played: 2,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 2,
      goalsAgainst: 2 - goalDifference,
      goalDifference,
      points,
    });
    const rows = rankEntries(
      [
        { team: team('x'), tally: tally(3, 0), fairPlayPoints: 0 },
        { team: team('y'), tally: tally(3, 1), fairPlayPoints: 0 },
        { team: team('z'), tally: tally(4, -2), fairPlayPoints: 0 },
      ],
      { criteria: tieBreakCriteria('head-to-head-first'), headToHead: null, lots: [] },
    );
    expect(order(rows)).toEqual(['z', 'y', 'x']);
    expect(rows.map((r) => r.decidedBy)).toEqual(['points', 'goal-difference', null]);
  });
});

describe('levelRuns', () => {
  it('gives each run of rows level on every criterion, the ones a drawing of lots settles', () => {
    const rows = ['name', null, 'points', 'name', 'name', null].map((decidedBy, i) => ({ id: i, decidedBy }));
    expect(levelRuns(rows).map((run) => run.map((row) => row.id))).toEqual([
      [0, 1],
      [3, 4, 5],
    ]);
    expect(levelRuns([{ decidedBy: 'points' }, { decidedBy: null }])).toEqual([]);
  });
});
