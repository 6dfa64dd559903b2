import { describe, expect, it } from 'vitest';
import { apply, initialState, type TrackerEntry, type TrackerState } from '../../../shared/domain/match-tracker';
import { LINEUPS, logBuilder, MIN, play, SEC, T0 } from '../../../shared/domain/match-tracker/test-data';
import { matchEventBody, matchEventCorrectionBody, matchEventUndoBody } from '../../../shared/schemas/match-day';
import { derivedId, entryCallPrefix, entryCalls } from './entry-calls';

const FIXTURE = 'fixture-1';

/** The calls of `entry` appended to `state`, as the screen queues them. */
function callsOf(state: TrackerState, entry: TrackerEntry) {
  const result = apply(state, entry);
  if (!result.ok) throw new Error(result.reason);
  return entryCalls(FIXTURE, state, result.state, entry);
}

const started = () => {
  const b = logBuilder();
  return { b, state: play([b.start(T0)]) };
};

describe('entryCalls', () => {
  it('sends LIVE on a clock start and nothing on a pause', () => {
    const b = logBuilder();
    const start = b.start(T0);
    expect(callsOf(initialState(LINEUPS), start)).toEqual([
      {
        id: start.id,
        fixtureId: FIXTURE,
        method: 'PUT',
        path: `/api/fixture/update/${FIXTURE}`,
        body: { status: 'LIVE' },
      },
    ]);
    expect(callsOf(play([start]), b.pause(T0 + MIN))).toEqual([]);
  });

  it('sends the status of each stage, and FULL_TIME at the end of a shootout; nothing when it starts', () => {
    const b = logBuilder();
    const half = b.stage('HALF_TIME', T0 + 45 * MIN);
    let state = play([b.start(T0)]);
    expect(callsOf(state, half)[0]).toMatchObject({ id: half.id, method: 'PUT', body: { status: 'HALF_TIME' } });
    state = play([half], state);
    const second = b.stage('SECOND_HALF', T0 + 60 * MIN);
    expect(callsOf(state, second)[0]?.body).toEqual({ status: 'SECOND_HALF' });
    state = play([second], state);
    const extra = b.stage('EXTRA_TIME', T0 + 106 * MIN);
    expect(callsOf(state, extra)[0]?.body).toEqual({ status: 'EXTRA_TIME' });
    const shootout = b.shootout(T0 + 106 * MIN);
    expect(callsOf(state, shootout)).toEqual([]);
    state = play([shootout], state);
    for (const [i, scored] of [true, false, true, false, true, false].entries()) {
      const teamId = i % 2 === 0 ? 'H' : 'A';
      state = play([b.kick(teamId, `${teamId.toLowerCase()}${1 + Math.floor(i / 2)}`, scored, T0 + 107 * MIN)], state);
    }
    const end = b.endShootout(T0 + 110 * MIN);
    expect(callsOf(state, end)[0]).toMatchObject({ id: end.id, method: 'PUT', body: { status: 'FULL_TIME' } });
    const fullTime = b.stage('FULL_TIME', T0 + 95 * MIN);
    expect(callsOf(play([b.start(T0)], initialState(LINEUPS)), fullTime)[0]?.body).toEqual({ status: 'FULL_TIME' });
  });

  it('posts a stat with the minute of the clock at the tap, rounded down', () => {
    const { b, state } = started();
    const goal = b.event('GOAL', 'H', 'h3', T0 + 12 * MIN + 59 * SEC);
    const [call] = callsOf(state, goal);
    expect(call).toEqual({
      id: goal.id,
      fixtureId: FIXTURE,
      method: 'POST',
      path: '/api/matchEvent/create',
      body: {
        id: goal.id,
        fixtureId: FIXTURE,
        teamId: 'H',
        playerId: 'h3',
        type: 'GOAL',
        minute: 12,
        penaltyOutcome: null,
        isShootout: false,
      },
    });
  });

  it('posts an in-match penalty with its outcome', () => {
    const { b, state } = started();
    const [call] = callsOf(state, b.event('PENALTY', 'A', 'a3', T0 + 30 * MIN, 'SAVED'));
    expect(call?.body).toMatchObject({ type: 'PENALTY', penaltyOutcome: 'SAVED', minute: 30, isShootout: false });
  });

  it('posts a substitution: going off as playerId, coming on as substitutePlayerId, names and role in metadata', () => {
    const { b, state } = started();
    const sub = b.sub('H', 'hgk', 'hs1', T0 + 70 * MIN);
    const [call] = callsOf(state, sub);
    expect(call?.body).toEqual({
      id: sub.id,
      fixtureId: FIXTURE,
      teamId: 'H',
      playerId: 'hgk',
      substitutePlayerId: 'hs1',
      type: 'SUBSTITUTION',
      minute: 70,
      metadata: { position: 'GOALKEEPER', playerOffName: 'Player hgk', playerOnName: 'Player hs1' },
    });
  });

  it('posts a shootout kick as a PENALTY at minute 0 with isShootout', () => {
    const b = logBuilder();
    const state = play([b.start(T0), b.shootout(T0 + 90 * MIN)]);
    const [scored] = callsOf(state, b.kick('H', 'h1', true, T0 + 91 * MIN));
    expect(scored?.body).toMatchObject({ type: 'PENALTY', minute: 0, isShootout: true, penaltyOutcome: 'SCORED' });
    const [missed] = callsOf(state, b.kick('H', 'h1', false, T0 + 91 * MIN));
    expect(missed?.body).toMatchObject({ penaltyOutcome: 'MISSED', isShootout: true });
  });

  it('posts undo and correction with the entry id', () => {
    const { b, state } = started();
    const goal = b.event('GOAL', 'H', 'h3', T0 + 5 * MIN);
    const withGoal = play([goal], state);
    const undo = b.undo(goal.id, T0 + 6 * MIN);
    expect(callsOf(withGoal, undo)).toEqual([
      {
        id: undo.id,
        fixtureId: FIXTURE,
        method: 'POST',
        path: '/api/matchEvent/undo',
        body: { id: undo.id, fixtureId: FIXTURE, targetId: goal.id },
      },
    ]);
    const fix = b.correct(goal.id, { playerId: 'h4', minute: 4 }, T0 + 6 * MIN);
    expect(callsOf(withGoal, fix)[0]).toMatchObject({
      id: fix.id,
      path: '/api/matchEvent/correct',
      body: { id: fix.id, fixtureId: FIXTURE, targetId: goal.id, playerId: 'h4', minute: 4 },
    });
  });

  it('restates the type when a correction changes only the penalty outcome (the server needs one of the three)', () => {
    const { b, state } = started();
    const penalty = b.event('PENALTY', 'H', 'h3', T0 + 5 * MIN, 'MISSED');
    const withPenalty = play([penalty], state);
    const [call] = callsOf(withPenalty, b.correct(penalty.id, { penaltyOutcome: 'SCORED' }, T0 + 6 * MIN));
    expect(call?.body).toMatchObject({ type: 'PENALTY', penaltyOutcome: 'SCORED' });
  });

  it('undoes on a reset every event that still counts, each with its own stable id', () => {
    const b = logBuilder();
    const state = play([
      b.start(T0),
      b.event('GOAL', 'H', 'h3', T0 + MIN), // e2
      b.event('FOUL', 'A', 'a2', T0 + 2 * MIN), // e3
      b.undo('e3', T0 + 3 * MIN), // e4
      b.sub('A', 'a3', 'as1', T0 + 4 * MIN), // e5
    ]);
    const reset = { kind: 'RESET', id: '0190f3a1-2b3c-7d4e-8f50-123456789abc', at: T0 + 5 * MIN } as const;
    const calls = callsOf(state, reset);
    expect(calls.map((c) => (c.body as { targetId: string }).targetId)).toEqual(['e2', 'e5']);
    expect(calls.map((c) => c.id)).toEqual([derivedId(reset.id, 1), derivedId(reset.id, 2)]);
    expect(calls.every((c) => c.path === '/api/matchEvent/undo' && c.id.startsWith(entryCallPrefix(reset.id)))).toBe(
      true,
    );
    expect(new Set(calls.map((c) => c.id)).size).toBe(2);
    expect(callsOf(initialState(LINEUPS), { ...reset, id: '0190f3a1-2b3c-7d4e-8f50-000000000001' })).toEqual([]);
  });

  it('makes bodies the shared payload schemas accept', () => {
    const id = (n: number) => `0190f3a1-2b3c-7d4e-8f50-${String(n).padStart(12, '0')}`;
    const fixtureId = id(99);
    const b = logBuilder();
    const uuidLineups = {
      home: {
        ...LINEUPS.home,
        teamId: id(90),
        players: LINEUPS.home.players.map((p, i) => ({ ...p, playerId: id(i + 1) })),
      },
      away: {
        ...LINEUPS.away,
        teamId: id(91),
        players: LINEUPS.away.players.map((p, i) => ({ ...p, playerId: id(i + 20) })),
      },
    };
    const start = { ...b.start(T0), id: id(50) };
    const goal = { ...b.event('GOAL', id(90), id(4), T0 + MIN), id: id(51) };
    const sub = { ...b.sub(id(90), id(1), id(6), T0 + 2 * MIN), id: id(52) };
    const fix = { ...b.correct(id(51), { minute: 0 }, T0 + 3 * MIN), id: id(53) };
    const reset = { ...b.reset(T0 + 4 * MIN), id: id(54) };
    let state = initialState(uuidLineups);
    const bodies: unknown[] = [];
    for (const entry of [start, goal, sub, fix, reset]) {
      const result = apply(state, entry);
      if (!result.ok) throw new Error(result.reason);
      bodies.push(...entryCalls(fixtureId, state, result.state, entry).map((c) => c.body));
      state = result.state;
    }
    expect(matchEventBody.safeParse(bodies[1]).success).toBe(true);
    expect(matchEventBody.safeParse(bodies[2]).success).toBe(true);
    expect(matchEventCorrectionBody.safeParse(bodies[3]).success).toBe(true);
    expect(bodies.slice(4).every((body) => matchEventUndoBody.safeParse(body).success)).toBe(true);
    expect(bodies).toHaveLength(6);
  });
});
