import { describe, expect, it } from 'vitest';
import { clinched } from './clinched';

const row = (id: string, played: number, points: number) => ({ team: { id, name: id, logo: null }, played, points });
const marks = (rows: ReturnType<typeof row>[], rounds: 1 | 2, advance: number, places: number) =>
  rows.map((r) => clinched(rows, rounds, r, { advance, places }));

describe('clinched', () => {
  it('puts a team through once too few others can reach its points, and out once too many are past its best', () => {
    // Group of four, once, two matchdays of three played: C and D can reach 3 at most.
    const rows = [row('A', 2, 6), row('B', 2, 6), row('C', 2, 0), row('D', 2, 0)];
    expect(marks(rows, 1, 2, 2)).toEqual(['through', 'through', 'out', 'out']);
  });

  it('decides nothing while a level finish is still possible, since the tie-breakers are not known yet', () => {
    // B and C can both reach A's 6; A's 6 is past D's best of 3, but B and C are not.
    const rows = [row('A', 2, 6), row('B', 2, 3), row('C', 2, 3), row('D', 2, 0)];
    expect(marks(rows, 1, 2, 2)).toEqual([null, null, null, null]);
  });

  it('keeps a team in while the best-placed of the next place still go through', () => {
    const rows = [row('A', 2, 6), row('B', 2, 6), row('C', 2, 0), row('D', 2, 0)];
    expect(marks(rows, 1, 2, 3)).toEqual(['through', 'through', null, null]);
  });

  it('counts the matches still to play home and away', () => {
    // Three of six played: D's 0 can still become 9, past everyone's points now.
    const rows = [row('A', 3, 9), row('B', 3, 6), row('C', 3, 3), row('D', 3, 0)];
    expect(marks(rows, 2, 1, 1)).toEqual([null, null, null, null]);
    expect(marks(rows, 1, 1, 1)).toEqual(['through', 'out', 'out', 'out']);
  });

  it('decides nothing before a ball is kicked', () => {
    const rows = [row('A', 0, 0), row('B', 0, 0), row('C', 0, 0)];
    expect(marks(rows, 1, 1, 1)).toEqual([null, null, null]);
  });
});
