/**
 * Stats and substitutions during play (SPEC §4, §5): each needs a player, none is taken once the
 * match is locked or in a shootout, a sent-off player takes no further part, and a red card sends
 * the player off and prompts his team to substitute. The event minute is the clock's at the tap.
 */
import { scoreFromEvents } from '../score';
import { minuteAt } from './clock';
import { trackerMessages as m } from './messages';
import { actorProblem, findPlayer, sendOff, substitute, teamById, withTeam } from './players';
import { closedProblem } from './stages';
import type {
  ApplyResult,
  Correction,
  EventEntry,
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

/** The state with one more event, and the score that follows from the events. */
export function addEvent(state: TrackerState, event: TrackerEvent): TrackerState {
  const events = [...state.events, event];
  return { ...state, events, score: scoreFromEvents(state.home.teamId, state.away.teamId, events) };
}

/** A corrected player may belong to the other team: the event then moves to that team. */
function teamOfPlayer(state: TrackerState, playerId: string): TeamState | undefined {
  return [state.home, state.away].find((team) => findPlayer(team, playerId));
}

/** A stat entry, with the values of its corrections when it has any. */
export function recordEvent(state: TrackerState, entry: EventEntry, correction?: Correction): ApplyResult {
  const closed = closedProblem(state);
  if (closed) return refuse(closed);
  const type = correction?.type ?? entry.type;
  if (!type || !STAT_TYPES.includes(type)) return refuse(m.selectStat);
  const playerId = correction?.playerId ?? entry.playerId;
  if (!playerId) return refuse(m.selectPlayer);
  const team = correction?.playerId ? teamOfPlayer(state, playerId) : teamById(state, entry.teamId);
  if (!team) return refuse(correction?.playerId ? m.notInLineup : m.unknownTeam);
  const problem = actorProblem(team, playerId, BENCH_STATS.includes(type));
  if (problem) return refuse(problem);
  const outcome = type === 'PENALTY' ? (correction?.penaltyOutcome ?? entry.penaltyOutcome ?? null) : null;
  if (type === 'PENALTY' && (!outcome || !OUTCOMES.includes(outcome))) return refuse(m.choosePenaltyOutcome);

  const next = addEvent(state, {
    id: entry.id,
    at: entry.at,
    type,
    minute: correction?.minute ?? minuteAt(state.clock, entry.at),
    teamId: team.teamId,
    playerId,
    substitutePlayerId: null,
    penaltyOutcome: outcome,
    isShootout: false,
  });
  return { ok: true, state: type === 'RED_CARD' ? withTeam(next, sendOff(team, playerId)) : next };
}

/** A substitution: SUBSTITUTION event with playerId going off, substitutePlayerId coming on. */
export function recordSubstitution(state: TrackerState, entry: SubstitutionEntry): ApplyResult {
  const closed = closedProblem(state);
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
  });
  return { ok: true, state: next };
}
