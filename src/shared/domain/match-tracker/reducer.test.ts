import { describe, expect, it } from 'vitest';
import { elapsedSeconds } from './clock';
import { trackerMessages as m } from './messages';
import { apply, canApply, initialState, replay, replayFrom } from './reducer';
import { LINEUPS, logBuilder, MIN, play, playerOf, refusal, T0 } from './test-data';
import type { TrackerEntry } from './types';

function matchLog() {
  const b = logBuilder();
  const log: TrackerEntry[] = [
    b.start(T0), // e1
    b.event('GOAL', 'H', 'h3', T0 + 10 * MIN), // e2
    b.event('YELLOW_CARD', 'A', 'a2', T0 + 20 * MIN), // e3
    b.sub('A', 'a3', 'as1', T0 + 30 * MIN), // e4
    b.event('GOAL', 'A', 'as1', T0 + 40 * MIN), // e5
  ];
  return { b, log };
}

describe('replay', () => {
  it('gives the state that applying the entries one by one gave (a reload changes nothing)', () => {
    const { log } = matchLog();
    const live = play(log);
    const reloaded = replay(LINEUPS, log);
    expect(reloaded).toEqual(live);
    expect(reloaded.log).toEqual(log);
    expect(reloaded.rejected).toEqual([]);
  });

  it('skips refused entries and lists them, so a stored log always replays', () => {
    const { b, log } = matchLog();
    const bogus = { kind: 'BOGUS', id: 'x', at: T0 } as unknown as TrackerEntry;
    const twice = [...log, log[1]!, b.event('GOAL', 'H', 'hs1', T0 + 50 * MIN), bogus];
    const state = replay(LINEUPS, twice);
    expect(state.score.homeScore).toBe(1);
    // In the order of their instants: the bogus entry is dated at kick-off.
    expect(state.rejected).toEqual([
      { id: 'x', reason: m.unknownEntry },
      { id: 'e2', reason: m.duplicate },
      { id: 'e6', reason: m.notOnField },
    ]);
  });

  it('refuses without changing the state, and canApply says why', () => {
    const { b, log } = matchLog();
    const state = play(log);
    const entry = b.event('GOAL', 'H', '', T0 + 50 * MIN);
    expect(apply(state, entry)).toEqual({ ok: false, reason: m.selectPlayer });
    expect(canApply(state, entry)).toEqual({ ok: false, reason: m.selectPlayer });
    expect(canApply(state, b.event('GOAL', 'H', 'h4', T0 + 50 * MIN))).toEqual({ ok: true });
  });
});

describe('Reset Match', () => {
  it('zeroes everything before it and goes back to the first half; the log keeps it all', () => {
    const { b, log } = matchLog();
    const state = play([...log, b.stage('HALF_TIME', T0 + 45 * MIN), b.reset(T0 + 46 * MIN)]);
    const fresh = initialState(LINEUPS);
    expect(state.stage).toBe('First Half');
    expect(state.started).toBe(false);
    expect(elapsedSeconds(state.clock, T0 + 60 * MIN)).toBe(0);
    expect(state.events).toEqual([]);
    expect(state.score).toEqual(fresh.score);
    expect(state.home).toEqual(fresh.home);
    expect(state.away).toEqual(fresh.away);
    expect(state.log).toHaveLength(7);
    expect(replay(LINEUPS, state.log)).toEqual(state);
  });

  it('leaves nothing before it to undo or correct, and counts what follows', () => {
    const { b, log } = matchLog();
    const state = play([...log, b.reset(T0 + 46 * MIN), b.start(T0 + 50 * MIN)]);
    expect(refusal(state, b.undo('e2', T0 + 51 * MIN))).toBe(m.noTarget);
    expect(refusal(state, b.correct('e2', { minute: 3 }, T0 + 51 * MIN))).toBe(m.noTarget);
    const after = play([b.event('GOAL', 'A', 'a3', T0 + 52 * MIN)], state);
    expect(after.score.awayScore).toBe(1);
    expect(after.events[0]?.minute).toBe(2);
  });
});

