import type { LineupPick } from '../../../shared/domain/lineup-rules';
import type { BySide } from './use-lineup-sources';

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

/** The picks this tab kept for the fixture, read once as the screen opens; null when there are none. */
export function keptPicks(fixtureId: string): Partial<BySide<LineupPick[]>> | null {
  try {
    return JSON.parse(sessionStorage.getItem(key(fixtureId)) ?? 'null') as Partial<BySide<LineupPick[]>> | null;
  } catch {
    return null;
  }
}

const players = (picks: readonly LineupPick[]) =>
  picks
    .map((pick) => pick.playerId)
    .sort()
    .join();

/** Kept picks still fit a side's sheet when they are of the same players: a member who joined or left makes them out of date. */
export const stillFits = (kept: LineupPick[] | undefined, sheet: readonly LineupPick[]) =>
  Array.isArray(kept) && players(kept) === players(sheet) ? kept : null;
