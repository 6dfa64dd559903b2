/**
 * Several phones scoring one match (docs/match-log.md): what two phones record about one fact is
 * counted once. A stage change or clock tap that repeats the state another phone already made is
 * merged silently; an event of the same type, team and player as one another phone recorded within
 * 90 seconds of match time is a probable duplicate: it does not count until a scorer answers
 * "same" (it never counts) or "two" (it counts).
 */
import type { MatchEntry, StageEntry, TrackerEvent, TrackerState } from './types';

export const DUPLICATE_WINDOW_MS = 90_000;

const STAGE_OF: Record<StageEntry['stage'], TrackerState['stage']> = {
  HALF_TIME: 'Half Time',
  SECOND_HALF: 'Second Half',
  EXTRA_TIME: 'Extra Time',
  FULL_TIME: 'Full Time',
};

/** The device field an event takes from its entry (absent for an API client's). */
export const deviceOf = (entry: { device?: string }) => (entry.device !== undefined ? { device: entry.device } : {});

const otherPhone = (device: string | undefined, by: string | undefined) =>
  device !== undefined && by !== undefined && device !== by;

/** Whether `entry` only repeats, from another phone, the stage or clock state the match is in. */
export function repeatsOtherPhone(state: TrackerState, entry: MatchEntry): boolean {
  switch (entry.kind) {
    case 'STAGE':
      return state.stage === STAGE_OF[entry.stage] && otherPhone(entry.device, state.lastBy.stage);
    case 'SHOOTOUT_START':
      return state.stage === 'Penalty Shootout' && otherPhone(entry.device, state.lastBy.stage);
    case 'SHOOTOUT_END':
      return state.stage === 'Penalty Shootout Completed' && otherPhone(entry.device, state.lastBy.stage);
    case 'CLOCK_START':
      return state.clock.running && otherPhone(entry.device, state.lastBy.clock);
    case 'CLOCK_PAUSE':
      return state.started && !state.clock.running && otherPhone(entry.device, state.lastBy.clock);
    default:
      return false;
  }
}

/** Who made the stage and clock state after `entry` was applied. */
export function madeBy(lastBy: TrackerState['lastBy'], entry: MatchEntry): TrackerState['lastBy'] {
  switch (entry.kind) {
    case 'STAGE':
      return { stage: entry.device, clock: entry.device };
    case 'SHOOTOUT_START':
    case 'SHOOTOUT_END':
      return { ...lastBy, stage: entry.device };
    case 'CLOCK_START':
    case 'CLOCK_PAUSE':
      return { ...lastBy, clock: entry.device };
    default:
      return lastBy;
  }
}

/** The counted event of another phone that `event` probably repeats, if any. */
export function probableDuplicateOf(state: TrackerState, event: TrackerEvent): TrackerEvent | undefined {
  if (event.device === undefined || event.isShootout) return undefined;
  return state.events.find(
    (e) =>
      otherPhone(event.device, e.device) &&
      !e.isShootout &&
      e.type === event.type &&
      e.teamId === event.teamId &&
      e.playerId === event.playerId &&
      Math.abs(e.clockMs - event.clockMs) <= DUPLICATE_WINDOW_MS,
  );
}
