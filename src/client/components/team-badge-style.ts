/**
 * A team without a logo still gets a badge of its own: a shape, a kit colour and an accent, all
 * derived from its name, so the same team looks the same in every list, header and the tracker,
 * and two teams rarely look alike. Initials sit on the kit colour in whichever of white or ink
 * reads better (at least 4.5:1 for every colour here).
 */

export const BADGE_SHAPES = ['shield', 'circle', 'hexagon', 'square'] as const;
export const BADGE_PATTERNS = ['ring', 'hoops', 'stripes', 'chevron'] as const;

/** Kit colours: each reads at 4.5:1 or more with white or with ink. */
export const KIT_COLOURS = [
  '#c62828', // red
  '#1565c0', // royal blue
  '#1a237e', // navy
  '#2e7d32', // green
  '#7b1e3a', // claret
  '#e65100', // orange
  '#f9a825', // amber
  '#212121', // black
  '#f5f5f5', // white
  '#6a1b9a', // purple
  '#00695c', // teal
  '#4fc3f7', // sky
] as const;

export const WHITE = '#ffffff';
export const INK = '#111111';

export interface BadgeStyle {
  shape: (typeof BADGE_SHAPES)[number];
  pattern: (typeof BADGE_PATTERNS)[number];
  kit: string;
  accent: string;
  text: string;
}

/** FNV-1a over the name as people would type it again: case and spacing do not change the badge. */
function hashOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase().replace(/\s+/g, ' ')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const channel = (hex: string, at: number) => {
  const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function badgeStyle(name: string): BadgeStyle {
  const hash = hashOf(name);
  const kitAt = hash % KIT_COLOURS.length;
  // The accent is any other colour: a step of 1 to n-1 from the kit.
  const accentAt = (kitAt + 1 + ((hash >>> 8) % (KIT_COLOURS.length - 1))) % KIT_COLOURS.length;
  const kit = KIT_COLOURS[kitAt] as string;
  return {
    shape: BADGE_SHAPES[(hash >>> 16) % BADGE_SHAPES.length] as BadgeStyle['shape'],
    pattern: BADGE_PATTERNS[(hash >>> 20) % BADGE_PATTERNS.length] as BadgeStyle['pattern'],
    kit,
    accent: KIT_COLOURS[accentAt] as string,
    text: contrast(kit, WHITE) >= contrast(kit, INK) ? WHITE : INK,
  };
}
