/** Lineups and log builders for the tracker's tests (not used by the app). */
import { apply, initialState } from './reducer';
import type {
  CorrectionEntry,
  LineupPlayer,
  MatchLineups,
  PenaltyOutcome,
  Position,
  StageEntry,
  StatType,
  TeamLineup,
  TrackerEntry,
  TrackerState,
} from './types';

export const T0 = 1_700_000_000_000;
export const SEC = 1000;
export const MIN = 60 * SEC;

const player = (playerId: string, position: string, isStarting: boolean, jerseyNumber: number): LineupPlayer => ({
  playerId,
  name: `Player ${playerId}`,
  position,
  isStarting,
  jerseyNumber,
});

/** A team: goalkeeper `{p}gk`, starters `{p}1`–`{p}4`, substitutes `{p}s1` (MIDFIELDER) and `{p}s2` (GOALKEEPER). */
export function team(teamId: string, p: string): TeamLineup {
  return {
    teamId,
    players: [
      player(`${p}gk`, 'GOALKEEPER', true, 1),
      player(`${p}1`, 'DEFENDER', true, 2),
      player(`${p}2`, 'MIDFIELDER', true, 3),
      player(`${p}3`, 'STRIKER', true, 4),
      player(`${p}4`, 'STRIKER', true, 5),
      player(`${p}s1`, 'MIDFIELDER', false, 12),
      player(`${p}s2`, 'GOALKEEPER', false, 13),
    ],
  };
}

export const LINEUPS: MatchLineups = { home: team('H', 'h'), away: team('A', 'a') };

/** Entry builders with ids e1, e2, … in the order they are built. */
export function logBuilder() {
  let n = 0;
  const id = () => `e${++n}`;
  return {
    start: (at: number): TrackerEntry => ({ kind: 'CLOCK_START', id: id(), at }),
    pause: (at: number): TrackerEntry => ({ kind: 'CLOCK_PAUSE', id: id(), at }),
    stage: (stage: StageEntry['stage'], at: number): TrackerEntry => ({ kind: 'STAGE', stage, id: id(), at }),
    event: (type: StatType, teamId: string, playerId: string, at: number, penaltyOutcome?: PenaltyOutcome) =>
      ({ kind: 'EVENT', type, teamId, playerId, penaltyOutcome, id: id(), at }) as TrackerEntry,
    sub: (teamId: string, playerOffId: string, playerOnId: string, at: number, position?: Position) =>
      ({ kind: 'SUBSTITUTION', teamId, playerOffId, playerOnId, position, id: id(), at }) as TrackerEntry,
    noReplacement: (teamId: string, playerId: string, at: number): TrackerEntry => ({
      kind: 'NO_REPLACEMENT',
      teamId,
      playerId,
      id: id(),
      at,
    }),
    shootout: (at: number): TrackerEntry => ({ kind: 'SHOOTOUT_START', id: id(), at }),
    kick: (teamId: string, playerId: string, scored: boolean, at: number): TrackerEntry => ({
      kind: 'SHOOTOUT_KICK',
      teamId,
      playerId,
      scored,
      id: id(),
      at,
    }),
    endShootout: (at: number): TrackerEntry => ({ kind: 'SHOOTOUT_END', id: id(), at }),
    reset: (at: number): TrackerEntry => ({ kind: 'RESET', id: id(), at }),
    undo: (targetId: string, at: number): TrackerEntry => ({ kind: 'UNDO', targetId, id: id(), at }),
    correct: (targetId: string, fields: Omit<CorrectionEntry, 'kind' | 'id' | 'at' | 'targetId'>, at: number) =>
      ({ kind: 'CORRECTION', targetId, ...fields, id: id(), at }) as TrackerEntry,
  };
}

/** Applies the entries one by one; throws with the reason when the rules refuse one. */
export function play(entries: readonly TrackerEntry[], from: TrackerState = initialState(LINEUPS)): TrackerState {
  let state = from;
  for (const entry of entries) {
    const result = apply(state, entry);
    if (!result.ok) throw new Error(`${entry.kind} ${entry.id} refused: ${result.reason}`);
    state = result.state;
  }
  return state;
}

/** The reason the rules refuse `entry` in `state` (undefined when accepted). */
export function refusal(state: TrackerState, entry: TrackerEntry): string | undefined {
  const result = apply(state, entry);
  return result.ok ? undefined : result.reason;
}

/** The team's player by id (throws when missing, to keep the tests short). */
export function playerOf(state: TrackerState, side: 'home' | 'away', playerId: string) {
  const found = state[side].players.find((p) => p.playerId === playerId);
  if (!found) throw new Error(`no player ${playerId}`);
  return found;
}
