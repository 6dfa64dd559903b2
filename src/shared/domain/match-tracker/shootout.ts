/**
 * The penalty shootout (docs/rules.md#the-match-tracker): 5 rounds, home kicks then away. Each team's kickers are its
 * on-field outfield players, suggested in turn (the one with the fewest kicks, in lineup order, so
 * the order cycles). Complete within 5 rounds as soon as one side cannot catch up with the kicks it
 * has left; after 5 rounds by pairs (complete when, after as many kicks each, the scores differ);
 * and at once when a team has no kicker. Kicks are PENALTY events at minute 0 with isShootout.
 */

import { pauseClock } from './clock';
import { deviceOf } from './duplicates';
import { knockoutEndProblem } from './end-match';
import { addEvent } from './match-events';
import { trackerMessages as m } from './messages';
import { findPlayer, onField, teamById } from './players';
import { closedProblem, isLevel, PLAYING_STAGES } from './stages';
import type { ApplyResult, PlayerState, ShootoutKickEntry, ShootoutStartEntry, TeamState, TrackerState } from './types';

export const SHOOTOUT_ROUNDS = 5;

const refuse = (reason: string): ApplyResult => ({ ok: false, reason });

/** Players of the team who may take a kick: on the field and not in goal. */
export const kickers = (team: TeamState): PlayerState[] => onField(team).filter((p) => p.position !== 'GOALKEEPER');

export interface ShootoutTally {
  homeKicks: number;
  awayKicks: number;
  homeScored: number;
  awayScored: number;
}

export function shootoutTally(state: TrackerState): ShootoutTally {
  const tally: ShootoutTally = { homeKicks: 0, awayKicks: 0, homeScored: 0, awayScored: 0 };
  for (const kick of state.shootout?.kicks ?? []) {
    const home = kick.teamId === state.home.teamId;
    if (home) tally.homeKicks += 1;
    else tally.awayKicks += 1;
    if (kick.scored && home) tally.homeScored += 1;
    else if (kick.scored) tally.awayScored += 1;
  }
  return tally;
}

/** The team whose turn it is: home when both have taken as many kicks, else away. */
export function teamToKick(state: TrackerState): TeamState {
  const t = shootoutTally(state);
  return t.homeKicks === t.awayKicks ? state.home : state.away;
}

export function isShootoutComplete(state: TrackerState): boolean {
  if (!state.shootout) return false;
  const { homeKicks: hk, awayKicks: ak, homeScored: hs, awayScored: as } = shootoutTally(state);
  if (hk <= SHOOTOUT_ROUNDS && ak <= SHOOTOUT_ROUNDS) {
    if (hs + (SHOOTOUT_ROUNDS - hk) < as || as + (SHOOTOUT_ROUNDS - ak) < hs) return true;
  } else if (hk === ak && hs !== as) return true;
  return kickers(state.home).length === 0 || kickers(state.away).length === 0;
}

/** The End button of the shootout: enabled only once it is decided, and in a knockout match with one side ahead. */
export const canEndShootout = (state: TrackerState, knockout = false): boolean =>
  state.stage === 'Penalty Shootout' && isShootoutComplete(state) && !knockoutEndProblem(state, knockout);

/** The suggested next kicker of the team: the kicker with the fewest kicks so far, in lineup order. */
export function nextKicker(state: TrackerState, teamId: string): PlayerState | null {
  const team = teamById(state, teamId);
  if (!team) return null;
  const kicks = state.shootout?.kicks ?? [];
  let best: PlayerState | null = null;
  let fewest = Number.POSITIVE_INFINITY;
  for (const player of kickers(team)) {
    const count = kicks.filter((k) => k.playerId === player.playerId).length;
    if (count < fewest) {
      best = player;
      fewest = count;
    }
  }
  return best;
}

export function startShootout(state: TrackerState, entry: ShootoutStartEntry): ApplyResult {
  const closed = closedProblem(state);
  if (closed) return refuse(closed);
  if (!state.started) return refuse(m.notStarted);
  if (!PLAYING_STAGES.includes(state.stage)) return refuse(m.badStage(state.stage, 'Penalty Shootout'));
  if (!isLevel(state)) return refuse(m.notLevel);
  const shootout = { kicks: [], after: state.stage };
  return {
    ok: true,
    state: { ...state, stage: 'Penalty Shootout', clock: pauseClock(state.clock, entry.at), shootout },
  };
}

function shootoutProblem(state: TrackerState): string | null {
  if (state.locked) return m.locked;
  if (state.stage !== 'Penalty Shootout' || !state.shootout) return m.noShootout;
  return null;
}

export function recordKick(state: TrackerState, entry: ShootoutKickEntry): ApplyResult {
  const problem = shootoutProblem(state);
  if (problem) return refuse(problem);
  if (isShootoutComplete(state)) return refuse(m.shootoutDecided);
  const team = teamById(state, entry.teamId);
  if (!team) return refuse(m.unknownTeam);
  if (team.side !== teamToKick(state).side) return refuse(m.wrongTurn);
  if (!entry.playerId) return refuse(m.selectPlayer);
  const player = findPlayer(team, entry.playerId);
  if (!player) return refuse(m.notInLineup);
  if (player.status === 'SENT_OFF') return refuse(m.sentOff);
  if (!kickers(team).includes(player)) return refuse(m.notAKicker);

  const kick = { id: entry.id, teamId: team.teamId, playerId: player.playerId, scored: entry.scored };
  const kicks = [...(state.shootout?.kicks ?? []), kick];
  const withKick: TrackerState = { ...state, shootout: { after: state.shootout?.after ?? 'Second Half', kicks } };
  return {
    ok: true,
    state: addEvent(withKick, {
      id: entry.id,
      at: entry.at,
      type: 'PENALTY',
      minute: 0,
      teamId: team.teamId,
      playerId: player.playerId,
      substitutePlayerId: null,
      penaltyOutcome: entry.scored ? 'SCORED' : 'MISSED',
      isShootout: true,
      clockMs: 0,
      ...deviceOf(entry),
    }),
  };
}

export function endShootout(state: TrackerState): ApplyResult {
  const problem = shootoutProblem(state);
  if (problem) return refuse(problem);
  if (!isShootoutComplete(state)) return refuse(m.shootoutNotDecided);
  return { ok: true, state: { ...state, stage: 'Penalty Shootout Completed', locked: true } };
}
