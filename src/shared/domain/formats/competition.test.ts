import { describe, expect, it } from 'vitest';
import { placeholderLabel, type SlotSource } from './bracket';
import {
  type CompetitionFormat,
  type CompetitionPlan,
  defaultBestPlaced,
  type FormatProblem,
  planCompetition,
} from './competition';
import { drawGroups, type Group, groupMatchCount } from './groups';
import { formatMessages } from './messages';
import { seededRandom } from './random';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `t${i + 1}`);
const plan = (format: CompetitionFormat, teamIds: string[], groups: Group[] = []) => {
  const result = planCompetition(format, teamIds, groups);
  if ('problem' in result) throw new Error(result.problem);
  return result;
};
const label = (source: SlotSource) => (source.kind === 'team' ? source.teamId : placeholderLabel(source));
const firstRound = (p: CompetitionPlan) =>
  p.bracket?.matches.filter((m) => m.round === 1).map((m) => `${m.id}: ${label(m.home)} v ${label(m.away)}`);
const groupsKnockout = (advance: 1 | 2 | 3, extra: Partial<CompetitionFormat> = {}): CompetitionFormat => ({
  kind: 'groups-knockout',
  rounds: 1,
  advance,
  thirdPlace: true,
  ...extra,
});

describe('planCompetition', () => {
  it('league: every pairing, once or home and away, and no bracket', () => {
    const once = plan({ kind: 'league', rounds: 1 }, ids(6));
    expect(once.stageMatches).toHaveLength(15);
    expect(once.stageMatches.every((m) => m.group === null)).toBe(true);
    expect(once.bracket).toBeNull();
    expect(plan({ kind: 'league', rounds: 2 }, ids(6)).stageMatches).toHaveLength(30);
  });

  it('knockout only: seeds in the order given, byes to the top seeds', () => {
    const p = plan({ kind: 'knockout', thirdPlace: false }, ids(6));
    expect(p.stageMatches).toEqual([]);
    expect(firstRound(p)).toEqual(['QF1: t4 v t5', 'QF2: t3 v t6']);
  });

  it('12 teams in 3 groups of 4: the top two and the two best thirds play the quarter-finals', () => {
    const groups = drawGroups(ids(12), 3, seededRandom(12));
    const p = plan(groupsKnockout(2), ids(12), groups);
    expect(p.stageMatches).toHaveLength(3 * groupMatchCount(4, 1));
    expect(p.bracket?.size).toBe(8);
    expect(firstRound(p)).toEqual([
      'QF1: Winner of Group A v Best third-placed team 2',
      'QF2: Runner-up of Group B v Runner-up of Group C',
      'QF3: Winner of Group B v Best third-placed team 1',
      'QF4: Winner of Group C v Runner-up of Group A',
    ]);
    expect(p.bracket?.matches.map((m) => m.id)).toEqual(['QF1', 'QF2', 'QF3', 'QF4', 'SF1', 'SF2', '3P', 'F']);
  });

  it.each([
    // teams, groups, advance, best-placed, bracket size
    [9, 3, 1, 1, 4], // groups of 3, winners and the best runner-up: semi-finals
    [12, 4, 2, 0, 8], // groups of 3, top two: quarter-finals
    [16, 4, 3, 4, 16], // groups of 4, top three and the four best fourths
    [15, 3, 2, 2, 8], // groups of 5, top two and the two best thirds
    [20, 4, 3, 4, 16], // groups of 5, top three and the four best fourths
    [18, 6, 2, 4, 16], // six groups of 3, top two and the four best thirds (the Euro's shape)
    [10, 2, 3, 2, 8], // groups of 5, top three and the two best fourths
  ])('%i teams in %i groups, top %i: %i best-placed fill a bracket of %i', (count, groupCount, advance, best, size) => {
    expect(defaultBestPlaced(groupCount, advance)).toBe(best);
    const groups = drawGroups(ids(count), groupCount, seededRandom(count));
    const p = plan(groupsKnockout(advance as 1 | 2 | 3), ids(count), groups);
    expect(p.bracket?.size).toBe(size);
    expect(p.bracket?.draw.filter((s) => s?.kind === 'best-placed')).toHaveLength(best);
    expect(p.bracket?.draw.includes(null)).toBe(false);
  });

  it('gives byes to the top seeds when the groups cannot fill the bracket, or when asked for no best-placed', () => {
    // Five groups of 3, top two: 10 teams, and five thirds cannot make 16.
    const groups = drawGroups(ids(15), 5, seededRandom(1));
    const p = plan(groupsKnockout(2), ids(15), groups);
    expect(p.bracket?.size).toBe(16);
    expect(p.bracket?.draw.filter((s) => s === null)).toHaveLength(6);
    const noThirds = plan(groupsKnockout(2, { bestPlaced: 0 }), ids(12), drawGroups(ids(12), 3, seededRandom(1)));
    expect(firstRound(noThirds)).toEqual([
      'QF1: Runner-up of Group B v Runner-up of Group C',
      'QF2: Winner of Group C v Runner-up of Group A',
    ]);
  });

  it('explains a format that does not fit the teams', () => {
    const threes = drawGroups(ids(9), 3, seededRandom(1));
    expect(planCompetition({ kind: 'league', rounds: 1 }, ids(1))).toEqual({ problem: 'tooFewTeams' });
    expect(planCompetition({ kind: 'knockout', thirdPlace: false }, ids(129))).toEqual({ problem: 'tooManyTeams' });
    expect(planCompetition(groupsKnockout(2), ids(9), [])).toEqual({ problem: 'groupCount' });
    expect(planCompetition(groupsKnockout(2), ids(10), threes)).toEqual({ problem: 'groupTeams' });
    expect(planCompetition(groupsKnockout(3), ids(9), threes)).toEqual({ problem: 'advance' });
    expect(planCompetition(groupsKnockout(2, { bestPlaced: 4 }), ids(9), threes)).toEqual({ problem: 'bestPlaced' });
    const one = drawGroups(ids(4), 1, seededRandom(1));
    expect(planCompetition(groupsKnockout(1, { bestPlaced: 0 }), ids(4), one)).toEqual({ problem: 'fewQualifiers' });
  });

  it('has a sentence for every problem', () => {
    const problems: FormatProblem[] = [
      'tooFewTeams',
      'tooManyTeams',
      'groupCount',
      'groupTeams',
      'groupSize',
      'advance',
      'bestPlaced',
      'fewQualifiers',
    ];
    for (const problem of problems) expect(formatMessages.problems[problem]).toMatch(/^[A-Z].*\.$/);
  });
});
