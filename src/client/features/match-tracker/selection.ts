import type { PenaltyOutcome, PlayerState, Position, StatType, TeamState } from '../../../shared/domain/match-tracker';

/** A substitution being picked: the two players in either order, and an optional role for the one coming on. */
export interface SubPick {
  offId: string | null;
  onId: string | null;
  position: Position | null;
}

/** What the organiser has picked on the screen for the shown team, before a Submit. */
export interface Selection {
  playerId: string | null;
  stat: StatType | null;
  outcome: PenaltyOutcome | null;
  sub: SubPick | null;
}

export const NO_SELECTION: Selection = { playerId: null, stat: null, outcome: null, sub: null };
export const NEW_SUB: SubPick = { offId: null, onId: null, position: null };

const toggle = (current: string | null, id: string) => (current === id ? null : id);

/**
 * A tap on a player. Outside a substitution it selects him for a stat (a second tap unselects).
 * During one, a bench player is the one coming on and a player on the field (or a sent-off player
 * whose place is still to fill) the one going off, whichever is tapped first.
 */
export function pickPlayer(selection: Selection, team: TeamState, player: PlayerState): Selection {
  const { sub } = selection;
  if (!sub) return { ...selection, playerId: toggle(selection.playerId, player.playerId) };
  if (player.status === 'SUBSTITUTE') return { ...selection, sub: { ...sub, onId: toggle(sub.onId, player.playerId) } };
  const goesOff =
    player.status === 'ON_FIELD' ||
    (player.status === 'SENT_OFF' && team.pendingSubstitution.includes(player.playerId));
  return goesOff ? { ...selection, sub: { ...sub, offId: toggle(sub.offId, player.playerId) } } : selection;
}

/**
 * Substitution tapped: a player already picked takes his side of it (on the field, going off; on
 * the bench, coming on), so the scorer does not pick him again.
 */
export function startSubstitution(selection: Selection, team: TeamState): Selection {
  const started = { ...selection, playerId: null, sub: NEW_SUB };
  const picked = team.players.find((p) => p.playerId === selection.playerId);
  return picked ? pickPlayer(started, team, picked) : started;
}

/** Whether the player's button can be tapped now. */
export function canPick(selection: Selection, team: TeamState, player: PlayerState): boolean {
  if (player.status !== 'SENT_OFF') return true;
  return !!selection.sub && team.pendingSubstitution.includes(player.playerId);
}
