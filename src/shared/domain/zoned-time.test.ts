import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dayIn } from './fixture-days';
import { zonedTime } from './zoned-time';

const ZONES = ['Asia/Kolkata', 'Europe/London', 'America/Los_Angeles', 'Pacific/Chatham', 'Australia/Adelaide', 'UTC'];

describe('zonedTime', () => {
  it('gives the day and time Luxon gives, in every zone, across the daylight-saving changes', () => {
    // Every 7 hours and 13 minutes through two years: each hour of the day, each weekday, both clock changes.
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let at = start; at < start + 2 * 365 * 86_400_000; at += (7 * 60 + 13) * 60_000) {
      const iso = new Date(at).toISOString();
      for (const zone of ZONES) {
        const luxon = DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone).setLocale('en-US');
        const parts = zonedTime(iso, zone);
        expect(`${parts?.weekday} ${parts?.day} ${parts?.month} ${parts?.year} ${parts?.hour}:${parts?.minute}`).toBe(
          luxon.toFormat('cccc d LLLL yyyy HH:mm'),
        );
        expect(dayIn(iso, zone)).toBe(luxon.toISODate());
      }
    }
  });

  it('reads an instant written without an offset as UTC, and an unknown zone as UTC', () => {
    expect(zonedTime('2025-11-22T18:45:00', 'Asia/Kolkata')).toMatchObject({ day: '23', hour: '00', minute: '15' });
    expect(zonedTime('2025-11-22T18:45:00.000Z', 'Not/AZone')).toMatchObject({ day: '22', hour: '18', zone: 'UTC' });
    expect(dayIn('2025-03-05T10:00:00.000Z', 'UTC')).toBe('2025-03-05');
  });

  it('is null for no instant at all', () => {
    expect(zonedTime('not a date', 'UTC')).toBeNull();
    expect(dayIn('not a date', 'UTC')).toBe('not a date');
  });
});
