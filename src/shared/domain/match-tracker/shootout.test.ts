import { describe, expect, it } from 'vitest';
import { trackerMessages as m } from './messages';
import { initialState } from './reducer';
import { canEndShootout, isShootoutComplete, nextKicker } from './shootout';
import { statusFor } from './stages';
import { LINEUPS, logBuilder, MIN, play, refusal, T0 } from './test-data';
import type { MatchLineups, TrackerState } from './types';

const AT = T0 + 120 * MIN;
const HOME = ['h1', 'h2', 'h3', 'h4'];
const AWAY = ['a1', 'a2', 'a3', 'a4'];

/** A level match gone to penalties, with a builder for more entries. */
function shootout(lineups: MatchLineups = LINEUPS) {
  const b = logBuilder();
  return { b, state: play([b.start(T0), b.shootout(AT)], initialState(lineups)) };
}

/** Kicks in turn: `rounds` is a list of [home scored, away scored?] (away omitted: not taken). */
function kicks(start: { b: ReturnType<typeof logBuilder>; state: TrackerState }, rounds: [boolean, boolean?][]) {
  let state = start.state;
  rounds.forEach(([home, away], i) => {
    state = play([start.b.kick('H', HOME[i % 4]!, home, AT + i)], state);
    if (away !== undefined) state = play([start.b.kick('A', AWAY[i % 4]!, away, AT + i)], state);
  });
  return state;
}