describe('undo', () => {
  it('stops the target counting', () => {
    const { b, log } = matchLog();
    const state = play([...log, b.undo('e2', T0 + 50 * MIN)]);
    expect(state.score.homeScore).toBe(0);
    expect(state.events.map((e) => e.id)).toEqual(['e3', 'e4', 'e5']);
    expect(state.log).toHaveLength(6);
    expect(replay(LINEUPS, state.log)).toEqual(state);
  });

  it('restores a player sent off by an undone red card', () => {
    const b = logBuilder();
    const state = play([b.start(T0), b.event('RED_CARD', 'H', 'h2', T0 + MIN), b.undo('e2', T0 + 2 * MIN)]);
    expect(playerOf(state, 'home', 'h2').status).toBe('ON_FIELD');
    expect(state.home.pendingSubstitution).toEqual([]);
  });

  it('refuses what cannot be undone: twice, clock and stage taps, unknown ids, a locked match', () => {
    const { b, log } = matchLog();
    const state = play([...log, b.undo('e2', T0 + 50 * MIN)]);
    expect(refusal(state, b.undo('e2', T0 + 51 * MIN))).toBe(m.noTarget);
    expect(refusal(state, b.undo('e1', T0 + 51 * MIN))).toBe(m.noTarget);
    expect(refusal(state, b.undo('e6', T0 + 51 * MIN))).toBe(m.noTarget);
    expect(refusal(state, b.undo('nope', T0 + 51 * MIN))).toBe(m.noTarget);
    const ended = play([b.stage('FULL_TIME', T0 + 90 * MIN)], state);
    expect(refusal(ended, b.undo('e3', T0 + 91 * MIN))).toBe(m.locked);
  });

  it('refuses undoing an entry later ones depend on', () => {
    const { b, log } = matchLog();
    const state = play(log);
    // as1 came on (e4) and then scored (e5): without the substitution he was on the bench.
    expect(refusal(state, b.undo('e4', T0 + 50 * MIN))).toBe(m.conflict(m.notOnField));
    const goalUndone = play([b.undo('e5', T0 + 50 * MIN), b.undo('e4', T0 + 51 * MIN)], state);
    expect(playerOf(goalUndone, 'away', 'a3').status).toBe('ON_FIELD');
  });
});

