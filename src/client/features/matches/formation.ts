import type { PlayerRowData } from '../../components/player-row';

/** The lines of a starting XI from its own goal out, as the pitch draws them. */
export const LINES = ['GOALKEEPER', 'DEFENDER', 'MIDFIELDER', 'STRIKER'] as const;
export type Line = (typeof LINES)[number];

/**
 * The starting XI by line, each by shirt number; a player with no or an unknown position defends
 * (the default position, docs/rules.md#lineups). Lines with nobody in them are left out.
 */
export function formationOf<P extends PlayerRowData>(starting: readonly P[]): { line: Line; players: P[] }[] {
  const lineOf = (player: P): Line =>
    (LINES as readonly string[]).includes(player.position ?? '') ? (player.position as Line) : 'DEFENDER';
  return LINES.map((line) => ({
    line,
    players: starting.filter((p) => lineOf(p) === line).sort((a, b) => (a.number ?? 999) - (b.number ?? 999)),
  })).filter((row) => row.players.length > 0);
}

/** The name on a shirt on the pitch: the surname (the last word) of a longer name, as fan apps show it. */
export function shirtName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words[words.length - 1] || name;
}
