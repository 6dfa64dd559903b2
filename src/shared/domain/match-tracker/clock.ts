/**
 * The match clock, derived from the start and pause taps: elapsed time is computed from their
 * timestamps, never counted tick by tick, so a reload or a locked phone neither loses nor adds time.
 * A segment that would be negative (the phone's clock went back) counts as zero.
 */
import type { ClockState } from './types';

export const STOPPED_CLOCK: ClockState = { running: false, runningSince: null, accumulatedMs: 0 };

/** Milliseconds on the clock at `now`. */
export function elapsedMs(clock: ClockState, now: number): number {
  const running = clock.running && clock.runningSince !== null ? Math.max(0, now - clock.runningSince) : 0;
  return clock.accumulatedMs + running;
}

/** Whole seconds on the clock at `now`. */
export const elapsedSeconds = (clock: ClockState, now: number): number => Math.floor(elapsedMs(clock, now) / 1000);

/** The event minute of a tap at `at`: clock seconds divided by 60, rounded down (docs/rules.md#the-match-tracker). */
export const minuteAt = (clock: ClockState, at: number): number => Math.floor(elapsedSeconds(clock, at) / 60);

export function startClock(clock: ClockState, at: number): ClockState {
  if (clock.running) return clock;
  return { running: true, runningSince: at, accumulatedMs: clock.accumulatedMs };
}

export function pauseClock(clock: ClockState, at: number): ClockState {
  if (!clock.running) return clock;
  return { running: false, runningSince: null, accumulatedMs: elapsedMs(clock, at) };
}

/** The clock shown as mm:ss (minutes keep growing past 99). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