describe('correction', () => {
  it('counts the corrected values and keeps the original in the log', () => {
    const { b, log } = matchLog();
    const fix = b.correct('e2', { playerId: 'h4', minute: 9 }, T0 + 50 * MIN);
    const state = play([...log, fix]);
    expect(state.events[0]).toMatchObject({ id: 'e2', playerId: 'h4', minute: 9, teamId: 'H', type: 'GOAL' });
    expect(state.log[1]).toMatchObject({ id: 'e2', kind: 'EVENT', playerId: 'h3' });
    expect(state.log.at(-1)).toBe(fix);
    expect(replay(LINEUPS, state.log)).toEqual(state);
  });

  it("changes the score when the type changes, and moves the event to the corrected player's team", () => {
    const { b, log } = matchLog();
    const ownGoal = play([...log, b.correct('e2', { type: 'OWN_GOAL' }, T0 + 50 * MIN)]);
    expect(ownGoal.score).toMatchObject({ homeScore: 0, awayScore: 2 });
    const otherTeam = play([...log, b.correct('e2', { playerId: 'a4' }, T0 + 50 * MIN)]);
    expect(otherTeam.events[0]).toMatchObject({ teamId: 'A', playerId: 'a4' });
    expect(otherTeam.score).toMatchObject({ homeScore: 0, awayScore: 2 });
  });

  it('applies several corrections in order, and undoing one brings back the values before it', () => {
    const { b, log } = matchLog();
    const state = play([
      ...log,
      b.correct('e2', { minute: 8 }, T0 + 50 * MIN), // e6
      b.correct('e2', { playerId: 'h4' }, T0 + 51 * MIN), // e7
    ]);
    expect(state.events[0]).toMatchObject({ playerId: 'h4', minute: 8 });
    const undone = play([b.undo('e7', T0 + 52 * MIN)], state);
    expect(undone.events[0]).toMatchObject({ playerId: 'h3', minute: 8 });
  });

  it('refuses corrections that break a rule or change nothing', () => {
    const { b, log } = matchLog();
    const state = play(log);
    expect(refusal(state, b.correct('e2', { playerId: 'hs1' }, T0 + 50 * MIN))).toBe(m.notOnField);
    expect(refusal(state, b.correct('e2', { playerId: 'nobody' }, T0 + 50 * MIN))).toBe(m.notInLineup);
    expect(refusal(state, b.correct('e2', { type: 'PENALTY' }, T0 + 50 * MIN))).toBe(m.choosePenaltyOutcome);
    expect(refusal(state, b.correct('e2', {}, T0 + 50 * MIN))).toBe(m.nothingToCorrect);
    expect(refusal(state, b.correct('e2', { minute: -1 }, T0 + 50 * MIN))).toBe(m.badMinute);
    expect(refusal(state, b.correct('e4', { minute: 5 }, T0 + 50 * MIN))).toBe(m.noTarget);
    // A yellow turned red sends a2 off from then on (he did nothing later, so nothing conflicts).
    const red = play([b.correct('e3', { type: 'RED_CARD' }, T0 + 50 * MIN)], state);
    expect(playerOf(red, 'away', 'a2').status).toBe('SENT_OFF');
    // Crediting as1's goal to a3 is refused: a3 had gone off by then.
    expect(refusal(state, b.correct('e5', { playerId: 'a3' }, T0 + 50 * MIN))).toBe(m.notOnField);
  });

  it('refuses a correction that breaks a later entry', () => {
    const b = logBuilder();
    const state = play([b.start(T0), b.event('FOUL', 'A', 'a3', T0 + MIN), b.event('GOAL', 'A', 'a3', T0 + 2 * MIN)]);
    expect(refusal(state, b.correct('e2', { type: 'RED_CARD' }, T0 + 3 * MIN))).toBe(m.conflict(m.sentOff));
  });
});

describe('replayFrom', () => {
  const { b, log } = matchLog();
  const later = [b.event('FOUL', 'H', 'h3', T0 + 41 * MIN), b.event('GOAL', 'H', 'hgk', T0 + 42 * MIN)];

  it('carries a replay on with the entries dated after it, to the state a whole replay gives', () => {
    const first = replayFrom(null, LINEUPS, log);
    expect(first.state).toEqual(replay(LINEUPS, log));
    const next = replayFrom(first, LINEUPS, [...later, ...log]);
    expect(next.state).toEqual(replay(LINEUPS, [...log, ...later]));
    // Carried on: the entries already taken are not applied again.
    expect(next.state.events[0]).toBe(first.state.events[0]);
  });

  it('gives back the same replay when nothing changed, and replays afresh when an entry is dated earlier or left', () => {
    const first = replayFrom(null, LINEUPS, log);
    expect(replayFrom(first, LINEUPS, [...log].reverse())).toBe(first);
    const earlier = b.event('GOAL', 'A', 'a3', T0 + 5 * MIN);
    expect(replayFrom(first, LINEUPS, [...log, earlier]).state).toEqual(replay(LINEUPS, [...log, earlier]));
    const fewer = log.filter((e) => e.id !== 'e4');
    expect(replayFrom(first, LINEUPS, fewer).state).toEqual(replay(LINEUPS, fewer));
    const other = { ...LINEUPS };
    expect(replayFrom(first, other, log).state).toEqual(replay(other, log));
  });

  it('lists refused entries as a whole replay does, whichever way it comes to them', () => {
    const first = replayFrom(null, LINEUPS, log);
    const twice = [...log, log[1] as TrackerEntry, b.event('GOAL', 'H', 'hs1', T0 + 50 * MIN), ...later];
    expect(replayFrom(first, LINEUPS, twice).state).toEqual(replay(LINEUPS, twice));
  });
});
