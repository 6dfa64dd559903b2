/**
 * Random draws take their randomness from the caller, so the engine stays deterministic: the
 * same seed draws the same groups on the server and on a phone, and a test can replay a draw.
 */

/** Numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items in a random order (Fisher–Yates), the input left as it was. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled;
}
