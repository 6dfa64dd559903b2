import { describe, expect, it } from 'vitest';
import { badgeStyle, contrast, INK, KIT_COLOURS, WHITE } from './team-badge-style';

const DEMO_CLUBS = [
  'Riverside Rovers',
  'Kochi Strikers',
  'Green Valley FC',
  'Old Town United',
  'Harbour City',
  'Hill Park Rangers',
  'Northside Athletic',
  'Lakeview Wanderers',
];

describe('badgeStyle', () => {
  it('gives a team the same badge however its name is typed', () => {
    expect(badgeStyle('Kochi Strikers')).toEqual(badgeStyle('  kochi   STRIKERS '));
  });

  it('tells the eight demo clubs apart: no two share shape, pattern and colours', () => {
    const looks = DEMO_CLUBS.map((name) => {
      const { shape, pattern, kit, accent } = badgeStyle(name);
      return `${shape} ${pattern} ${kit} ${accent}`;
    });
    expect(new Set(looks).size).toBe(DEMO_CLUBS.length);
  });

  it('never paints the accent in the kit colour', () => {
    for (let i = 0; i < 500; i++) {
      const { kit, accent } = badgeStyle(`Team ${i}`);
      expect(accent).not.toBe(kit);
    }
  });

  it('writes the initials at 4.5:1 or more on every kit colour', () => {
    for (const kit of KIT_COLOURS)
      expect(Math.max(contrast(kit, WHITE), contrast(kit, INK))).toBeGreaterThanOrEqual(4.5);
    for (const name of DEMO_CLUBS) {
      const { kit, text } = badgeStyle(name);
      expect(contrast(kit, text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
