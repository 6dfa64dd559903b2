import { DateTime } from 'luxon';
import type { CompetitionPlan } from './competition';

/** When a plan is played: its days in order, `daysBetween` apart from the first day. */
export interface PlanDays {
  /** How many days the plan takes: its league or group matchdays, then one per knockout round. */
  count: number;
  /** The day (0 the first) of knockout round r; matchday n of the league or groups is day n - 1. */
  knockoutDay: (round: number) => number;
  /** The date ("YYYY-MM-DD") of day i, 0 the first; empty when the first day is not a date. */
  date: (index: number) => string;
  /** The date of the last day the plan takes. */
  last: string;
}

/**
 * The days of a plan's schedule (docs/rules.md#competition-formats), the same on the phone, which
 * checks them before sending, and on the server, which sets the kick-offs from them.
 */
export function planDays(plan: CompetitionPlan, firstDay: string, daysBetween: number): PlanDays {
  const stageDays = Math.max(0, ...plan.stageMatches.map((m) => m.matchday));
  const rounds = Math.max(0, ...(plan.bracket?.matches.map((m) => m.round) ?? []));
  const count = stageDays + rounds;
  const date = (index: number) =>
    DateTime.fromISO(firstDay)
      .plus({ days: index * daysBetween })
      .toISODate() ?? '';
  return { count, knockoutDay: (round) => stageDays + round - 1, date, last: date(count - 1) };
}
