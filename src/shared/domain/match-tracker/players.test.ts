import { describe, expect, it } from 'vitest';
import { trackerMessages as m } from './messages';
import { goalkeepersOnField, initialTeam, restingPosition, substitute, toPosition } from './players';
import { replay } from './reducer';
import { LINEUPS, logBuilder, MIN, play, playerOf, refusal, T0 } from './test-data';

describe('lineup players', () => {
  it('starts starters on the field and the rest on the bench, in lineup positions', () => {
    const team = initialTeam(LINEUPS.home, 'home');
    expect(team.players.filter((p) => p.status === 'ON_FIELD').map((p) => p.playerId)).toEqual([
      'hgk',
      'h1',
      'h2',
      'h3',
      'h4',
    ]);
    expect(team.players.find((p) => p.playerId === 'hs2')).toMatchObject({
      status: 'SUBSTITUTE',
      position: 'GOALKEEPER',
      isStarting: false,
    });
  });

  it('reads unknown positions as DEFENDER and ignores a player listed twice', () => {
    expect(toPosition('striker')).toBe('STRIKER');
    expect(toPosition('WINGER')).toBe('DEFENDER');
    const twice = initialTeam({ teamId: 'T', players: [LINEUPS.home.players[0]!, LINEUPS.home.players[0]!] }, 'home');
    expect(twice.players).toHaveLength(1);
  });
});

describe('goalkeeper substitutions', () => {
  it('gives the incoming player the goalkeeper role; the keeper reverts to DEFENDER', () => {
    const b = logBuilder();
    const state = play([b.start(T0), b.sub('H', 'hgk', 'hs1', T0 + 60 * MIN)]);
    expect(playerOf(state, 'home', 'hs1')).toMatchObject({ status: 'ON_FIELD', position: 'GOALKEEPER' });
    expect(playerOf(state, 'home', 'hgk')).toMatchObject({ status: 'SUBSTITUTE', position: 'DEFENDER' });
    expect(goalkeepersOnField(state.home).map((p) => p.playerId)).toEqual(['hs1']);
  });

  it('works the other way round: a stand-in keeper reverts to his own position when the keeper returns', () => {
    const b = logBuilder();
    const state = play([b.start(T0), b.sub('H', 'hgk', 'hs1', T0 + 60 * MIN), b.sub('H', 'hs1', 'hgk', T0 + 70 * MIN)]);
    expect(playerOf(state, 'home', 'hgk')).toMatchObject({ status: 'ON_FIELD', position: 'GOALKEEPER' });
    expect(playerOf(state, 'home', 'hs1')).toMatchObject({ status: 'SUBSTITUTE', position: 'MIDFIELDER' });
    expect(restingPosition(playerOf(state, 'home', 'hgk'))).toBe('DEFENDER');
  });

  it('puts a bench goalkeeper coming on for an outfield player in the outfield as DEFENDER', () => {
    const b = logBuilder();
    const state = play([b.start(T0), b.sub('H', 'h3', 'hs2', T0 + 60 * MIN)]);
    expect(playerOf(state, 'home', 'hs2').position).toBe('DEFENDER');
    expect(goalkeepersOnField(state.home).map((p) => p.playerId)).toEqual(['hgk']);
  });

  it('refuses taking off the only keeper for a player who would not keep goal', () => {
    const b = logBuilder();
    const state = play([b.start(T0)]);
    expect(refusal(state, b.sub('H', 'hgk', 'hs1', T0 + MIN, 'STRIKER'))).toBe(m.oneGoalkeeper);
    expect(refusal(state, b.sub('H', 'hgk', 'hs2', T0 + MIN, 'DEFENDER'))).toBe(m.oneGoalkeeper);
    expect(refusal(state, b.sub('H', 'hgk', 'hs1', T0 + MIN, 'GOALKEEPER'))).toBeUndefined();
  });

  it('lets a keeper go off for an outfield player while a second keeper stays on the field', () => {
    const b = logBuilder();
    const two = play([b.start(T0), b.sub('H', 'h3', 'hs2', T0 + MIN, 'GOALKEEPER')]);
    expect(goalkeepersOnField(two.home)).toHaveLength(2);
    const state = play([b.sub('H', 'hgk', 'h3', T0 + 2 * MIN, 'STRIKER')], two);
    expect(playerOf(state, 'home', 'h3').position).toBe('STRIKER');
    expect(goalkeepersOnField(state.home).map((p) => p.playerId)).toEqual(['hs2']);
  });

  it('puts the substitute in goal when a sent-off keeper is replaced', () => {
    const b = logBuilder();
    const carded = play([b.start(T0), b.event('RED_CARD', 'A', 'agk', T0 + 10 * MIN)]);
    expect(goalkeepersOnField(carded.away)).toHaveLength(0);
    expect(refusal(carded, b.sub('A', 'agk', 'as1', T0 + 11 * MIN, 'MIDFIELDER'))).toBe(m.oneGoalkeeper);
    const state = play([b.sub('A', 'agk', 'as2', T0 + 11 * MIN)], carded);
    expect(playerOf(state, 'away', 'as2').position).toBe('GOALKEEPER');
    expect(playerOf(state, 'away', 'agk').status).toBe('SENT_OFF');
  });

  it('is a pure function of the team', () => {
    const team = initialTeam(LINEUPS.away, 'away');
    const result = substitute(team, { playerOffId: 'agk', playerOnId: 'as2' });
    expect(result.ok).toBe(true);
    expect(team.players.find((p) => p.playerId === 'agk')?.status).toBe('ON_FIELD');
  });
});

describe('playing on after a red card', () => {
  it("answers the team's prompt for every phone that replays the log, and leaves the place unfilled", () => {
    const b = logBuilder();
    const carded = play([b.start(T0), b.event('RED_CARD', 'H', 'h2', T0 + 10 * MIN)]);
    expect(carded.home.pendingSubstitution).toEqual(['h2']);

    const answer = b.noReplacement('H', 'h2', T0 + 11 * MIN);
    const state = play([answer], carded);
    expect(state.home.pendingSubstitution).toEqual([]);
    expect(playerOf(state, 'home', 'h2').status).toBe('SENT_OFF');
    // A second phone, reading the same log from the server, is not asked either.
    expect(replay(LINEUPS, state.log).home.pendingSubstitution).toEqual([]);
    // The place stays empty: nobody comes on for the sent-off player.
    expect(refusal(state, b.sub('H', 'h2', 'hs1', T0 + 12 * MIN))).toBe(m.sentOff);
  });

  it('takes the same answer from a second phone without a refusal, and refuses it for a player not sent off', () => {
    const b = logBuilder();
    const answered = play([
      b.start(T0),
      b.event('RED_CARD', 'H', 'h2', T0 + 10 * MIN),
      b.noReplacement('H', 'h2', T0 + 11 * MIN),
    ]);
    expect(refusal(answered, b.noReplacement('H', 'h2', T0 + 11 * MIN + 500))).toBeUndefined();
    expect(refusal(answered, b.noReplacement('H', 'h3', T0 + 12 * MIN))).toBe(m.notSentOff);
    expect(refusal(answered, b.noReplacement('X', 'h2', T0 + 12 * MIN))).toBe(m.unknownTeam);
  });

  it('is not taken once the match is over, like any entry of play', () => {
    const b = logBuilder();
    const over = play([
      b.start(T0),
      b.event('RED_CARD', 'H', 'h2', T0 + 10 * MIN),
      b.stage('FULL_TIME', T0 + 90 * MIN),
    ]);
    expect(refusal(over, b.noReplacement('H', 'h2', T0 + 91 * MIN))).toBe(m.locked);
  });
});
