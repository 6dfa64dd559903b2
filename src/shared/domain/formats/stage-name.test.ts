import { describe, expect, it } from 'vitest';
import { buildBracket, roundName } from './bracket';
import { stageName } from './stage-name';

describe('stageName', () => {
  it("names every knockout match's round as the bracket does, from a 32-team draw down to the final and third place", () => {
    const entrants = Array.from({ length: 32 }, (_, i) => ({
      source: { kind: 'team' as const, teamId: `team-${i}` },
      group: null,
      tier: 0,
    }));
    const bracket = buildBracket(entrants, true);
    for (const match of bracket.matches) {
      expect(stageName({ stage: 'knockout', bracketMatch: match.id })).toBe(roundName(bracket, match));
    }
    expect(new Set(bracket.matches.map((m) => stageName({ bracketMatch: m.id })))).toEqual(
      new Set(['Round of 32', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Third-place match', 'Final']),
    );
  });

  it('names a group match by its group, and says nothing of a league match or one outside a format', () => {
    expect(stageName({ stage: 'B', bracketMatch: null })).toBe('Group B');
    expect(stageName({ stage: 'league', bracketMatch: null })).toBeNull();
    expect(stageName({})).toBeNull();
  });
});
