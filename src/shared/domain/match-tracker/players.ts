/**
 * Players of one team during the match: who is on the field, on the bench or sent off, their
 * current roles, substitutions and the goalkeeper rules (docs/rules.md#the-match-tracker).
 *
 * Goalkeeper rules, precisely:
 * - The incoming player's role is the one the organiser chose (`position` of the entry) if any.
 *   Otherwise: replacing a goalkeeper he becomes GOALKEEPER; replacing an outfield player he keeps
 *   his role, except that a GOALKEEPER coming on for an outfield player plays as DEFENDER (as when
 *   a goalkeeper is dragged into the Starting XI, docs/rules.md#lineups).
 * - A goalkeeper going off reverts to his lineup position, or DEFENDER when that was GOALKEEPER.
 * - A goalkeeper may go off with an incoming player who is not a goalkeeper only while another
 *   goalkeeper stays on the field; else 'You must have at least one goalkeeper on the field.'.
 *   With the default role this never happens: the refusal is for an explicitly chosen role.
 */
import { trackerMessages as m } from './messages';
import type {
  LineupPlayer,
  PlayerState,
  PlayerStatus,
  Position,
  Side,
  SubstitutionEntry,
  TeamLineup,
  TeamState,
  TrackerState,
} from './types';

const POSITIONS: readonly Position[] = ['GOALKEEPER', 'DEFENDER', 'MIDFIELDER', 'STRIKER'];

/** A lineup position as one of the four; anything else is DEFENDER (the default position). */
export const toPosition = (value: string): Position => POSITIONS.find((p) => p === value.toUpperCase()) ?? 'DEFENDER';

/** Where a goalkeeper goes back to when he leaves the goal: his lineup position, or DEFENDER. */
export const restingPosition = (player: PlayerState): Position =>
  player.lineupPosition === 'GOALKEEPER' ? 'DEFENDER' : player.lineupPosition;

function initialPlayer(p: LineupPlayer): PlayerState {
  const position = toPosition(p.position);
  return {
    playerId: p.playerId,
    name: p.name,
    jerseyNumber: p.jerseyNumber,
    isStarting: p.isStarting,
    lineupPosition: position,
    position,
    status: p.isStarting ? 'ON_FIELD' : 'SUBSTITUTE',
  };
}

export function initialTeam(lineup: TeamLineup, side: Side): TeamState {
  const players: PlayerState[] = [];
  for (const p of lineup.players) if (!players.some((q) => q.playerId === p.playerId)) players.push(initialPlayer(p));
  return { teamId: lineup.teamId, side, players, pendingSubstitution: [] };
}

export function teamById(state: TrackerState, teamId: string): TeamState | undefined {
  if (state.home.teamId === teamId) return state.home;
  if (state.away.teamId === teamId) return state.away;
  return undefined;
}

export const withTeam = (state: TrackerState, team: TeamState): TrackerState => ({ ...state, [team.side]: team });

export const findPlayer = (team: TeamState, playerId: string): PlayerState | undefined =>
  team.players.find((p) => p.playerId === playerId);

/** The player's state, 'AVAILABLE' when he is not in the lineup, null when the team does not play. */
export function playerStatus(state: TrackerState, teamId: string, playerId: string): PlayerStatus | 'AVAILABLE' | null {
  const team = teamById(state, teamId);
  if (!team) return null;
  return findPlayer(team, playerId)?.status ?? 'AVAILABLE';
}

export const onField = (team: TeamState) => team.players.filter((p) => p.status === 'ON_FIELD');
export const substitutes = (team: TeamState) => team.players.filter((p) => p.status === 'SUBSTITUTE');
export const goalkeepersOnField = (team: TeamState) => onField(team).filter((p) => p.position === 'GOALKEEPER');

type TeamResult = { ok: true; team: TeamState } | { ok: false; reason: string };

