import { lineupMessages } from '../messages-lineups';
import { LINEUP_POSITIONS } from '../schemas/enums';
import type { LineupBody } from '../schemas/match-day';

/** The lineup screen's rules (docs/rules.md#lineups): where a player sits, what position that gives, when a lineup can go. */

export type LineupPosition = (typeof LINEUP_POSITIONS)[number];
export const LINEUP_ZONES = ['goalkeeper', 'starting', 'substitutes', 'available'] as const;
export type LineupZone = (typeof LINEUP_ZONES)[number];

export const DEFAULT_LINEUP_POSITION: LineupPosition = 'DEFENDER';
export const JERSEY_MAX_DIGITS = 3;

/** One player of the team as the screen shows them: in a zone, with a position and the jersey typed so far. */
export interface LineupPick {
  playerId: string;
  name: string;
  image: string | null;
  /** The member's own position: where they go back to when taken out of the lineup. */
  primaryPosition: LineupPosition;
  zone: LineupZone;
  position: LineupPosition;
  /** As typed: digits only, possibly empty. */
  jerseyNumber: string;
}

/** Someone who can be picked: a team member, or a player named in an earlier lineup. */
export interface RosterPlayer {
  id: string;
  name: string;
  image: string | null;
  primaryPosition: string | null;
  number: number | null;
}

export type PickedPlayer = LineupBody['players'][number];

export const asLineupPosition = (value: string | null | undefined): LineupPosition =>
  (LINEUP_POSITIONS as readonly string[]).includes(value ?? '') ? (value as LineupPosition) : DEFAULT_LINEUP_POSITION;

const zoneOf = (picked: PickedPlayer): LineupZone => {
  if (!picked.isStarting) return 'substitutes';
  return picked.position === 'GOALKEEPER' ? 'goalkeeper' : 'starting';
};

/**
 * The team sheet to edit: every roster player, placed as in `picked` (a saved lineup) or, with no
 * lineup yet, all available. Players of the lineup who are no longer on the roster are kept.
 */
export function teamSheet(roster: readonly RosterPlayer[], picked: readonly PickedPlayer[] | null): LineupPick[] {
  const chosen = new Map((picked ?? []).map((p) => [p.playerId, p]));
  const seen = new Set<string>();
  const sheet: LineupPick[] = [];
  for (const player of roster) {
    if (seen.has(player.id)) continue;
    seen.add(player.id);
    const primaryPosition = asLineupPosition(player.primaryPosition);
    const pick = chosen.get(player.id);
    sheet.push({
      playerId: player.id,
      name: player.name,
      image: player.image,
      primaryPosition,
      zone: pick ? zoneOf(pick) : 'available',
      position: pick ? pick.position : primaryPosition,
      jerseyNumber: String(pick?.jerseyNumber ?? player.number ?? ''),
    });
  }
  return sheet;
}

/** The position a player takes on entering a zone: keeper in goal, a keeper moved out to the XI defends. */
export function positionIn(zone: LineupZone, pick: LineupPick): LineupPosition {
  if (zone === 'goalkeeper') return 'GOALKEEPER';
  if (zone === 'starting') return pick.position === 'GOALKEEPER' ? 'DEFENDER' : pick.position;
  if (zone === 'available') return pick.primaryPosition;
  return pick.position;
}

/**
 * Moves one player of this team's sheet to a zone. A player who is not on this sheet (another
 * team's) leaves it unchanged: players never cross between teams.
 */
export function movePlayer(sheet: readonly LineupPick[], playerId: string, zone: LineupZone): LineupPick[] {
  const pick = sheet.find((p) => p.playerId === playerId);
  if (!pick || pick.zone === zone) return [...sheet];
  return sheet.map((p) => (p.playerId === playerId ? { ...p, zone, position: positionIn(zone, p) } : p));
}

/** What the jersey input keeps of what was typed: digits only, at most three. */
export const sanitizeJersey = (typed: string) => typed.replace(/\D/g, '').slice(0, JERSEY_MAX_DIGITS);

export function setJersey(sheet: readonly LineupPick[], playerId: string, typed: string): LineupPick[] {
  return sheet.map((p) => (p.playerId === playerId ? { ...p, jerseyNumber: sanitizeJersey(typed) } : p));
}

export const isSelected = (pick: LineupPick) => pick.zone !== 'available';

/**
 * Everything wrong with a lineup, in the order docs/rules.md#lineups lists the rules; empty when it can be
 * submitted. `otherSide` is the other team's sheet: a member of both teams plays for one side only.
 */
export function validateLineup(
  sheet: readonly LineupPick[],
  teamKey: string,
  otherSide: readonly LineupPick[] = [],
): string[] {
  const selected = sheet.filter(isSelected);
  const errors: string[] = [];
  if (!selected.some((p) => p.zone === 'goalkeeper')) errors.push(lineupMessages.noGoalkeeper(teamKey));
  const numbers = selected.map((p) => p.jerseyNumber).filter((n) => n !== '');
  if (numbers.length < selected.length) errors.push(lineupMessages.missingJersey);
  if (new Set(numbers.map(Number)).size < numbers.length) errors.push(lineupMessages.duplicateJersey);
  const taken = new Set(otherSide.filter(isSelected).map((p) => p.playerId));
  const inBoth = selected.filter((p) => taken.has(p.playerId)).map((p) => p.name);
  if (inBoth.length > 0) errors.push(lineupMessages.inOtherLineup(inBoth.sort().join(', ')));
  return errors;
}

/** The body of POST /api/lineup/create or PUT /api/lineup/update for a valid sheet. */
export function buildLineupBody(
  sheet: readonly LineupPick[],
  ids: { id: string; fixtureId: string; teamId: string },
): LineupBody {
  return {
    ...ids,
    players: sheet.filter(isSelected).map((p) => ({
      playerId: p.playerId,
      position: p.position,
      isStarting: p.zone === 'goalkeeper' || p.zone === 'starting',
      jerseyNumber: Number(p.jerseyNumber),
    })),
  };
}
