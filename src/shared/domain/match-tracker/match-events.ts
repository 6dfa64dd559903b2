/**
 * Stats and substitutions during play (docs/rules.md#the-match-tracker): each needs a player, none is taken once the
 * match is locked or in a shootout, a sent-off player takes no further part, and a red card sends
 * the player off and prompts his team to substitute. The event minute is the clock's at the tap.
 */
import { scoreFromEvents } from '../score';
import { elapsedMs, minuteAt } from './clock';
import { deviceOf, probableDuplicateOf } from './duplicates';
import { trackerMessages as m } from './messages';
import { actorProblem, findPlayer, playOnWithout, sendOff, substitute, teamById, withTeam } from './players';
import { correctedValues } from './rewrites';
import { closedProblem } from './stages';
import type {
  ApplyResult,
  Correction,
  EventEntry,
  NoReplacementEntry,
  PenaltyOutcome,
  StatType,
  SubstitutionEntry,
  TeamState,
  TrackerEvent,
  TrackerState,
} from './types';

export const STAT_TYPES: readonly StatType[] = [
  'GOAL',
  'OWN_GOAL',
  'ASSIST',
  'SAVE',
  'FOUL',
  'YELLOW_CARD',
  'RED_CARD',
  'OFFSIDE',
  'PENALTY',
];
const OUTCOMES: readonly PenaltyOutcome[] = ['SCORED', 'MISSED', 'SAVED'];
/** Cards may be shown to a player on the bench; every other stat needs a player on the field. */
const BENCH_STATS: readonly StatType[] = ['YELLOW_CARD', 'RED_CARD'];

const refuse = (reason: string): ApplyResult => ({ ok: false, reason });

/** Play happens between kick-off and the end: nothing before the clock first starts, nothing once closed. */
const outOfPlay = (state: TrackerState) => closedProblem(state) ?? (state.started ? null : m.notStarted);

/** The state with one more event, and the score that follows from the events. */
export function addEvent(state: TrackerState, event: TrackerEvent): TrackerState {
  const events = [...state.events, event];
  return { ...state, events, score: scoreFromEvents(state.home.teamId, state.away.teamId, events) };
}

/** A corrected player may belong to the other team: the event then moves to that team. */
function teamOfPlayer(state: TrackerState, playerId: string): TeamState | undefined {
  return [state.home, state.away].find((team) => findPlayer(team, playerId));
}

/** Whether the player already has a yellow card that counts. */
const isBooked = (state: TrackerState, teamId: string, playerId: string) =>
  state.events.some((e) => e.type === 'YELLOW_CARD' && e.teamId === teamId && e.playerId === playerId);

/**
 * A stat entry, with the values of its corrections when it has any. `same` is the answer to a
 * probable duplicate (duplicates.ts): true, it never counts; false, it counts; none yet, it waits.
 */
export function recordEvent(
  state: TrackerState,
  entry: EventEntry,
  correction?: Correction,
  same?: boolean,
): ApplyResult {
  const closed = outOfPlay(state);
  if (closed) return refuse(closed);
  const { type, playerId, penaltyOutcome: outcome, minute: given } = correctedValues(entry, correction);
  if (!type || !STAT_TYPES.includes(type)) return refuse(m.selectStat);
  if (!playerId) return refuse(m.selectPlayer);
  const team = correction?.playerId ? teamOfPlayer(state, playerId) : teamById(state, entry.teamId);
  if (!team) return refuse(correction?.playerId ? m.notInLineup : m.unknownTeam);
  const problem = actorProblem(team, playerId, BENCH_STATS.includes(type));
  if (problem) return refuse(problem);
  if (type === 'PENALTY' && (!outcome || !OUTCOMES.includes(outcome))) return refuse(m.choosePenaltyOutcome);

  const event: TrackerEvent = {
    id: entry.id,
    at: entry.at,
    type,
    minute: given ?? minuteAt(state.clock, entry.at),
    teamId: team.teamId,
    playerId,
    substitutePlayerId: null,
    penaltyOutcome: outcome,
    isShootout: false,
    clockMs: given !== undefined ? given * 60_000 : elapsedMs(state.clock, entry.at),
    ...deviceOf(entry),
  };
  if (same === true) return { ok: true, state };
  const original = same === undefined ? probableDuplicateOf(state, event) : undefined;
  if (original)
    return { ok: true, state: { ...state, duplicates: [...state.duplicates, { id: event.id, of: original.id }] } };
  const secondYellow = type === 'YELLOW_CARD' && isBooked(state, team.teamId, playerId);
  const next = addEvent(state, secondYellow ? { ...event, secondYellow } : event);
  const sentOff = type === 'RED_CARD' || secondYellow;
  return { ok: true, state: sentOff ? withTeam(next, sendOff(team, playerId)) : next };
}

/** A substitution: SUBSTITUTION event with playerId going off, substitutePlayerId coming on. */
/** The scorer's answer to a red card's prompt: the team plays on a player down (players.ts). */
export function recordNoReplacement(state: TrackerState, entry: NoReplacementEntry): ApplyResult {
  // Like every entry of play: nothing is taken once the match is over or in its shootout.
  const closed = outOfPlay(state);
  if (closed) return refuse(closed);
  const team = teamById(state, entry.teamId);
  if (!team) return refuse(m.unknownTeam);
  const result = playOnWithout(team, entry.playerId);
  return result.ok ? { ok: true, state: withTeam(state, result.team) } : result;
}

export function recordSubstitution(state: TrackerState, entry: SubstitutionEntry): ApplyResult {
  const closed = outOfPlay(state);
  if (closed) return refuse(closed);
  const team = teamById(state, entry.teamId);
  if (!team) return refuse(m.unknownTeam);
  const result = substitute(team, entry);
  if (!result.ok) return result;
  const next = addEvent(withTeam(state, result.team), {
    id: entry.id,
    at: entry.at,
    type: 'SUBSTITUTION',
    minute: minuteAt(state.clock, entry.at),
    teamId: team.teamId,
    playerId: entry.playerOffId,
    substitutePlayerId: entry.playerOnId,
    penaltyOutcome: null,
    isShootout: false,
    clockMs: elapsedMs(state.clock, entry.at),
    ...deviceOf(entry),
  });
  return { ok: true, state: next };
}