/** Why `playerId` may not be credited with a stat now, or null. Cards may go to the bench too. */
export function actorProblem(team: TeamState, playerId: string, benchAllowed: boolean): string | null {
  if (!playerId) return m.selectPlayer;
  const player = findPlayer(team, playerId);
  if (!player) return m.notInLineup;
  if (player.status === 'SENT_OFF') return m.sentOff;
  if (player.status === 'SUBSTITUTE' && !benchAllowed) return m.notOnField;
  return null;
}

const replace = (team: TeamState, ...changed: PlayerState[]): PlayerState[] =>
  team.players.map((p) => changed.find((c) => c.playerId === p.playerId) ?? p);

/** A red card: the player is sent off; from the field, his team is prompted to fill his place. */
export function sendOff(team: TeamState, playerId: string): TeamState {
  const player = findPlayer(team, playerId);
  if (!player) return team;
  const fromField = player.status === 'ON_FIELD';
  return {
    ...team,
    players: replace(team, { ...player, status: 'SENT_OFF' }),
    pendingSubstitution: fromField ? [...team.pendingSubstitution, playerId] : team.pendingSubstitution,
  };
}

/**
 * The team plays on without filling a sent-off player's place: the prompt for it is answered. Two
 * phones giving the same answer agree: the second changes nothing.
 */
export function playOnWithout(team: TeamState, playerId: string): TeamResult {
  if (findPlayer(team, playerId)?.status !== 'SENT_OFF') return { ok: false, reason: m.notSentOff };
  return { ok: true, team: { ...team, pendingSubstitution: team.pendingSubstitution.filter((id) => id !== playerId) } };
}

/**
 * A substitution, whichever of the two players was picked first. The player going off is on the
 * field, or a sent-off player whose place is pending. Any substitution answers the team's prompt:
 * filling a sent-off player's place clears that place, another substitution clears them all.
 */
export function substitute(
  team: TeamState,
  entry: Pick<SubstitutionEntry, 'playerOffId' | 'playerOnId' | 'position'>,
): TeamResult {
  const { playerOffId, playerOnId } = entry;
  if (!playerOffId || !playerOnId) return { ok: false, reason: m.selectPlayer };
  if (playerOffId === playerOnId) return { ok: false, reason: m.samePlayer };
  const off = findPlayer(team, playerOffId);
  const on = findPlayer(team, playerOnId);
  if (!off || !on) return { ok: false, reason: m.notInLineup };
  const fillsPlace = off.status === 'SENT_OFF' && team.pendingSubstitution.includes(off.playerId);
  if (off.status === 'SENT_OFF' && !fillsPlace) return { ok: false, reason: m.sentOff };
  if (off.status === 'SUBSTITUTE') return { ok: false, reason: m.notOnField };
  if (on.status === 'SENT_OFF') return { ok: false, reason: m.sentOff };
  if (on.status === 'ON_FIELD') return { ok: false, reason: m.alreadyOnField };

  const offIsKeeper = off.position === 'GOALKEEPER';
  const incoming =
    entry.position ?? (offIsKeeper ? 'GOALKEEPER' : on.position === 'GOALKEEPER' ? 'DEFENDER' : on.position);
  const otherKeepers = goalkeepersOnField(team).filter((p) => p.playerId !== off.playerId);
  if (offIsKeeper && incoming !== 'GOALKEEPER' && otherKeepers.length === 0)
    return { ok: false, reason: m.oneGoalkeeper };

  const leaving: PlayerState = {
    ...off,
    status: fillsPlace ? 'SENT_OFF' : 'SUBSTITUTE',
    position: offIsKeeper ? restingPosition(off) : off.position,
    cameOff: !fillsPlace || undefined,
  };
  const coming: PlayerState = { ...on, status: 'ON_FIELD', position: incoming, cameOff: undefined };
  const pendingSubstitution = fillsPlace ? team.pendingSubstitution.filter((id) => id !== off.playerId) : [];
  return { ok: true, team: { ...team, players: replace(team, leaving, coming), pendingSubstitution } };
}
