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

/**
 * Each match's place in the order of its day, 0 the first: kick-offs follow one another
 * `minutesBetween` apart on one pitch. A matchday or a knockout round is a day of its own, unless
 * `daysBetween` is 0 and every match is played on the first day, in the plan's order.
 */
export interface DayOrder {
  /** The place of each of the plan's stage matches, in their order. */
  stage: number[];
  /** The place of each bracket match, by its id. */
  knockout: ReadonlyMap<string, number>;
  /** The most matches any one day has. */
  busiest: number;
}

export function dayOrder(plan: CompetitionPlan, daysBetween: number): DayOrder {
  const { knockoutDay } = planDays(plan, '', daysBetween);
  const taken = new Map<number, number>();
  const next = (index: number) => {
    const day = daysBetween === 0 ? 0 : index;
    const place = taken.get(day) ?? 0;
    taken.set(day, place + 1);
    return place;
  };
  const stage = plan.stageMatches.map((match) => next(match.matchday - 1));
  const knockout = new Map((plan.bracket?.matches ?? []).map((match) => [match.id, next(knockoutDay(match.round))]));
  return { stage, knockout, busiest: Math.max(0, ...taken.values()) };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The kick-off ("HH:mm") of the match at `place` in its day's order, from the day's first at `time`; null past midnight. */
export function kickOffTime(time: string, place: number, minutesBetween: number): string | null {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const at = hours * 60 + minutes + place * minutesBetween;
  if (at >= 24 * 60) return null;
  return `${twoDigits(Math.floor(at / 60))}:${twoDigits(at % 60)}`;
}

/** The last kick-off ("HH:mm") of the plan's busiest day; null past midnight. */
export function lastKickOff(
  plan: CompetitionPlan,
  { time, minutesBetween, daysBetween }: { time: string; minutesBetween: number; daysBetween: number },
): string | null {
  return kickOffTime(time, dayOrder(plan, daysBetween).busiest - 1, minutesBetween);
}
