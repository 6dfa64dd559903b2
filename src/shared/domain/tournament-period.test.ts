import { describe, expect, it } from 'vitest';
import { groupByPeriod, periodOf, todayIn } from './tournament-period';

/** 03:30 UTC on 2 March: still 1 March in Los Angeles, already 2 March in Kolkata. */
const EARLY_UTC = Date.UTC(2027, 2, 2, 3, 30);
const lastDay = (timeZone: string, endDate: string) => ({ startDate: '2027-02-20', endDate, timeZone });

describe('periodOf', () => {
  it('keeps a tournament live through the evening of its last day in its own zone, west of UTC', () => {
    expect(todayIn('America/Los_Angeles', EARLY_UTC)).toBe('2027-03-01');
    expect(periodOf(lastDay('America/Los_Angeles', '2027-03-01'), EARLY_UTC)).toBe('current');
    expect(periodOf(lastDay('UTC', '2027-03-01'), EARLY_UTC)).toBe('past');
  });

  it('starts a tournament on its first day in its own zone, east of UTC', () => {
    const late = Date.UTC(2027, 2, 1, 20, 0); // already 2 March in Kiritimati (UTC+14)
    const starting = { startDate: '2027-03-02', endDate: '2027-03-05', timeZone: 'Pacific/Kiritimati' };
    expect(periodOf(starting, late)).toBe('current');
    expect(periodOf({ ...starting, timeZone: 'UTC' }, late)).toBe('future');
  });

  it('puts a tournament with a match being played on now, whatever its dates', () => {
    const late = Date.UTC(2027, 2, 1, 20, 0);
    const tomorrow = { startDate: '2027-03-02', endDate: '2027-03-05', timeZone: 'UTC' };
    const yesterday = { startDate: '2027-02-20', endDate: '2027-02-28', timeZone: 'UTC' };
    expect(periodOf({ ...tomorrow, playing: true }, late)).toBe('current');
    expect(periodOf({ ...yesterday, playing: true }, late)).toBe('current');
    expect(periodOf({ ...tomorrow, playing: false }, late)).toBe('future');
    expect(periodOf({ ...yesterday, playing: false }, late)).toBe('past');
  });

  it('reads an unknown zone as UTC', () => {
    expect(todayIn('Mars/Olympus_Mons', EARLY_UTC)).toBe('2027-03-02');
  });
});

describe('groupByPeriod', () => {
  const cup = (name: string, startDate: string, endDate: string) => ({ name, startDate, endDate, timeZone: 'UTC' });

  it('puts the tournaments on now first, then the soonest to come, then the latest finished, leaving out empty periods', () => {
    const list = [
      cup('old', '2026-05-01', '2026-05-03'),
      cup('later', '2027-06-01', '2027-06-02'),
      cup('now', '2027-03-01', '2027-03-04'),
      cup('recent', '2027-01-01', '2027-01-03'),
      cup('soon', '2027-04-01', '2027-04-02'),
    ];
    const groups = groupByPeriod(list, EARLY_UTC).map((g) => [g.period, g.tournaments.map((t) => t.name)]);
    expect(groups).toEqual([
      ['current', ['now']],
      ['future', ['soon', 'later']],
      ['past', ['recent', 'old']],
    ]);
    expect(groupByPeriod([cup('old', '2026-05-01', '2026-05-03')], EARLY_UTC).map((g) => g.period)).toEqual(['past']);
  });
});
