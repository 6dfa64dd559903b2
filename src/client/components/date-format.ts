import { DateTime, Settings } from 'luxon';

// The screens speak English: Luxon then names days and months itself instead of asking Intl for the
// phone's locale, which costs a slow phone a quarter of a second on the first date it draws.
Settings.defaultLocale = 'en-US';

/** Times shown in the tournament's own zone, naming it (docs/rules.md#tournaments). */
function inZone(iso: string, zone: string): DateTime {
  const utc = DateTime.fromISO(iso, { zone: 'utc' });
  const local = utc.setZone(zone);
  return local.isValid ? local : utc;
}

/**
 * A formatter that keeps what it has worked out: a list of fixtures formats the same instants in the
 * same zone on every render, and each one costs Luxon a time-zone lookup (Intl) — the largest part of
 * drawing a long fixture list on a slow phone. The answers depend on their arguments alone.
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

/** "Sat 22 Nov, 15:30 (Asia/Kolkata)". */
export const formatKickOff = remembered((iso: string, zone: string): string => {
  const at = inZone(iso, zone);
  if (!at.isValid) return iso;
  return `${at.toFormat('ccc d LLL, HH:mm')} (${at.zoneName})`;
});

/** The kick-off time alone, in the zone ("15:30"): under a day's heading that already names the day. */
export const formatKickOffTime = remembered((iso: string, zone: string): string => {
  const at = inZone(iso, zone);
  return at.isValid ? at.toFormat('HH:mm') : iso;
});

/** A fixture list's day heading ("Saturday 22 November 2025") for a calendar day "2025-11-22". */
export const formatDayHeading = remembered((day: string): string => {
  const at = DateTime.fromISO(day, { zone: 'utc' });
  return at.isValid ? at.toFormat('cccc d LLLL yyyy') : day;
});

/** The name of a zone as the lists say it ("Asia/Kolkata"); an unknown one is UTC, as times are shown. */
export const zoneName = remembered((zone: string): string => {
  const at = DateTime.now().setZone(zone);
  return at.isValid ? (at.zoneName as string) : 'UTC';
});

/** A calendar day as stored for tournaments ("2025-11-22"): "22 Nov 2025". */
export const formatDay = remembered((day: string): string => {
  const at = DateTime.fromISO(day, { zone: 'utc' });
  return at.isValid ? at.toFormat('d LLL yyyy') : day;
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
