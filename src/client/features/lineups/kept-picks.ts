import type { LineupPick } from '../../../shared/domain/lineup-rules';
import type { BySide, Side } from './use-lineup-sources';

/**
 * The lineup screen's picks not yet submitted, kept for the tab's session: a reload, or a look at another
 * screen and back, finds the players where the organiser left them. Session storage: a tab closed ends them.
 */
const key = (fixtureId: string) => `pitchside-lineup-picks:${fixtureId}`;

export function keepPicks(fixtureId: string, sheets: BySide<LineupPick[]>) {
  try {
    sessionStorage.setItem(key(fixtureId), JSON.stringify(sheets));
  } catch {
    // Storage full or refused: the picks stay on screen, as before.
  }
}

/**
 * The kept picks of a side, where they are of the same players as its sheet now: a member who joined or
 * left the team since makes them out of date.
 */
export function keptPicks(fixtureId: string, side: Side, sheet: readonly LineupPick[]) {
  let kept: LineupPick[] | undefined;
  try {
    kept = (JSON.parse(sessionStorage.getItem(key(fixtureId)) ?? 'null') as BySide<LineupPick[]> | null)?.[side];
  } catch {
    return null;
  }
  const players = (picks: readonly LineupPick[]) =>
    picks
      .map((pick) => pick.playerId)
      .sort()
      .join();
  return Array.isArray(kept) && players(kept) === players(sheet) ? kept : null;
}
