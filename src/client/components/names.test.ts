import { describe, expect, it } from 'vitest';
import { humanize, initials, shortName } from './names';

describe('shortName', () => {
  it('keeps names of up to three words', () => {
    expect(shortName('Kochi Blasters')).toBe('Kochi Blasters');
    expect(shortName('  Fort Kochi United ')).toBe('Fort Kochi United');
  });

  it('cuts longer names to the first two words, and says so', () => {
    expect(shortName('Royal Challengers Football Club Kochi')).toBe('Royal Challengers…');
    expect(shortName('A  B C D')).toBe('A B…');
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Kochi Blasters FC')).toBe('KB');
    expect(initials('arsenal')).toBe('A');
    expect(initials('Élan Sports')).toBe('ÉS');
    expect(initials('')).toBe('');
  });

  it('skips what is not a letter or a digit', () => {
    expect(initials('Zoë "Wild" Eleven')).toBe('ZW');
    expect(initials('"The" — 11s ⚽')).toBe('T1');
    expect(initials('⚽ ***')).toBe('');
  });
});

describe('humanize', () => {
  it('reads an enum value as words', () => {
    expect(humanize('SHOT_ON_TARGET')).toBe('Shot on target');
    expect(humanize('GOALKEEPER')).toBe('Goalkeeper');
  });
});
