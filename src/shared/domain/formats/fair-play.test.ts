import { describe, expect, it } from 'vitest';
import { type CardEvent, fairPlayPoints } from './fair-play';

let n = 0;
const card = (
  teamId: string,
  playerId: string | null,
  type: 'YELLOW_CARD' | 'RED_CARD',
  options: { fixtureId?: string; secondYellow?: boolean } = {},
): CardEvent => ({
  id: `e${++n}`,
  fixtureId: options.fixtureId ?? 'f1',
  teamId,
  playerId,
  type,
  metadata: options.secondYellow ? JSON.stringify({ secondYellow: true }) : null,
});

describe('fairPlayPoints', () => {
  it('counts a yellow 1, a second yellow 3 in all, a straight red 4 and a yellow then a red 5', () => {
    const points = fairPlayPoints([
      card('a', 'p1', 'YELLOW_CARD'),
      card('b', 'p2', 'YELLOW_CARD'),
      card('b', 'p2', 'YELLOW_CARD', { secondYellow: true }),
      card('c', 'p3', 'RED_CARD'),
      card('d', 'p4', 'YELLOW_CARD'),
      card('d', 'p4', 'RED_CARD'),
    ]);
    expect(Object.fromEntries(points)).toEqual({ a: 1, b: 3, c: 4, d: 5 });
  });

  it('reads two yellows for one player in one match as a second yellow, even without its mark', () => {
    const points = fairPlayPoints([card('a', 'p1', 'YELLOW_CARD'), card('a', 'p1', 'YELLOW_CARD')]);
    expect(points.get('a')).toBe(3);
  });

  it("counts a player's cards in different matches, and different players, separately", () => {
    const points = fairPlayPoints([
      card('a', 'p1', 'YELLOW_CARD', { fixtureId: 'f1' }),
      card('a', 'p1', 'YELLOW_CARD', { fixtureId: 'f2' }),
      card('a', 'p2', 'YELLOW_CARD', { fixtureId: 'f2' }),
      card('a', null, 'YELLOW_CARD'),
      card('a', null, 'YELLOW_CARD'),
    ]);
    expect(points.get('a')).toBe(5);
  });

  it("takes the organiser's values and ignores other events and cards without a team", () => {
    const events = [
      card('a', 'p1', 'YELLOW_CARD'),
      card('a', 'p2', 'RED_CARD'),
      { ...card('a', 'p3', 'YELLOW_CARD'), type: 'GOAL' },
      { ...card('a', 'p4', 'YELLOW_CARD'), teamId: null },
    ];
    expect(fairPlayPoints(events, { yellow: 2, secondYellow: 5, red: 10 }).get('a')).toBe(12);
  });
});
