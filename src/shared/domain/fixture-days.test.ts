import { describe, expect, it } from 'vitest';
import { dayIn, groupFixturesByDay } from './fixture-days';

const fixture = (id: string, date: string, status = 'SCHEDULED', venue = 'North Field') => ({
  id,
  date,
  status,
  venue,
});
const ids = (groups: ReturnType<typeof groupFixturesByDay<ReturnType<typeof fixture>>>) =>
  groups.map((g) => [g.key, g.fixtures.map((f) => f.id)]);

describe('dayIn', () => {
  it("gives an instant's calendar day in the zone, not in UTC", () => {
    // 18:30 UTC is past midnight in Kolkata (UTC+5:30), and still the day before in Pago Pago (UTC−11).
    expect(dayIn('2025-11-22T18:30:00.000Z', 'Asia/Kolkata')).toBe('2025-11-23');
    expect(dayIn('2025-11-22T18:29:00.000Z', 'Asia/Kolkata')).toBe('2025-11-22');
    expect(dayIn('2025-11-22T05:00:00.000Z', 'Pacific/Pago_Pago')).toBe('2025-11-21');
    expect(dayIn('2025-11-22T05:00:00.000Z', 'Not/AZone')).toBe('2025-11-22');
  });
});

describe('groupFixturesByDay', () => {
  it('puts live matches first, then one group per day in the zone, each by kick-off', () => {
    const groups = groupFixturesByDay(
      [
        fixture('late', '2025-11-22T18:45:00.000Z'),
        fixture('done', '2025-11-22T10:00:00.000Z', 'FULL_TIME'),
        fixture('live2', '2025-11-23T12:00:00.000Z', 'HALF_TIME'),
        fixture('early', '2025-11-22T04:00:00.000Z'),
        fixture('live1', '2025-11-23T11:00:00.000Z', 'SECOND_HALF'),
      ],
      'Asia/Kolkata',
      'Main Arena',
    );
    expect(ids(groups)).toEqual([
      ['live', ['live1', 'live2']],
      ['2025-11-22', ['early', 'done']],
      ['2025-11-23', ['late']],
    ]);
    expect(groups[0]?.live).toBe(true);
    expect(groups[1]?.live).toBe(false);
  });

  it('names the venue of a group only when every fixture of it shares one', () => {
    const groups = groupFixturesByDay(
      [
        fixture('a', '2025-11-22T10:00:00.000Z', 'SCHEDULED', ''),
        fixture('b', '2025-11-22T12:00:00.000Z', 'SCHEDULED', 'Main Arena'),
        fixture('c', '2025-11-23T10:00:00.000Z', 'SCHEDULED', 'North Field'),
        fixture('d', '2025-11-23T12:00:00.000Z', 'SCHEDULED', 'South Field'),
      ],
      'UTC',
      'Main Arena',
    );
    expect(groups.map((g) => g.venue)).toEqual(['Main Arena', null]);
  });

  it('has no groups without fixtures and no live group without a live match', () => {
    expect(groupFixturesByDay([], 'UTC', 'Main Arena')).toEqual([]);
    expect(groupFixturesByDay([fixture('a', '2025-11-22T10:00:00.000Z')], 'UTC', 'x')[0]?.key).toBe('2025-11-22');
  });
});
