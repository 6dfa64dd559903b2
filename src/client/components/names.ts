/** Team names longer than three words show their first two words and an ellipsis (docs/rules.md#timings-and-counts); the full name goes in a tooltip. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  // The ellipsis says the name goes on: "Fort Cochin" alone reads as a club of that name.
  return words.length > 3 ? `${words.slice(0, 2).join(' ')}…` : name.trim();
}

/**
 * Up to two initials for a logo or photo fallback: "Kochi Blasters FC" → "KB". Only letters and
 * digits count: quotes, dashes and emoji around a name are not initials.
 */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** An enum value for reading: "SHOT_ON_TARGET" → "Shot on target". */
export function humanize(value: string): string {
  const words = value.trim().toLowerCase().replace(/_+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
