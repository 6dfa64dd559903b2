import { describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/domain/tournament-period';
import { followsLive } from './use-tournament-live';

const dayFromToday = (days: number) => {
  const date = new Date(`${todayIn('UTC')}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const cup = (start: number, end: number, statuses: string[] = []) => ({
  id: 't',
  startDate: dayFromToday(start),
  endDate: dayFromToday(end),
  timeZone: 'UTC',
  fixtures: statuses.map((status) => ({ status })),
});

describe('followsLive', () => {
  it('follows a tournament on now or to come, so a match kicked off a day early shows live at once', () => {
    expect(followsLive(cup(0, 2))).toBe(true);
    expect(followsLive(cup(1, 3, ['SCHEDULED']))).toBe(true);
  });

  it('follows a finished tournament only while one of its matches is still being played', () => {
    expect(followsLive(cup(-5, -1, ['FULL_TIME']))).toBe(false);
    expect(followsLive(cup(-5, -1, ['FULL_TIME', 'EXTRA_TIME']))).toBe(true);
  });
});
