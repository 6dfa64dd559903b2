import { describe, expect, it } from 'vitest';
import { type CompetitionPlan, planCompetition } from './competition';
import { drawGroups } from './groups';
import { seededRandom } from './random';
import { planDays } from './schedule';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `t${i + 1}`);
const plan = (result: ReturnType<typeof planCompetition>): CompetitionPlan => {
  if ('problem' in result) throw new Error(result.problem);
  return result;
};

describe('planDays', () => {
  it('takes the groups’ matchdays, then one day per knockout round, days apart from the first', () => {
    const twelve = ids(12);
    const groups = drawGroups(twelve, 3, seededRandom(1));
    const groupsKnockout = plan(
      planCompetition({ kind: 'groups-knockout', rounds: 1, advance: 2, thirdPlace: false }, twelve, groups),
    );
    // Groups of 4: 3 matchdays; 8 through: quarter-finals, semi-finals, final.
    const days = planDays(groupsKnockout, '2026-06-01', 2);
    expect(days.count).toBe(6);
    expect(days.date(0)).toBe('2026-06-01');
    expect(days.knockoutDay(1)).toBe(3);
    expect(days.date(days.knockoutDay(1))).toBe('2026-06-07');
    expect(days.last).toBe('2026-06-11');
  });

  it('a league only has its matchdays, a knockout only its rounds', () => {
    expect(planDays(plan(planCompetition({ kind: 'league', rounds: 1 }, ids(4))), '2026-06-01', 1).last).toBe(
      '2026-06-03',
    );
    const knockout = planDays(plan(planCompetition({ kind: 'knockout', thirdPlace: false }, ids(4))), '2026-06-01', 0);
    expect(knockout.count).toBe(2);
    expect(knockout.knockoutDay(1)).toBe(0);
    expect(knockout.last).toBe('2026-06-01');
  });
});
