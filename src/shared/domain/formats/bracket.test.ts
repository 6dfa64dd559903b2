import { describe, expect, it } from 'vitest';
import {
  type Bracket,
  buildBracket,
  type Entrant,
  placeholderLabel,
  roundName,
  type SlotSource,
  seedingOrder,
} from './bracket';
import { groupKnockoutEntrants, knockoutEntrants } from './competition';

const seeds = (count: number) => Array.from({ length: count }, (_, i) => `s${i + 1}`);
const show = (source: SlotSource | null) =>
  !source
    ? 'bye'
    : source.kind === 'team'
      ? source.teamId
      : source.kind === 'group'
        ? `${source.group}${source.position}`
        : source.kind === 'best-placed'
          ? `T${source.rank}`
          : placeholderLabel(source);
const pairings = (bracket: Bracket) => bracket.matches.map((m) => `${m.id}: ${show(m.home)} v ${show(m.away)}`);
/** The round in which places a and b meet: the first round after which they share a branch. */
const meeting = (a: number, b: number) => {
  let round = 1;
  while (a >> round !== b >> round) round++;
  return round;
};
const groupOf = (source: SlotSource | null) => (source?.kind === 'group' ? source.group : null);
/** Meetings of teams of one group, by round, among the entrants whose group is known when drawn. */
function sameGroupMeetings(bracket: Bracket): number[] {
  const rounds = Math.log2(bracket.size);
  const meetings = new Array(rounds).fill(0);
  bracket.draw.forEach((a, i) => {
    bracket.draw.forEach((b, j) => {
      if (j > i && groupOf(a) !== null && groupOf(a) === groupOf(b)) meetings[meeting(i, j) - 1] += 1;
    });
  });
  return meetings;
}
const groups = (count: number) => Array.from({ length: count }, (_, i) => String.fromCharCode(65 + i));

describe('seedingOrder', () => {
  it('keeps the top seeds apart until the last rounds', () => {
    expect(seedingOrder(2)).toEqual([1, 2]);
    expect(seedingOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedingOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });
});

describe('knockout only', () => {
  it('gives the byes of 6 teams to the top two seeds', () => {
    const bracket = buildBracket(knockoutEntrants(seeds(6)), true);
    expect(bracket.size).toBe(8);
    expect(bracket.draw.map(show)).toEqual(['s1', 'bye', 's4', 's5', 's2', 'bye', 's3', 's6']);
    expect(pairings(bracket)).toEqual([
      'QF1: s4 v s5',
      'QF2: s3 v s6',
      'SF1: s1 v Winner of QF1',
      'SF2: s2 v Winner of QF2',
      '3P: Loser of SF1 v Loser of SF2',
      'F: Winner of SF1 v Winner of SF2',
    ]);
  });

  it('gives the byes of 5 teams to the top three seeds, and of 7 to the top seed', () => {
    expect(pairings(buildBracket(knockoutEntrants(seeds(5)), false))).toEqual([
      'QF1: s4 v s5',
      'SF1: s1 v Winner of QF1',
      'SF2: s2 v s3',
      'F: Winner of SF1 v Winner of SF2',
    ]);
    expect(pairings(buildBracket(knockoutEntrants(seeds(7)), false)).slice(0, 5)).toEqual([
      'QF1: s4 v s5',
      'QF2: s2 v s7',
      'QF3: s3 v s6',
      'SF1: s1 v Winner of QF1',
      'SF2: Winner of QF2 v Winner of QF3',
    ]);
  });

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 12, 16, 17, 24, 31, 33])(
    'draws %i teams: every seed once, one match fewer than teams, byes to the top seeds',
    (count) => {
      const bracket = buildBracket(knockoutEntrants(seeds(count)), false);
      const size = bracket.size;
      expect(size).toBeGreaterThanOrEqual(count);
      expect(size / 2).toBeLessThan(count);
      expect(bracket.draw.filter(Boolean).map(show).sort()).toEqual(seeds(count).sort());
      expect(bracket.matches).toHaveLength(count - 1);
      // A bye's opponent is one of the top seeds.
      const byeOpponents = bracket.draw.flatMap((s, i) => (s ? [] : [show(bracket.draw[i ^ 1] ?? null)]));
      expect(byeOpponents.sort()).toEqual(seeds(size - count).sort());
      expect(bracket.matches.at(-1)?.id).toBe('F');
    },
  );

  it('has no third-place match without two semi-finals', () => {
    expect(pairings(buildBracket(knockoutEntrants(seeds(3)), true))).toEqual(['SF1: s2 v s3', 'F: s1 v Winner of SF1']);
  });
});

