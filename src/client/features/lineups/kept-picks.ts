import type { LineupPick } from '../../../shared/domain/lineup-rules';
import type { BySide } from './use-lineup-sources';

/**
 * The lineup screen's picks not yet submitted, kept on the phone: a reload, a look at another screen
 * and back, or the browser closed (a phone short of memory closes it by itself) finds the players
 * where the organiser left them. Forgotten once both teams are submitted.
 */
const key = (fixtureId: string) => `pitchside-lineup-picks:${fixtureId}`;

export function keepPicks(fixtureId: string, sheets: BySide<LineupPick[]>) {
  try {
    localStorage.setItem(key(fixtureId), JSON.stringify(sheets));
  } catch {
    // Storage full or refused: the picks stay on screen, as before.
  }
}

export function forgetPicks(fixtureId: string) {
  try {
    localStorage.removeItem(key(fixtureId));
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** The picks the phone kept for the fixture, read once as the screen opens; null when there are none. */
export function keptPicks(fixtureId: string): Partial<BySide<LineupPick[]>> | null {
  try {
    return JSON.parse(localStorage.getItem(key(fixtureId)) ?? 'null') as Partial<BySide<LineupPick[]>> | null;
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
