import { describe, expect, it } from 'vitest';
import { computeStandings } from './standings';
import { played, team } from './test-results';

const order = (rows: ReturnType<typeof computeStandings>) => rows.map((row) => row.team.id);

describe('computeStandings', () => {
  it('lists every team with zeros, by name, before any match is finished', () => {
    const rows = computeStandings(
      [team('c', 'Colts'), team('a', 'alpha'), team('b', 'Bravo')],
      [played('a', 1, 0, 'b', 'LIVE')],
    );
    expect(order(rows)).toEqual(['a', 'b', 'c']);
    expect(rows[0]).toEqual({
      position: 1,
      team: team('a', 'alpha'),
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      points: 0,
    });
  });

  it('counts wins, draws and losses with 3/1/0 points', () => {
    const rows = computeStandings(
      [team('a'), team('b'), team('c')],
      [played('a', 3, 1, 'b'), played('b', 2, 2, 'c'), played('c', 0, 1, 'a')],
    );
    expect(rows.map(({ team: t, position, ...rest }) => ({ id: t.id, position, ...rest }))).toEqual([
      {
        id: 'a',
        position: 1,
        played: 2,
        won: 2,
        drawn: 0,
        lost: 0,
        goalsFor: 4,
        goalsAgainst: 1,
        goalDifference: 3,
        points: 6,
      },
      {
        id: 'c',
        position: 2,
        played: 2,
        won: 0,
        drawn: 1,
        lost: 1,
        goalsFor: 2,
        goalsAgainst: 3,
        goalDifference: -1,
        points: 1,
      },
      {
        id: 'b',
        position: 3,
        played: 2,
        won: 0,
        drawn: 1,
        lost: 1,
        goalsFor: 3,
        goalsAgainst: 5,
        goalDifference: -2,
        points: 1,
      },
    ]);
  });

  it('ignores live, scheduled and cancelled fixtures, and matches against teams not in the table', () => {
    const rows = computeStandings(
      [team('a'), team('b')],
      [
        played('a', 5, 0, 'b', 'LIVE'),
        played('b', 1, 0, 'a', 'CANCELLED'),
        played('a', 0, 0, 'b', 'SCHEDULED'),
        played('a', 3, 0, 'elsewhere'),
      ],
    );
    expect(rows.every((row) => row.played === 0 && row.points === 0)).toBe(true);
  });

  it('counts only League fixtures: a finished Knockout or Friendly one leaves the table as it was', () => {
    const teams = [team('a'), team('b')];
    const league = played('a', 2, 0, 'b');
    const others = [
      { ...played('a', 1, 1, 'b'), matchType: 'Knockout', homePenaltyScore: 4, awayPenaltyScore: 3 },
      { ...played('b', 5, 0, 'a'), matchType: 'Friendly' },
    ];
    expect(computeStandings(teams, [league, ...others])).toEqual(computeStandings(teams, [league]));
    expect(computeStandings(teams, others).every((row) => row.played === 0 && row.goalsFor === 0)).toBe(true);
    expect(computeStandings(teams, [league])[0]).toMatchObject({ team: team('a'), played: 1, won: 1, points: 3 });
  });

  it('ranks on points before goal difference', () => {
    // a: two narrow wins (6 points, GD +2); b: one big win and a loss (3 points, GD +6).
    const rows = computeStandings(
      [team('a'), team('b'), team('c')],
      [played('a', 1, 0, 'c'), played('a', 1, 0, 'b'), played('b', 7, 0, 'c')],
    );
    expect(order(rows)).toEqual(['a', 'b', 'c']);
    expect(rows[1]?.goalDifference).toBeGreaterThan(rows[0]?.goalDifference ?? 0);
  });

  it('breaks a tie on points by goal difference', () => {
    // a and b both win once; a by more.
    const rows = computeStandings([team('a'), team('b'), team('c')], [played('a', 4, 0, 'c'), played('b', 1, 0, 'c')]);
    expect(order(rows)).toEqual(['a', 'b', 'c']);
  });

  it('breaks a tie on goal difference by goals scored', () => {
    // b: 3-2 win (GD +1, GF 3); a: 1-0 win (GD +1, GF 1).
    const rows = computeStandings(
      [team('a'), team('b'), team('c'), team('d')],
      [played('a', 1, 0, 'c'), played('b', 3, 2, 'd')],
    );
    expect(order(rows).slice(0, 2)).toEqual(['b', 'a']);
  });

  it('breaks a tie on points, difference and goals by the match between the two', () => {
    // a and b: 4 points, GD +1, GF 3 each; b beat a, so b goes above a despite the name order.
    const fixtures = [played('a', 2, 0, 'c'), played('b', 1, 0, 'a'), played('a', 1, 1, 'd'), played('b', 2, 2, 'c')];
    const rows = computeStandings([team('a'), team('b'), team('c'), team('d')], fixtures);
    const line = (id: string) => rows.find((r) => r.team.id === id);
    expect([line('a')?.points, line('a')?.goalDifference, line('a')?.goalsFor]).toEqual([4, 1, 3]);
    expect([line('b')?.points, line('b')?.goalDifference, line('b')?.goalsFor]).toEqual([4, 1, 3]);
    expect(order(rows).slice(0, 2)).toEqual(['b', 'a']);
  });

  it('resolves a three-way tie by the mini-table of their matches', () => {
    // Between them: a 2-0 b, b 1-0 c, c 1-0 a, so the mini-table reads a (GD +1), c (0), b (-1).
    // Each then beats d so that all three end on 6 points, GF 5, GA 3 overall.
    const fixtures = [
      played('a', 2, 0, 'b'),
      played('b', 1, 0, 'c'),
      played('c', 1, 0, 'a'),
      played('a', 3, 2, 'd'),
      played('b', 4, 1, 'd'),
      played('c', 4, 2, 'd'),
    ];
    const rows = computeStandings([team('a'), team('b'), team('c'), team('d')], fixtures);
    const level = rows.slice(0, 3).map((r) => [r.points, r.goalsFor, r.goalsAgainst]);
    expect(level).toEqual([
      [6, 5, 3],
      [6, 5, 3],
      [6, 5, 3],
    ]);
    expect(order(rows)).toEqual(['a', 'c', 'b', 'd']);
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
  });

  it('uses head-to-head among exactly the tied teams, then name when even that is level', () => {
    // a, b, c all level overall (each 1 win 1 loss, GD 0, GF 1), mutual results a 1-0 b, b 1-0 c, c 1-0 a: a cycle.
    const fixtures = [played('a', 1, 0, 'b'), played('b', 1, 0, 'c'), played('c', 1, 0, 'a')];
    const rows = computeStandings([team('c', 'Charlie'), team('b', 'Bravo'), team('a', 'Alpha')], fixtures);
    expect(order(rows)).toEqual(['a', 'b', 'c']);
  });

  it('falls back to name, ignoring case, when two teams drew with each other and are level on all', () => {
    const fixtures = [played('z', 1, 1, 'y'), played('z', 2, 0, 'x'), played('y', 2, 0, 'w')];
    const rows = computeStandings([team('z', 'alpha'), team('y', 'Beta'), team('x'), team('w')], fixtures);
    expect(order(rows).slice(0, 2)).toEqual(['z', 'y']);
  });
});
