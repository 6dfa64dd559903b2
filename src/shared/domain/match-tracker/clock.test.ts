import { describe, expect, it } from 'vitest';
import { elapsedSeconds, formatClock, minuteAt, pauseClock, STOPPED_CLOCK, startClock } from './clock';
import { replay } from './reducer';
import { LINEUPS, logBuilder, MIN, SEC, T0 } from './test-data';

describe('match clock', () => {
  it('derives elapsed time from start and pause taps across pause and resume', () => {
    let clock = startClock(STOPPED_CLOCK, T0);
    expect(elapsedSeconds(clock, T0 + 90 * SEC)).toBe(90);
    clock = pauseClock(clock, T0 + 100 * SEC);
    expect(elapsedSeconds(clock, T0 + 100 * SEC)).toBe(100);
    expect(elapsedSeconds(clock, T0 + 10 * MIN)).toBe(100);
    clock = startClock(clock, T0 + 200 * SEC);
    expect(elapsedSeconds(clock, T0 + 230 * SEC)).toBe(130);
  });

  it('gives the same time after a reload: the same log replayed later', () => {
    const b = logBuilder();
    const log = [b.start(T0), b.pause(T0 + 20 * MIN), b.start(T0 + 25 * MIN)];
    const before = replay(LINEUPS, log);
    const now = T0 + 30 * MIN + 15 * SEC;
    expect(elapsedSeconds(before.clock, now)).toBe(25 * 60 + 15);
    // The phone was locked for 7 minutes, then the page reloaded: the clock kept running meanwhile.
    const after = replay(LINEUPS, log);
    expect(elapsedSeconds(after.clock, now + 7 * MIN)).toBe(32 * 60 + 15);
    expect(after.clock).toEqual(before.clock);
  });

  it('neither loses nor adds time while paused, however long the reload takes', () => {
    const b = logBuilder();
    const state = replay(LINEUPS, [b.start(T0), b.pause(T0 + 12 * MIN)]);
    expect(elapsedSeconds(state.clock, T0 + 12 * MIN)).toBe(720);
    expect(elapsedSeconds(state.clock, T0 + 5 * 60 * MIN)).toBe(720);
  });

  it('never counts a segment backwards when the phone clock went back', () => {
    const clock = startClock(STOPPED_CLOCK, T0);
    expect(elapsedSeconds(clock, T0 - 5 * SEC)).toBe(0);
    expect(elapsedSeconds(pauseClock(clock, T0 - 5 * SEC), T0)).toBe(0);
  });

  it('makes the event minute the clock seconds divided by 60, rounded down', () => {
    const clock = startClock(STOPPED_CLOCK, T0);
    expect(minuteAt(clock, T0 + 59_999)).toBe(0);
    expect(minuteAt(clock, T0 + 60 * SEC)).toBe(1);
    expect(minuteAt(clock, T0 + 119 * SEC)).toBe(1);
    expect(minuteAt(clock, T0 + 45 * MIN + 59 * SEC)).toBe(45);
  });

  it('shows mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(6000)).toBe('100:00');
  });
});
