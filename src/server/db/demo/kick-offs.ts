import { DateTime } from 'luxon';

/** The demo's grounds, taken in turn by its matches. */
export const VENUES = ['Main Arena', 'Riverside Ground', 'Marine Drive Turf'];

/** The minute of the second half the demo's live matches are in when the demo is seeded. */
export const LIVE_MINUTE = 55;

/** Kick-off times in the tournament's zone, taken in turn, so two matches on one day start apart. */
export const KICK_OFFS = [
  { hour: 10, minute: 0 },
  { hour: 12, minute: 30 },
  { hour: 15, minute: 0 },
  { hour: 17, minute: 30 },
];

/** `days` days from `now` in the tournament's zone: its days and its kick-offs are both counted there. */
export const daysFrom = (now: Date, days: number, timeZone: string) =>
  DateTime.fromJSDate(now, { zone: timeZone }).plus({ days });

/** A kick-off `days` days from `now`, at a round time of day in the tournament's zone. */
export function kickOffAt(now: Date, days: number, slot: number, timeZone: string): Date {
  const time = KICK_OFFS[slot % KICK_OFFS.length] as (typeof KICK_OFFS)[number];
  return daysFrom(now, days, timeZone)
    .set({ ...time, second: 0, millisecond: 0 })
    .toJSDate();
}
