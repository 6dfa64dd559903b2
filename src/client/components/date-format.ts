import { DateTime, Settings } from 'luxon';
import { todayIn } from '../../shared/domain/tournament-period';
import { knowsZone, zonedTime } from '../../shared/domain/zoned-time';

// The screens speak English: Luxon then names days and months itself instead of asking Intl for the
// phone's locale, which costs a slow phone a quarter of a second on the first date it draws.
Settings.defaultLocale = 'en-US';

/**
 * A formatter that keeps what it has worked out: a list of fixtures formats the same instants in the
 * same zone on every render. The answers depend on their arguments alone.
 */
function remembered<A extends string[]>(format: (...args: A) => string): (...args: A) => string {
  const known = new Map<string, string>();
  return (...args: A) => {
    const key = args.join('\u0000');
    let answer = known.get(key);
    if (answer === undefined) {
      answer = format(...args);
      if (known.size >= 2_000) known.clear();
      known.set(key, answer);
    }
    return answer;
  };
}

const kickOff = remembered((iso: string, zone: string, thisYear: string): string => {
  const at = zonedTime(iso, zone);
  if (!at) return iso;
  const day = `${at.weekday.slice(0, 3)} ${at.day} ${at.month.slice(0, 3)}`;
  return `${at.year === thisYear ? day : `${day} ${at.year}`}, ${at.hour}:${at.minute} (${at.zone})`;
});

/**
 * "Sat 22 Nov, 15:30 (Asia/Kolkata)", in the tournament's own zone (docs/rules.md#tournaments); in
 * another year than `now`'s there, with the year ("Sat 22 Nov 2025, 15:30 (Asia/Kolkata)").
 */
export const formatKickOff = (iso: string, zone: string, now = Date.now()): string =>
  kickOff(iso, zone, todayIn(zone, now).slice(0, 4));

/** The kick-off time alone, in the zone ("15:30"): under a day's heading that already names the day. */
export const formatKickOffTime = remembered((iso: string, zone: string): string => {
  const at = zonedTime(iso, zone);
  return at ? `${at.hour}:${at.minute}` : iso;
});

/** A calendar day "2025-11-22" as it is, read at midnight UTC. */
const calendarDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? zonedTime(`${day}T00:00:00Z`, 'UTC') : null);

/** A fixture list's day heading ("Saturday 22 November 2025") for a calendar day "2025-11-22". */
export const formatDayHeading = remembered((day: string): string => {
  const at = calendarDay(day);
  return at ? `${at.weekday} ${at.day} ${at.month} ${at.year}` : day;
});

/** The name of a zone as the lists say it ("Asia/Kolkata"); an unknown one is UTC, as times are shown. */
export const zoneName = remembered((zone: string): string => (knowsZone(zone) ? zone : 'UTC'));

/** A calendar day as stored for tournaments ("2025-11-22"): "22 Nov 2025". */
export const formatDay = remembered((day: string): string => {
  const at = calendarDay(day);
  return at ? `${at.day} ${at.month.slice(0, 3)} ${at.year}` : day;
});

/** When a saved read was stored, in the phone's own zone: "22 Nov, 18:42". */
export function formatSavedAt(millis: number): string {
  return DateTime.fromMillis(millis).toFormat('d LLL, HH:mm');
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until an instant, split for display; null once it has passed. */
export function countdownParts(targetMillis: number, nowMillis: number): CountdownParts | null {
  const left = Math.floor((targetMillis - nowMillis) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
