import { describe, expect, it } from 'vitest';
import { decideKnockout, formatResult, type MatchScore } from './knockout-result';

const score = (
  homeScore: number,
  awayScore: number,
  options: { extraTime?: boolean; pens?: [number, number] } = {},
): MatchScore => ({
  homeScore,
  awayScore,
  extraTime: options.extraTime ?? false,
  homePenaltyScore: options.pens?.[0] ?? null,
  awayPenaltyScore: options.pens?.[1] ?? null,
});

describe('decideKnockout', () => {
  it('gives the winner after regular time, extra time or penalties', () => {
    expect(decideKnockout(score(2, 1))).toEqual({ winner: 'home', by: 'regular-time' });
    expect(decideKnockout(score(2, 3, { extraTime: true }))).toEqual({ winner: 'away', by: 'extra-time' });
    expect(decideKnockout(score(2, 2, { extraTime: true, pens: [4, 3] }))).toEqual({ winner: 'home', by: 'penalties' });
    expect(decideKnockout(score(0, 0, { pens: [2, 4] }))).toEqual({ winner: 'away', by: 'penalties' });
  });

  it('refuses a level score, a level shootout and a shootout after a match that was not level', () => {
    expect(decideKnockout(score(1, 1))).toEqual({ problem: 'levelKnockout' });
    expect(decideKnockout(score(1, 1, { extraTime: true }))).toEqual({ problem: 'levelKnockout' });
    expect(decideKnockout(score(1, 1, { pens: [3, 3] }))).toEqual({ problem: 'shootoutLevel' });
    expect(decideKnockout(score(2, 1, { pens: [3, 2] }))).toEqual({ problem: 'shootoutNotLevel' });
  });
});

describe('formatResult', () => {
  it('reads the score, extra time and the shootout with an en dash', () => {
    expect(formatResult(score(2, 1))).toBe('2–1');
    expect(formatResult(score(3, 2, { extraTime: true }))).toBe('3–2 (a.e.t.)');
    expect(formatResult(score(2, 2, { extraTime: true, pens: [4, 3] }))).toBe('2–2 (a.e.t.), 4–3 on penalties');
    expect(formatResult(score(1, 1))).toBe('1–1');
  });

  it('reads a shootout straight after regular time without extra time', () => {
    expect(formatResult(score(2, 2, { pens: [4, 3] }))).toBe('2–2, 4–3 on penalties');
  });
});
