import { DateTime } from 'luxon';

/** Times shown in the tournament's own zone, naming it (docs/rules.md#tournaments). */
function inZone(iso: string, zone: string): DateTime {
  const utc = DateTime.fromISO(iso, { zone: 'utc' });
  const local = utc.setZone(zone);
  return local.isValid ? local : utc;
}

/** "Sat 22 Nov, 15:30 (Asia/Kolkata)". */
export function formatKickOff(iso: string, zone: string): string {
  const at = inZone(iso, zone);
  if (!at.isValid) return iso;
  return `${at.toFormat('ccc d LLL, HH:mm')} (${at.zoneName})`;
}

/** The kick-off time alone, in the zone ("15:30"): under a day's heading that already names the day. */
export function formatKickOffTime(iso: string, zone: string): string {
  const at = inZone(iso, zone);
  return at.isValid ? at.toFormat('HH:mm') : iso;
}

/** A fixture list's day heading ("Saturday 22 November 2025") for a calendar day "2025-11-22". */
export function formatDayHeading(day: string): string {
  const at = DateTime.fromISO(day, { zone: 'utc' });
  return at.isValid ? at.toFormat('cccc d LLLL yyyy') : day;
}

/** The name of a zone as the lists say it ("Asia/Kolkata"); an unknown one is UTC, as times are shown. */
export function zoneName(zone: string): string {
  const at = DateTime.now().setZone(zone);
  return at.isValid ? (at.zoneName as string) : 'UTC';
}

/** A calendar day as stored for tournaments ("2025-11-22"): "22 Nov 2025". */
export function formatDay(day: string): string {
  const at = DateTime.fromISO(day, { zone: 'utc' });
  return at.isValid ? at.toFormat('d LLL yyyy') : day;
}

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
