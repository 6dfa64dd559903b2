import { describe, expect, it } from 'vitest';
import { seededRandom, shuffle } from './random';

describe('seededRandom', () => {
  it('gives the same numbers in [0, 1) for the same seed, and others for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 50 }, seededRandom(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(42).every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('shuffle', () => {
  it('reorders a copy, keeping every item once', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const shuffled = shuffle(items, seededRandom(7));
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect([...shuffled].sort()).toEqual(items);
    expect(shuffle(items, seededRandom(7))).toEqual(shuffled);
  });

  it('can put any item first', () => {
    const random = seededRandom(1);
    const firsts = new Set(Array.from({ length: 200 }, () => shuffle(['a', 'b', 'c', 'd'], random)[0]));
    expect(firsts.size).toBe(4);
  });
});
