import { describe, expect, it } from 'vitest';
import { trackerMessages as m } from './messages';
import { playerStatus } from './players';
import { LINEUPS, logBuilder, MIN, play, playerOf, refusal, SEC, T0 } from './test-data';
import type { TrackerEntry } from './types';

describe('stats', () => {
  it('adds a goal to the scoring team and an own goal to the other team', () => {
    const b = logBuilder();
    const state = play([
      b.start(T0),
      b.event('GOAL', 'H', 'h3', T0 + 10 * MIN),
      b.event('OWN_GOAL', 'H', 'h1', T0 + 20 * MIN),
      b.event('OWN_GOAL', 'A', 'a1', T0 + 30 * MIN),
      b.event('GOAL', 'A', 'a4', T0 + 40 * MIN),
      b.event('GOAL', 'A', 'a4', T0 + 41 * MIN),
    ]);
    expect(state.score).toEqual({ homeScore: 2, awayScore: 3, homePenaltyScore: null, awayPenaltyScore: null });
  });

  it('records the minute as the clock seconds divided by 60, rounded down, at the tap', () => {
    const b = logBuilder();
    const state = play([
      b.start(T0),
      b.event('FOUL', 'A', 'a2', T0 + 59 * SEC),
      b.pause(T0 + 10 * MIN),
      b.start(T0 + 20 * MIN),
      b.event('ASSIST', 'H', 'h2', T0 + 21 * MIN + 59 * SEC),
    ]);
    expect(state.events.map((e) => e.minute)).toEqual([0, 11]);
    expect(state.events[1]).toEqual({
      id: 'e5',
      at: T0 + 21 * MIN + 59 * SEC,
      type: 'ASSIST',
      minute: 11,
      teamId: 'H',
      playerId: 'h2',
      substitutePlayerId: null,
      penaltyOutcome: null,
      isShootout: false,
      clockMs: 11 * MIN + 59 * SEC,
    });
  });

  it('counts a scored in-match penalty at its real minute and needs an outcome', () => {
    const b = logBuilder();
    const state = play([b.start(T0), b.event('PENALTY', 'A', 'a3', T0 + 33 * MIN, 'SCORED')]);
    expect(state.score.awayScore).toBe(1);
    expect(state.events[0]).toMatchObject({ minute: 33, penaltyOutcome: 'SCORED', isShootout: false });
    expect(refusal(state, b.event('PENALTY', 'H', 'h3', T0 + 34 * MIN))).toBe(m.choosePenaltyOutcome);
    const missed = play([b.event('PENALTY', 'H', 'h3', T0 + 35 * MIN, 'SAVED')], state);
    expect(missed.score.homeScore).toBe(0);
  });

  it('refuses a stat without a player or without a stat', () => {
    const b = logBuilder();
    const state = play([b.start(T0)]);
    expect(refusal(state, b.event('GOAL', 'H', '', T0 + MIN))).toBe(m.selectPlayer);
    const noType = { ...b.event('GOAL', 'H', 'h3', T0 + MIN), type: undefined } as unknown as TrackerEntry;
    expect(refusal(state, noType)).toBe(m.selectStat);
  });

  it('takes stats only from players on the field, and cards from the bench too', () => {
    const b = logBuilder();
    const state = play([b.start(T0)]);
    expect(refusal(state, b.event('GOAL', 'H', 'hs1', T0 + MIN))).toBe(m.notOnField);
    expect(refusal(state, b.event('OFFSIDE', 'H', 'stranger', T0 + MIN))).toBe(m.notInLineup);
    expect(refusal(state, b.event('GOAL', 'X', 'h3', T0 + MIN))).toBe(m.unknownTeam);
    expect(refusal(state, b.event('GOAL', 'A', 'h3', T0 + MIN))).toBe(m.notInLineup);
    const booked = play([b.event('YELLOW_CARD', 'H', 'hs1', T0 + MIN)], state);
    expect(booked.events).toHaveLength(1);
    expect(playerStatus(booked, 'H', 'stranger')).toBe('AVAILABLE');
    expect(playerStatus(booked, 'X', 'h1')).toBeNull();
  });
});

