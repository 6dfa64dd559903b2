import { describe, expect, it } from 'vitest';
import { countdownParts, formatDay, formatDayHeading, formatKickOff, formatKickOffTime, zoneName } from './date-format';

describe('formatKickOff', () => {
  const in2025 = Date.parse('2025-06-01T12:00:00.000Z');

  it('shows the instant in the tournament zone and names the zone', () => {
    expect(formatKickOff('2025-11-22T10:00:00.000Z', 'Asia/Kolkata', in2025)).toBe('Sat 22 Nov, 15:30 (Asia/Kolkata)');
    expect(formatKickOff('2025-11-22T10:00:00.000Z', 'Europe/London', in2025)).toBe(
      'Sat 22 Nov, 10:00 (Europe/London)',
    );
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(formatKickOff('2025-11-22T10:00:00.000Z', 'Not/AZone', in2025)).toBe('Sat 22 Nov, 10:00 (UTC)');
  });

  it("names the year of a kick-off in another year than now's, in the tournament zone", () => {
    expect(formatKickOff('2024-11-22T10:00:00.000Z', 'Asia/Kolkata', in2025)).toBe(
      'Fri 22 Nov 2024, 15:30 (Asia/Kolkata)',
    );
    // 31 December 20:00 UTC is already 1 January in Kolkata.
    const newYearsEve = Date.parse('2025-12-31T20:00:00.000Z');
    expect(formatKickOff('2025-12-31T10:00:00.000Z', 'Asia/Kolkata', newYearsEve)).toBe(
      'Wed 31 Dec 2025, 15:30 (Asia/Kolkata)',
    );
    expect(formatKickOff('2025-12-31T10:00:00.000Z', 'UTC', newYearsEve)).toBe('Wed 31 Dec, 10:00 (UTC)');
  });
});

describe('formatDay', () => {
  it('formats a stored calendar day without shifting it', () => {
    expect(formatDay('2025-11-22')).toBe('22 Nov 2025');
  });
});

describe('countdownParts', () => {
  const kickOff = Date.parse('2025-11-22T10:00:00.000Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = kickOff - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(kickOff, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('targets the real instant, with no fixed offset', () => {
    expect(countdownParts(kickOff, kickOff - 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is null once kick-off has passed', () => {
    expect(countdownParts(kickOff, kickOff)).toBeNull();
    expect(countdownParts(kickOff, kickOff + 60_000)).toBeNull();
  });
});

describe('fixture list dates', () => {
  it('gives the kick-off time alone in the zone, and the day heading in full', () => {
    expect(formatKickOffTime('2025-11-22T18:45:00.000Z', 'Asia/Kolkata')).toBe('00:15');
    expect(formatKickOffTime('2025-11-22T18:45:00.000Z', 'Not/AZone')).toBe('18:45');
    expect(formatDayHeading('2025-11-23')).toBe('Sunday 23 November 2025');
    expect(zoneName('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(zoneName('Not/AZone')).toBe('UTC');
  });
});
