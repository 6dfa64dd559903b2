import { describe, expect, it } from 'vitest';
import { elapsedSeconds } from './clock';
import { trackerMessages as m } from './messages';
import { initialState } from './reducer';
import { statusFor } from './stages';
import { LINEUPS, logBuilder, MIN, play, refusal, T0 } from './test-data';

describe('clock taps', () => {
  it('starts the match in the first half and sends LIVE (nothing before the start)', () => {
    const b = logBuilder();
    const before = initialState(LINEUPS);
    expect(before.stage).toBe('First Half');
    expect(statusFor(before)).toBeNull();
    const state = play([b.start(T0)]);
    expect(state.started).toBe(true);
    expect(state.clock.running).toBe(true);
    expect(statusFor(state)).toBe('LIVE');
    expect(statusFor(play([b.pause(T0 + MIN)], state))).toBe('LIVE');
  });

  it('refuses starting a running clock and pausing a stopped one', () => {
    const b = logBuilder();
    expect(refusal(initialState(LINEUPS), b.pause(T0))).toBe(m.clockStopped);
    expect(refusal(play([b.start(T0)]), b.start(T0 + 1))).toBe(m.clockRunning);
  });
});

describe('stage changes', () => {
  it('goes to half time (clock paused) and on to the second half (clock running on)', () => {
    const b = logBuilder();
    const half = play([b.start(T0), b.stage('HALF_TIME', T0 + 45 * MIN)]);
    expect(half.stage).toBe('Half Time');
    expect(half.clock.running).toBe(false);
    expect(statusFor(half)).toBe('HALF_TIME');
    expect(elapsedSeconds(half.clock, T0 + 55 * MIN)).toBe(45 * 60);
    expect(refusal(half, b.start(T0 + 50 * MIN))).toBe(m.halfTimeClock);

    const second = play([b.stage('SECOND_HALF', T0 + 60 * MIN)], half);
    expect(second.stage).toBe('Second Half');
    expect(second.clock.running).toBe(true);
    expect(statusFor(second)).toBe('SECOND_HALF');
    expect(elapsedSeconds(second.clock, T0 + 70 * MIN)).toBe(55 * 60);
  });

  it('refuses stage changes out of order or before the start', () => {
    const b = logBuilder();
    expect(refusal(initialState(LINEUPS), b.stage('HALF_TIME', T0))).toBe(m.notStarted);
    const first = play([b.start(T0)]);
    expect(refusal(first, b.stage('SECOND_HALF', T0 + MIN))).toBe(m.badStage('First Half', 'Second Half'));
    const second = play([b.stage('HALF_TIME', T0 + MIN), b.stage('SECOND_HALF', T0 + 2 * MIN)], first);
    expect(refusal(second, b.stage('HALF_TIME', T0 + 3 * MIN))).toBe(m.badStage('Second Half', 'Half Time'));
  });

  it('resets the clock to 0 and starts it for extra time, when the score is level', () => {
    const b = logBuilder();
    const second = play([b.start(T0), b.stage('HALF_TIME', T0 + 45 * MIN), b.stage('SECOND_HALF', T0 + 60 * MIN)]);
    const extra = play([b.stage('EXTRA_TIME', T0 + 110 * MIN)], second);
    expect(extra.stage).toBe('Extra Time');
    expect(extra.clock.running).toBe(true);
    expect(elapsedSeconds(extra.clock, T0 + 110 * MIN)).toBe(0);
    expect(elapsedSeconds(extra.clock, T0 + 113 * MIN)).toBe(180);
    expect(statusFor(extra)).toBe('EXTRA_TIME');
    expect(refusal(extra, b.stage('EXTRA_TIME', T0 + 120 * MIN))).toBe(m.badStage('Extra Time', 'Extra Time'));

    const ahead = play([b.event('GOAL', 'H', 'h3', T0 + 100 * MIN)], second);
    expect(refusal(ahead, b.stage('EXTRA_TIME', T0 + 110 * MIN))).toBe(m.notLevel);
  });

  it('locks the match at full time: clock stopped, stats, offside, substitutions and reset refused', () => {
    const b = logBuilder();
    const state = play([b.start(T0), b.stage('FULL_TIME', T0 + 90 * MIN)]);
    expect(state.stage).toBe('Full Time');
    expect(state.locked).toBe(true);
    expect(state.clock.running).toBe(false);
    expect(statusFor(state)).toBe('FULL_TIME');
    expect(elapsedSeconds(state.clock, T0 + 200 * MIN)).toBe(90 * 60);
    for (const entry of [
      b.event('GOAL', 'H', 'h3', T0 + 91 * MIN),
      b.event('OFFSIDE', 'A', 'a3', T0 + 91 * MIN),
      b.sub('H', 'h3', 'hs1', T0 + 91 * MIN),
      b.start(T0 + 91 * MIN),
      b.stage('EXTRA_TIME', T0 + 91 * MIN),
      b.shootout(T0 + 91 * MIN),
      b.reset(T0 + 91 * MIN),
    ])
      expect(refusal(state, entry)).toBe(m.locked);
  });
});