describe('red card and the forced substitution', () => {
  const b = logBuilder();
  const carded = play([b.start(T0), b.event('RED_CARD', 'A', 'a2', T0 + 30 * MIN)]);

  it('sends the player off the field and prompts his team to substitute', () => {
    expect(playerOf(carded, 'away', 'a2').status).toBe('SENT_OFF');
    expect(carded.away.pendingSubstitution).toEqual(['a2']);
    expect(carded.home.pendingSubstitution).toEqual([]);
  });

  it('lets the sent-off player neither act nor come back', () => {
    expect(refusal(carded, b.event('FOUL', 'A', 'a2', T0 + 31 * MIN))).toBe(m.sentOff);
    expect(refusal(carded, b.event('YELLOW_CARD', 'A', 'a2', T0 + 31 * MIN))).toBe(m.sentOff);
    const subbed = play([b.sub('A', 'a2', 'as1', T0 + 32 * MIN)], carded);
    expect(refusal(subbed, b.sub('A', 'as1', 'a2', T0 + 40 * MIN))).toBe(m.sentOff);
  });

  it('clears the prompt when the team fills the place; the sub comes on, the player stays sent off', () => {
    const subbed = play([b.sub('A', 'a2', 'as1', T0 + 32 * MIN)], carded);
    expect(subbed.away.pendingSubstitution).toEqual([]);
    expect(playerOf(subbed, 'away', 'as1').status).toBe('ON_FIELD');
    expect(playerOf(subbed, 'away', 'a2').status).toBe('SENT_OFF');
    expect(subbed.events.at(-1)).toMatchObject({ type: 'SUBSTITUTION', playerId: 'a2', substitutePlayerId: 'as1' });
  });

  it('clears the prompt when the team makes another substitution instead', () => {
    const other = play([b.sub('A', 'a3', 'as1', T0 + 32 * MIN)], carded);
    expect(other.away.pendingSubstitution).toEqual([]);
    expect(refusal(other, b.sub('A', 'a2', 'as2', T0 + 33 * MIN))).toBe(m.sentOff);
  });

  it('sends off a player on the bench without prompting a substitution', () => {
    const bench = play([b.event('RED_CARD', 'H', 'hs1', T0 + 35 * MIN)], carded);
    expect(playerOf(bench, 'home', 'hs1').status).toBe('SENT_OFF');
    expect(bench.home.pendingSubstitution).toEqual([]);
    expect(refusal(bench, b.sub('H', 'h3', 'hs1', T0 + 36 * MIN))).toBe(m.sentOff);
  });
});

describe('substitutions', () => {
  it('swaps the players and records playerId going off, substitutePlayerId coming on', () => {
    const b = logBuilder();
    const state = play([b.start(T0), b.sub('H', 'h3', 'hs1', T0 + 60 * MIN + 30 * SEC)]);
    expect(playerOf(state, 'home', 'h3').status).toBe('SUBSTITUTE');
    expect(playerOf(state, 'home', 'hs1')).toMatchObject({ status: 'ON_FIELD', position: 'MIDFIELDER' });
    expect(state.events[0]).toMatchObject({
      type: 'SUBSTITUTION',
      minute: 60,
      teamId: 'H',
      playerId: 'h3',
      substitutePlayerId: 'hs1',
    });
  });

  it('is also allowed at half time, and a substituted player may come back on', () => {
    const b = logBuilder();
    const state = play([
      b.start(T0),
      b.stage('HALF_TIME', T0 + 45 * MIN),
      b.sub('H', 'h3', 'hs1', T0 + 50 * MIN),
      b.stage('SECOND_HALF', T0 + 60 * MIN),
      b.sub('H', 'hs1', 'h3', T0 + 70 * MIN),
    ]);
    expect(state.events.map((e) => e.minute)).toEqual([45, 55]);
    expect(playerOf(state, 'home', 'h3').status).toBe('ON_FIELD');
    expect(playerOf(state, 'home', 'h3').cameOff).toBeFalsy();
    // On the bench, the one who came off is told from one who has not played yet.
    expect(playerOf(state, 'home', 'hs1')).toMatchObject({ status: 'SUBSTITUTE', cameOff: true });
    expect(playerOf(state, 'home', 'hs2').status).toBe('SUBSTITUTE');
    expect(playerOf(state, 'home', 'hs2').cameOff).toBeFalsy();
  });

  it('refuses impossible substitutions', () => {
    const b = logBuilder();
    const state = play([b.start(T0)]);
    expect(refusal(state, b.sub('H', 'hs1', 'hs2', T0))).toBe(m.notOnField);
    expect(refusal(state, b.sub('H', 'h1', 'h2', T0))).toBe(m.alreadyOnField);
    expect(refusal(state, b.sub('H', 'h1', 'h1', T0))).toBe(m.samePlayer);
    expect(refusal(state, b.sub('H', 'h1', '', T0))).toBe(m.selectPlayer);
    expect(refusal(state, b.sub('H', 'h1', 'as1', T0))).toBe(m.notInLineup);
    expect(refusal(state, b.sub('X', 'h1', 'hs1', T0))).toBe(m.unknownTeam);
  });
});

it('keeps the lineups it was given', () => {
  expect(play([]).lineups).toBe(LINEUPS);
});
