/**
 * Clock taps and stage changes (docs/rules.md#the-match-tracker): First Half (implicit) → Half
 * Time → Second Half, and End Match from any playing stage to Full Time, or, when level, to Extra
 * Time or a penalty shootout.
 * Half Time pauses the clock; Second Half starts it again from where it stopped; Extra Time resets
 * it to 0 and starts it; Full Time stops it and locks the match.
 */
import type { FixtureStatus } from '../../schemas/enums';
import { pauseClock, STOPPED_CLOCK, startClock } from './clock';
import { trackerMessages as m } from './messages';
import type {
  ApplyResult,
  ClockPauseEntry,
  ClockStartEntry,
  ClockState,
  Stage,
  StageEntry,
  TrackerState,
} from './types';

/** Stages in which the ball is in play or about to be: the End Match button works in these. */
export const PLAYING_STAGES: readonly Stage[] = ['First Half', 'Half Time', 'Second Half', 'Extra Time'];

export const isLevel = (state: TrackerState) => state.score.homeScore === state.score.awayScore;

const refuse = (reason: string): ApplyResult => ({ ok: false, reason });

/** Why nothing but shootout entries may be recorded now, or null. */
export function closedProblem(state: TrackerState): string | null {
  if (state.locked) return m.locked;
  if (state.stage === 'Penalty Shootout') return m.inShootout;
  return null;
}

/** The clock once a tap or a stage change the rules took is applied. */
export function clockAfter(clock: ClockState, entry: ClockStartEntry | ClockPauseEntry | StageEntry): ClockState {
  switch (entry.kind === 'STAGE' ? entry.stage : entry.kind) {
    case 'CLOCK_START':
    case 'SECOND_HALF':
      return startClock(clock, entry.at);
    case 'EXTRA_TIME':
      return startClock(STOPPED_CLOCK, entry.at);
    default: // CLOCK_PAUSE, HALF_TIME, FULL_TIME
      return pauseClock(clock, entry.at);
  }
}

export function applyClock(state: TrackerState, entry: ClockStartEntry | ClockPauseEntry): ApplyResult {
  const closed = closedProblem(state);
  if (closed) return refuse(closed);
  if (entry.kind === 'CLOCK_PAUSE') {
    if (!state.clock.running) return refuse(m.clockStopped);
    return { ok: true, state: { ...state, clock: clockAfter(state.clock, entry) } };
  }
  if (state.stage === 'Half Time') return refuse(m.halfTimeClock);
  if (state.clock.running) return refuse(m.clockRunning);
  return { ok: true, state: { ...state, started: true, clock: clockAfter(state.clock, entry) } };
}

const TARGET: Record<StageEntry['stage'], Stage> = {
  HALF_TIME: 'Half Time',
  SECOND_HALF: 'Second Half',
  EXTRA_TIME: 'Extra Time',
  FULL_TIME: 'Full Time',
};

/** Why the match cannot move to `to` now, or null. */
function stageProblem(state: TrackerState, to: StageEntry['stage']): string | null {
  const closed = closedProblem(state);
  if (closed) return closed;
  if (!state.started) return m.notStarted;
  const from = state.stage;
  const allowed =
    to === 'HALF_TIME'
      ? from === 'First Half'
      : to === 'SECOND_HALF'
        ? from === 'Half Time'
        : to === 'EXTRA_TIME'
          ? from !== 'Extra Time'
          : true;
  if (!allowed) return m.badStage(from, TARGET[to]);
  if (to === 'EXTRA_TIME' && !isLevel(state)) return m.notLevel;
  return null;
}

export function applyStage(state: TrackerState, entry: StageEntry): ApplyResult {
  const problem = stageProblem(state, entry.stage);
  if (problem) return refuse(problem);
  const next = { ...state, stage: TARGET[entry.stage], clock: clockAfter(state.clock, entry) };
  return { ok: true, state: entry.stage === 'FULL_TIME' ? { ...next, locked: true } : next };
}

const STATUS: Record<Stage, FixtureStatus | null> = {
  'First Half': 'LIVE',
  'Half Time': 'HALF_TIME',
  'Second Half': 'SECOND_HALF',
  'Extra Time': 'EXTRA_TIME',
  'Full Time': 'FULL_TIME',
  'Penalty Shootout': null,
  'Penalty Shootout Completed': 'FULL_TIME',
};

/**
 * The fixture status for the current stage: LIVE once the clock has started in the first half
 * (null before: nothing to send), then HALF_TIME, SECOND_HALF, EXTRA_TIME and FULL_TIME. During a
 * shootout the status of the stage it followed stays; its end sends FULL_TIME.
 */
export function statusFor(state: TrackerState): FixtureStatus | null {
  if (state.stage === 'First Half') return state.started ? 'LIVE' : null;
  if (state.stage === 'Penalty Shootout') return STATUS[state.shootout?.after ?? 'Second Half'];
  return STATUS[state.stage];
}
