import { describe, expect, it } from 'vitest';
import {
  type BracketMatchRead,
  type BracketRead,
  bracketColumns,
  openingRound,
  roundsInOrder,
  teamPath,
  winnerSide,
} from './bracket-layout';

const team = (id: string) => ({ team: { id, name: id, logo: null }, label: id });
const placeholder = (label: string) => ({ team: null, label });

function match(id: string, home: ReturnType<typeof team>, away: ReturnType<typeof team>, winner?: string) {
  return {
    id,
    home,
    away,
    fixtureId: winner ? `fixture-${id}` : null,
    status: winner ? 'FULL_TIME' : null,
    result: winner ? '1–0' : null,
    winnerTeamId: winner ?? null,
  } satisfies BracketMatchRead;
}

/** Semi-finals played (A beat B, D beat C), third-place match and final to come; listed as the read lists them. */
const bracket: BracketRead = {
  rounds: [
    {
      round: 1,
      name: 'Semi-finals',
      matches: [match('SF1', team('A'), team('B'), 'A'), match('SF2', team('C'), team('D'), 'D')],
    },
    { round: 2, name: 'Third-place match', matches: [match('3P', team('B'), team('C'))] },
    { round: 2, name: 'Final', matches: [match('F', team('A'), team('D'))] },
  ],
};

describe('bracket layout', () => {
  it('plays the rounds in order, the third-place match after the final, in one column with it', () => {
    expect(roundsInOrder(bracket).map((r) => r.name)).toEqual(['Semi-finals', 'Final', 'Third-place match']);
    expect(bracketColumns(bracket).map((column) => column.map((r) => r.name))).toEqual([
      ['Semi-finals'],
      ['Final', 'Third-place match'],
    ]);
  });

  it("follows a team's path: the matches it played and the one it is drawn in", () => {
    expect([...teamPath(bracket, 'A')]).toEqual(['SF1', 'F']);
    expect([...teamPath(bracket, 'B')]).toEqual(['SF1', '3P']);
    expect(teamPath(bracket, 'nobody').size).toBe(0);
  });

  it('says which side won, and none before the result', () => {
    const [sf1, sf2] = bracket.rounds[0]?.matches ?? [];
    expect(winnerSide(sf1 as BracketMatchRead)).toBe('home');
    expect(winnerSide(sf2 as BracketMatchRead)).toBe('away');
    expect(winnerSide(match('F', team('A'), team('D')))).toBeNull();
  });

  it('opens on the first round still to be decided, else on the final', () => {
    expect(openingRound(bracket)).toBe('Final');
    const waiting: BracketRead = {
      rounds: [
        {
          round: 1,
          name: 'Semi-finals',
          matches: [match('SF1', team('A'), team('B')), match('SF2', team('C'), team('D'), 'D')],
        },
        {
          round: 2,
          name: 'Final',
          matches: [{ ...match('F', team('A'), team('D')), home: placeholder('Winner of SF1') }],
        },
      ],
    };
    expect(openingRound(waiting)).toBe('Semi-finals');
    const done: BracketRead = {
      rounds: [
        { round: 2, name: 'Third-place match', matches: [match('3P', team('B'), team('C'), 'C')] },
        { round: 2, name: 'Final', matches: [match('F', team('A'), team('D'), 'A')] },
      ],
    };
    expect(openingRound(done)).toBe('Final');
    expect(openingRound({ rounds: [] })).toBeNull();
  });
});