describe('penalty shootout', () => {
  it('starts only from a level score, stops the clock and keeps the last status until it ends', () => {
    const b = logBuilder();
    const ahead = play([b.start(T0), b.event('GOAL', 'H', 'h3', T0 + MIN)]);
    expect(refusal(ahead, b.shootout(AT))).toBe(m.notLevel);
    const level = play([b.event('GOAL', 'A', 'a3', T0 + 2 * MIN), b.stage('HALF_TIME', T0 + 45 * MIN)], ahead);
    const started = play([b.stage('SECOND_HALF', T0 + 60 * MIN), b.shootout(AT)], level);
    expect(started.stage).toBe('Penalty Shootout');
    expect(started.clock.running).toBe(false);
    expect(started.locked).toBe(false);
    expect(statusFor(started)).toBe('SECOND_HALF');
    expect(refusal(started, b.event('GOAL', 'H', 'h3', AT))).toBe(m.inShootout);
    expect(refusal(started, b.sub('H', 'h3', 'hs1', AT))).toBe(m.inShootout);
  });

  it('records kicks as PENALTY events at minute 0 with isShootout, apart from the match score', () => {
    const s = shootout();
    const state = kicks(s, [[true, false]]);
    expect(state.events.filter((e) => e.isShootout)).toEqual([
      expect.objectContaining({ type: 'PENALTY', minute: 0, teamId: 'H', penaltyOutcome: 'SCORED', isShootout: true }),
      expect.objectContaining({ type: 'PENALTY', minute: 0, teamId: 'A', penaltyOutcome: 'MISSED', isShootout: true }),
    ]);
    expect(state.score).toEqual({ homeScore: 0, awayScore: 0, homePenaltyScore: 1, awayPenaltyScore: 0 });
  });

  it('takes home then away, from outfield players on the field only', () => {
    const { b, state } = shootout();
    expect(refusal(state, b.kick('A', 'a1', true, AT))).toBe(m.wrongTurn);
    expect(refusal(state, b.kick('H', 'hgk', true, AT))).toBe(m.notAKicker);
    expect(refusal(state, b.kick('H', 'hs1', true, AT))).toBe(m.notAKicker);
    expect(refusal(state, b.kick('H', '', true, AT))).toBe(m.selectPlayer);
  });

  it('ends early within 5 rounds when one side cannot catch up', () => {
    const s = shootout();
    const afterHome3 = kicks(s, [[true, false], [true, false], [true]]);
    expect(isShootoutComplete(afterHome3)).toBe(false); // away 0 + 3 left can still reach 3
    const decided = play([s.b.kick('A', 'a3', false, AT)], afterHome3);
    expect(isShootoutComplete(decided)).toBe(true); // away 0 + 2 left < 3
    expect(refusal(decided, s.b.kick('H', 'h4', true, AT))).toBe(m.shootoutDecided);
  });

  it('can be decided by a home kick, before the away side takes its last one', () => {
    const s = shootout();
    const state = kicks(s, [[true, true], [true, true], [true, true], [false, true], [false]]);
    expect(state.score).toMatchObject({ homePenaltyScore: 3, awayPenaltyScore: 4 });
    expect(isShootoutComplete(state)).toBe(true);
  });

  it('goes to sudden death at 5-5 and ends when a pair of kicks differs', () => {
    const s = shootout();
    const five = kicks(
      s,
      Array.from({ length: 5 }, () => [true, true] as [boolean, boolean]),
    );
    expect(isShootoutComplete(five)).toBe(false);
    const sixBoth = kicks({ b: s.b, state: five }, [[true, true]]);
    expect(isShootoutComplete(sixBoth)).toBe(false);
    const homeScored = play([s.b.kick('H', 'h3', true, AT)], sixBoth);
    expect(isShootoutComplete(homeScored)).toBe(false); // by pairs: away still kicks
    expect(canEndShootout(homeScored)).toBe(false);
    expect(refusal(homeScored, s.b.endShootout(AT))).toBe(m.shootoutNotDecided);
    const decided = play([s.b.kick('A', 'a3', false, AT)], homeScored);
    expect(canEndShootout(decided)).toBe(true);
    const ended = play([s.b.endShootout(AT + MIN)], decided);
    expect(ended.stage).toBe('Penalty Shootout Completed');
    expect(ended.locked).toBe(true);
    expect(statusFor(ended)).toBe('FULL_TIME');
    expect(ended.score).toMatchObject({ homeScore: 0, awayScore: 0, homePenaltyScore: 7, awayPenaltyScore: 6 });
    expect(refusal(ended, s.b.kick('H', 'h4', true, AT))).toBe(m.locked);
    expect(refusal(ended, s.b.undo('e3', AT))).toBe(m.locked);
  });

  it('is complete when a team has no kickers left', () => {
    const away = { teamId: 'A', players: LINEUPS.away.players.filter((p) => p.playerId === 'agk') };
    const { state } = shootout({ home: LINEUPS.home, away });
    expect(nextKicker(state, 'A')).toBeNull();
    expect(isShootoutComplete(state)).toBe(true);
    expect(canEndShootout(state)).toBe(true);
    // A knockout match needs one side ahead: a shootout without kicks does not end it.
    expect(canEndShootout(state, true)).toBe(false);
  });

  it('ends a knockout match only with one side ahead on penalties', () => {
    const s = shootout();
    const decided = kicks(s, [
      [true, false],
      [true, false],
      [true, false],
    ]);
    expect(canEndShootout(decided, true)).toBe(true);
    expect(canEndShootout(kicks(s, [[true, true]]), true)).toBe(false);
  });

  it('is not under way outside the shootout', () => {
    const b = logBuilder();
    const state = play([b.start(T0)]);
    expect(isShootoutComplete(state)).toBe(false);
    expect(canEndShootout(state)).toBe(false);
    expect(refusal(state, b.kick('H', 'h1', true, AT))).toBe(m.noShootout);
    expect(refusal(state, b.endShootout(AT))).toBe(m.noShootout);
  });
});

describe('nextKicker', () => {
  it('cycles through the on-field outfield players, skipping the keeper', () => {
    const s = shootout();
    let state = s.state;
    const order: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const kicker = nextKicker(state, 'H')!.playerId;
      order.push(kicker);
      state = play([s.b.kick('H', kicker, true, AT), s.b.kick('A', nextKicker(state, 'A')!.playerId, true, AT)], state);
    }
    expect(order).toEqual(['h1', 'h2', 'h3', 'h4', 'h1', 'h2']);
  });

  it('suggests whoever has not kicked yet when the organiser picked someone else', () => {
    const s = shootout();
    const state = play([s.b.kick('H', 'h3', true, AT)], s.state);
    expect(nextKicker(state, 'H')?.playerId).toBe('h1');
    expect(nextKicker(play([s.b.kick('A', 'a1', true, AT)], state), 'H')?.playerId).toBe('h1');
    expect(nextKicker(state, 'X')).toBeNull();
  });
});
