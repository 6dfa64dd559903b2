/**
 * The match-team picker's state (docs/rules.md#fixtures): up to two teams, home first; a tap is
 * shown in progress for MATCH_PICK_DELAY_MS before it applies, one tap at a time.
 */
export interface MatchPick {
  /** The picked team ids, home then away. */
  picked: readonly string[];
  /** The tap in progress, if any. */
  pending: { teamId: string; change: 'add' | 'remove' } | null;
}

export type RowState = 'idle' | 'adding' | 'added' | 'removing' | 'full';

export const NO_PICK: MatchPick = { picked: [], pending: null };

export function rowState(pick: MatchPick, teamId: string): RowState {
  if (pick.pending?.teamId === teamId) return pick.pending.change === 'add' ? 'adding' : 'removing';
  if (pick.picked.includes(teamId)) return 'added';
  return pick.picked.length >= 2 ? 'full' : 'idle';
}

/** A tap on a row: starts adding or removing it, or nothing while another tap is in progress or the match is full. */
export function startChange(pick: MatchPick, teamId: string): MatchPick {
  if (pick.pending) return pick;
  const state = rowState(pick, teamId);
  if (state === 'idle') return { ...pick, pending: { teamId, change: 'add' } };
  if (state === 'added') return { ...pick, pending: { teamId, change: 'remove' } };
  return pick;
}

/** The delay is over: the change in progress applies. */
export function applyChange(pick: MatchPick): MatchPick {
  const { pending } = pick;
  if (!pending) return pick;
  const picked =
    pending.change === 'add' ? [...pick.picked, pending.teamId] : pick.picked.filter((id) => id !== pending.teamId);
  return { picked, pending: null };
}
