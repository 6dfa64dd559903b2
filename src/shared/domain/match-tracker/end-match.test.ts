import { describe, expect, it } from 'vitest';
import { endMatchEntry, endMatchOptions, finalResult } from './end-match';
import { initialState } from './reducer';
import { LINEUPS, logBuilder, MIN, play, T0 } from './test-data';

describe('endMatchOptions', () => {
  it('offers a draw, extra time or a shootout when the score is level', () => {
    const b = logBuilder();
    const state = play([b.start(T0), b.event('GOAL', 'H', 'h3', T0 + MIN), b.event('GOAL', 'A', 'a3', T0 + 2 * MIN)]);
    expect(endMatchOptions(state)).toEqual({
      level: true,
      finalScore: state.score,
      actions: ['End Match as Draw', 'Play Extra Time', 'Go to Penalty Shootout'],
      problem: null,
    });
  });

  it('offers no draw in a knockout match, only extra time once and the shootout, and says why', () => {
    const b = logBuilder();
    const level = play([b.start(T0), b.event('GOAL', 'H', 'h3', T0 + MIN), b.event('GOAL', 'A', 'a3', T0 + 2 * MIN)]);
    expect(endMatchOptions(level, true)).toEqual({
      level: true,
      finalScore: level.score,
      actions: ['Play Extra Time', 'Go to Penalty Shootout'],
      problem: 'levelKnockout',
    });
    const extra = play([b.stage('EXTRA_TIME', T0 + 90 * MIN)], level);
    expect(endMatchOptions(extra, true)).toMatchObject({
      actions: ['Go to Penalty Shootout'],
      problem: 'levelKnockout',
    });
    const ahead = play([b.event('GOAL', 'A', 'a3', T0 + 100 * MIN)], extra);
    expect(endMatchOptions(ahead, true)).toEqual(endMatchOptions(ahead));
    expect(endMatchOptions(ahead, true)?.actions).toEqual(['Cancel', 'Confirm']);
  });

  it("offers only the draw for a level match of a format's groups or league, which its table counts as drawn", () => {
    const b = logBuilder();
    const level = play([b.start(T0), b.event('GOAL', 'H', 'h3', T0 + MIN), b.event('GOAL', 'A', 'a3', T0 + 2 * MIN)]);
    expect(endMatchOptions(level, false, true)).toEqual({
      level: true,
      finalScore: level.score,
      actions: ['End Match as Draw'],
      problem: null,
    });
    const ahead = play([b.event('GOAL', 'A', 'a3', T0 + 80 * MIN)], level);
    expect(endMatchOptions(ahead, false, true)?.actions).toEqual(['Cancel', 'Confirm']);
  });

  it('shows the final score with Cancel/Confirm otherwise', () => {
    const b = logBuilder();
    const state = play([b.start(T0), b.event('OWN_GOAL', 'H', 'h1', T0 + MIN)]);
    expect(endMatchOptions(state)).toEqual({
      level: false,
      finalScore: { homeScore: 0, awayScore: 1, homePenaltyScore: null, awayPenaltyScore: null },
      actions: ['Cancel', 'Confirm'],
    });
  });

  it('offers no second extra time, and nothing before the start or once ended', () => {
    const b = logBuilder();
    expect(endMatchOptions(initialState(LINEUPS))).toBeNull();
    const extra = play([b.start(T0), b.stage('EXTRA_TIME', T0 + 90 * MIN)]);
    expect(endMatchOptions(extra)?.actions).toEqual(['End Match as Draw', 'Go to Penalty Shootout']);
    expect(endMatchOptions(play([b.stage('FULL_TIME', T0 + 120 * MIN)], extra))).toBeNull();
    expect(endMatchOptions(play([b.shootout(T0 + 120 * MIN)], extra))).toBeNull();
  });
});

describe('endMatchEntry', () => {
  const b = logBuilder();
  const level = play([b.start(T0)]);

  it('ends the match as a draw, or with the confirmed score', () => {
    for (const action of ['End Match as Draw', 'Confirm'] as const) {
      const entry = endMatchEntry(action, `end-${action}`, T0 + 90 * MIN);
      expect(entry).toEqual({ kind: 'STAGE', stage: 'FULL_TIME', id: `end-${action}`, at: T0 + 90 * MIN });
      expect(play([entry!], level).stage).toBe('Full Time');
    }
  });

  it('goes to extra time or to the shootout, and Cancel appends nothing', () => {
    expect(play([endMatchEntry('Play Extra Time', 'x', T0 + 90 * MIN)!], level).stage).toBe('Extra Time');
    expect(play([endMatchEntry('Go to Penalty Shootout', 'p', T0 + 90 * MIN)!], level).stage).toBe('Penalty Shootout');
    expect(endMatchEntry('Cancel', 'c', T0)).toBeNull();
  });
});

describe('finalResult', () => {
  it('is the score once the match has ended, saying whether extra time was played', () => {
    const b = logBuilder();
    const level = play([b.start(T0), b.event('GOAL', 'A', 'a3', T0 + MIN), b.event('GOAL', 'H', 'h3', T0 + 2 * MIN)]);
    expect(finalResult(level)).toBeNull();
    const extra = play([b.stage('EXTRA_TIME', T0 + 90 * MIN), b.event('GOAL', 'H', 'h4', T0 + 100 * MIN)], level);
    expect(finalResult(play([b.stage('FULL_TIME', T0 + 120 * MIN)], extra))).toEqual({
      homeScore: 2,
      awayScore: 1,
      homePenaltyScore: null,
      awayPenaltyScore: null,
      extraTime: true,
    });
    const ended = play([b.stage('FULL_TIME', T0 + 90 * MIN)], level);
    expect(finalResult(ended)).toMatchObject({ homeScore: 1, awayScore: 1, extraTime: false });
  });

  it('says no extra time when the extra time was reset away and the match replayed', () => {
    const b = logBuilder();
    const extra = play([b.start(T0), b.stage('EXTRA_TIME', T0 + 90 * MIN)]);
    const replayed = play(
      [b.reset(T0 + 91 * MIN), b.start(T0 + 92 * MIN), b.event('GOAL', 'H', 'h3', T0 + 93 * MIN)],
      extra,
    );
    expect(finalResult(play([b.stage('FULL_TIME', T0 + 180 * MIN)], replayed))).toMatchObject({
      homeScore: 1,
      extraTime: false,
    });
  });
});
