import { describe, expect, it } from 'vitest';
import { canDeleteCard, type FixtureCard, findFixtureProblem, newPairings, roundRobin } from './fixture-rules';

const card = (overrides: Partial<FixtureCard> = {}): FixtureCard => ({
  homeTeam: 'a',
  awayTeam: 'b',
  matchDate: '2026-12-05',
  time: '15:00',
  venue: 'Main Arena',
  ...overrides,
});

/** A season long enough for every card of these tests. */
const SEASON = { startDate: '2026-12-01', endDate: '2027-06-30' };

describe('findFixtureProblem', () => {
  it('accepts complete, distinct fixtures', () => {
    expect(
      findFixtureProblem([card(), card({ time: '17:00' }), card({ homeTeam: 'b', awayTeam: 'a' })], SEASON),
    ).toBeNull();
  });

  it.each(['homeTeam', 'awayTeam', 'matchDate', 'time', 'venue'] as const)('needs %s on every card', (field) => {
    expect(findFixtureProblem([card(), card({ time: '18:00', [field]: ' ' })], SEASON)).toBe('missing-fields');
  });

  it('finds the same home, away, date and time twice', () => {
    expect(findFixtureProblem([card(), card({ venue: 'Elsewhere' })], SEASON)).toBe('duplicate');
    expect(findFixtureProblem([card(), card({ matchDate: '2026-12-05T00:00:00.000Z' })], SEASON)).toBe('duplicate');
  });

  it('refuses a team playing itself', () => {
    expect(findFixtureProblem([card({ awayTeam: 'a' })], SEASON)).toBe('same-team');
  });

  it("keeps every match on the tournament's days, its first and last included", () => {
    const days = { startDate: '2026-12-05', endDate: '2026-12-06' };
    expect(findFixtureProblem([card(), card({ matchDate: '2026-12-06', time: '18:00' })], days)).toBeNull();
    expect(findFixtureProblem([card(), card({ matchDate: '2026-12-04' })], days)).toBe('outside-dates');
    expect(findFixtureProblem([card({ matchDate: '2026-12-07T00:00:00.000Z' })], days)).toBe('outside-dates');
  });
});

describe('canDeleteCard', () => {
  it('keeps the last card', () => {
    expect(canDeleteCard([card()])).toBe(false);
    expect(canDeleteCard([card(), card()])).toBe(true);
  });
});

describe('roundRobin', () => {
  const options = { rounds: 1 as const, startDate: '2026-12-05', daysBetween: 7, time: '15:00', venue: 'Main Arena' };
  const pairKey = (c: FixtureCard) => [c.homeTeam, c.awayTeam].sort().join('-');

  it.each([2, 3, 4, 5, 6, 8])('pairs %i teams exactly once each, never twice on a date', (count) => {
    const teams = Array.from({ length: count }, (_, i) => `t${i}`);
    const cards = roundRobin(teams, options);
    expect(cards).toHaveLength((count * (count - 1)) / 2);
    expect(new Set(cards.map(pairKey)).size).toBe(cards.length);
    const byDate = new Map<string, string[]>();
    for (const c of cards) byDate.set(c.matchDate, [...(byDate.get(c.matchDate) ?? []), c.homeTeam, c.awayTeam]);
    for (const playing of byDate.values()) expect(new Set(playing).size).toBe(playing.length);
    expect(findFixtureProblem(cards, SEASON)).toBeNull();
  });

  it('plays a second round with home and away swapped', () => {
    const cards = roundRobin(['a', 'b', 'c', 'd'], { ...options, rounds: 2 });
    expect(cards).toHaveLength(12);
    const directed = new Set(cards.map((c) => `${c.homeTeam}>${c.awayTeam}`));
    expect(directed.size).toBe(12);
    for (const c of cards) expect(directed.has(`${c.awayTeam}>${c.homeTeam}`)).toBe(true);
  });

  it('spaces matchdays by the chosen days', () => {
    const dates = [...new Set(roundRobin(['a', 'b', 'c', 'd'], options).map((c) => c.matchDate))];
    expect(dates).toEqual(['2026-12-05', '2026-12-12', '2026-12-19']);
  });

  it('makes nothing from fewer than two teams', () => {
    expect(roundRobin(['a'], options)).toEqual([]);
  });
});

describe('newPairings', () => {
  const options = { rounds: 1 as const, startDate: '2026-12-05', daysBetween: 7, time: '15:00', venue: 'Main Arena' };
  const directed = (cards: FixtureCard[]) => cards.map((c) => `${c.homeTeam}>${c.awayTeam}`);

  it('leaves out a pairing that already has a fixture, in either order, from a single round', () => {
    for (const existing of [
      { home: 'a', away: 'b' },
      { home: 'b', away: 'a' },
    ]) {
      const cards = roundRobin(['a', 'b', 'c', 'd'], options, [existing]);
      expect(cards).toHaveLength(5);
      expect(directed(cards)).not.toContain('a>b');
      expect(directed(cards)).not.toContain('b>a');
      expect(newPairings(['a', 'b', 'c', 'd'], 1, [existing]).leftOut).toBe(1);
    }
  });

  it('leaves out only the same home and away from a double round', () => {
    const cards = roundRobin(['a', 'b', 'c'], { ...options, rounds: 2 }, [{ home: 'a', away: 'b' }]);
    expect(cards).toHaveLength(5);
    expect(directed(cards)).not.toContain('a>b');
    expect(directed(cards)).toContain('b>a');
    expect(newPairings(['a', 'b', 'c'], 2, [{ home: 'a', away: 'b' }]).leftOut).toBe(1);
  });

  it('counts a pairing met twice once, and ignores fixtures of other teams', () => {
    const existing = [
      { home: 'a', away: 'b' },
      { home: 'b', away: 'a' },
      { home: 'a', away: 'x' },
    ];
    expect(newPairings(['a', 'b', 'c'], 1, existing).leftOut).toBe(1);
  });

  it('drops a matchday left empty, so the others keep their spacing', () => {
    // Two teams: one match on one matchday; with it played there is nothing to add.
    expect(newPairings(['a', 'b'], 1, [{ home: 'b', away: 'a' }])).toEqual({ matchdays: [], leftOut: 1 });
    const cards = roundRobin(['a', 'b', 'c'], options, [{ home: 'a', away: 'b' }]);
    expect([...new Set(cards.map((c) => c.matchDate))]).toEqual(['2026-12-05', '2026-12-12']);
  });
});