describe('groups then knockout', () => {
  it('4 groups, top two: winners meet runners-up of another group, and a group’s two only in the final', () => {
    const bracket = buildBracket(groupKnockoutEntrants(groups(4), 2, 0), false);
    expect(pairings(bracket).slice(0, 4)).toEqual(['QF1: A1 v C2', 'QF2: D1 v B2', 'QF3: B1 v D2', 'QF4: C1 v A2']);
    expect(sameGroupMeetings(bracket)).toEqual([0, 0, 4]);
  });

  it('12 teams, 3 groups of 4, top two and the two best thirds: quarter-finals keep each group’s two apart', () => {
    const bracket = buildBracket(groupKnockoutEntrants(groups(3), 2, 2), true);
    expect(bracket.size).toBe(8);
    expect(pairings(bracket).slice(0, 4)).toEqual(['QF1: A1 v T2', 'QF2: B2 v C2', 'QF3: B1 v T1', 'QF4: C1 v A2']);
    expect(sameGroupMeetings(bracket)).toEqual([0, 0, 3]);
  });

  it.each([2, 3, 4, 5, 6, 7, 8])('%i groups, top two: teams of one group can only meet in the final', (count) => {
    const entrants = groupKnockoutEntrants(groups(count), 2, 0);
    const bracket = buildBracket(entrants, false);
    const meetings = sameGroupMeetings(bracket);
    expect(meetings.slice(0, -1).every((n) => n === 0)).toBe(true);
    // Every winner's first opponent (or a bye) is from another group, and not a winner when there are runners-up for it.
    bracket.draw.forEach((source, place) => {
      const opponent = bracket.draw[place ^ 1] ?? null;
      if (source?.kind === 'group' && source.position === 1 && opponent?.kind === 'group') {
        expect(opponent.group).not.toBe(source.group);
        expect(opponent.position).toBe(2);
      }
    });
  });

  it.each([
    [2, 3],
    [3, 3],
    [4, 3],
    [3, 1],
    [6, 1],
  ])('%i groups, top %i: the first round never pairs two teams of one group', (count, advance) => {
    const bracket = buildBracket(groupKnockoutEntrants(groups(count), advance, 0), false);
    expect(sameGroupMeetings(bracket)[0]).toBe(0);
  });

  it('2 groups, top three: a group’s winner and runner-up in opposite halves, its third in the other quarter', () => {
    const bracket = buildBracket(groupKnockoutEntrants(groups(2), 3, 0), false);
    expect(bracket.draw.map(show)).toEqual(['A1', 'bye', 'B2', 'A3', 'B1', 'bye', 'A2', 'B3']);
    expect(sameGroupMeetings(bracket)).toEqual([0, 2, 4]);
  });

  it('keeps to seed order when nothing is to be gained', () => {
    const entrants: Entrant[] = knockoutEntrants(seeds(4)).map((e, i) => ({ ...e, tier: i + 1 }));
    expect(buildBracket(entrants, false).draw.map(show)).toEqual(['s1', 's4', 's2', 's3']);
  });

  it('draws 16 groups, top two, quickly', () => {
    const started = performance.now();
    const bracket = buildBracket(groupKnockoutEntrants(groups(16), 2, 0), false);
    expect(
      sameGroupMeetings(bracket)
        .slice(0, -1)
        .every((n) => n === 0),
    ).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('labels', () => {
  it('names placeholders and rounds', () => {
    expect(placeholderLabel({ kind: 'group', group: 'A', position: 1 })).toBe('Winner of Group A');
    expect(placeholderLabel({ kind: 'group', group: 'B', position: 2 })).toBe('Runner-up of Group B');
    expect(placeholderLabel({ kind: 'group', group: 'C', position: 3 })).toBe('Third-placed team of Group C');
    expect(placeholderLabel({ kind: 'best-placed', position: 3, rank: 1 })).toBe('Best third-placed team 1');
    expect(placeholderLabel({ kind: 'best-placed', position: 2, rank: 2 })).toBe('Best runner-up 2');
    expect(placeholderLabel({ kind: 'winner', match: 'QF1' })).toBe('Winner of QF1');
    expect(placeholderLabel({ kind: 'loser', match: 'SF1' })).toBe('Loser of SF1');
    const bracket = buildBracket(knockoutEntrants(seeds(20)), true);
    expect([...new Set(bracket.matches.map((m) => roundName(bracket, m)))]).toEqual([
      'Round of 32',
      'Round of 16',
      'Quarter-finals',
      'Semi-finals',
      'Third-place match',
      'Final',
    ]);
  });
});
