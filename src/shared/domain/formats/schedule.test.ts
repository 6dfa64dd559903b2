import { describe, expect, it } from 'vitest';
import { type CompetitionPlan, planCompetition } from './competition';
import { drawGroups } from './groups';
import { seededRandom } from './random';
import { dayOrder, kickOffTime, planDays } from './schedule';

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

describe('dayOrder and kickOffTime', () => {
  it("places each match in its day's order, the stage's by matchday and the knockout's by round", () => {
    const eight = ids(8);
    const groups = [
      { name: 'A', teamIds: eight.slice(0, 4) },
      { name: 'B', teamIds: eight.slice(4) },
    ];
    const cup = plan(
      planCompetition({ kind: 'groups-knockout', rounds: 1, advance: 2, thirdPlace: true }, eight, groups),
    );
    const order = dayOrder(cup, 1);
    // Two groups of four: four matches a matchday, placed 0 to 3 on each of the three.
    for (const matchday of [1, 2, 3]) {
      const places = cup.stageMatches.flatMap((m, i) => (m.matchday === matchday ? [order.stage[i]] : []));
      expect(places).toEqual([0, 1, 2, 3]);
    }
    expect([order.knockout.get('SF1'), order.knockout.get('SF2')]).toEqual([0, 1]);
    // The final and the third-place match share a day: one after the other.
    expect([order.knockout.get('3P'), order.knockout.get('F')].sort()).toEqual([0, 1]);
    expect(order.busiest).toBe(4);
  });

  it("plays every match on one day in the plan's order when there are no days between", () => {
    const four = ids(4);
    const cup = plan(planCompetition({ kind: 'knockout', thirdPlace: true }, four, []));
    const order = dayOrder(cup, 0);
    expect(order.knockout.get('SF1')).toBe(0);
    expect(order.knockout.get('SF2')).toBe(1);
    expect([order.knockout.get('3P'), order.knockout.get('F')].sort()).toEqual([2, 3]);
    expect(order.busiest).toBe(4);
  });

  it('spaces kick-offs from the first, and has none past midnight', () => {
    expect(kickOffTime('10:00', 0, 90)).toBe('10:00');
    expect(kickOffTime('10:00', 3, 90)).toBe('14:30');
    expect(kickOffTime('09:45', 2, 0)).toBe('09:45');
    expect(kickOffTime('22:30', 1, 75)).toBe('23:45');
    expect(kickOffTime('22:30', 1, 90)).toBeNull();
  });
});
