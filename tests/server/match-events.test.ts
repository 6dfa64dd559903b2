import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixtures, matchEvents, matchLog, teamMembers } from '../../src/server/db/schema';
import { trackerMessages as tm } from '../../src/shared/domain/match-tracker';
import { messages, matchWriteMessages as mw } from '../../src/shared/messages';
import { expectError, getProfile } from '../support/auth-flow';
import { eventBody, sendWrite } from '../support/match-day';
import type { TestApp } from '../support/test-app';
import { call, freshWriteWorldEachTest, tableRows, type WriteWorld } from '../support/write-world';

let t: TestApp;
let w: WriteWorld;
freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

const record = (body: { id?: string; [field: string]: unknown }, key?: string | null) =>
  sendWrite(t.app, w.owner.accessToken, 'POST', '/api/matchEvent/create', body, key);
const undo = (targetId: string, id = randomUUID()) =>
  sendWrite(t.app, w.owner.accessToken, 'POST', '/api/matchEvent/undo', { id, fixtureId: w.fixture.id, targetId });
const correct = (targetId: string, changes: object, id = randomUUID()) =>
  sendWrite(t.app, w.owner.accessToken, 'POST', '/api/matchEvent/correct', {
    id,
    fixtureId: w.fixture.id,
    targetId,
    ...changes,
  });
/** An entry of the match log, dated now, as a tracker sends it. */
const logEntry = async (entry: Record<string, unknown>) => {
  const id = randomUUID();
  const body = { fixtureId: w.fixture.id, entry: { id, at: Date.now(), ...entry } };
  const response = await sendWrite(t.app, w.owner.accessToken, 'POST', '/api/matchLog/entry', body, id);
  expect(response.statusCode, response.body).toBe(201);
};
const setStatus = (status: string) =>
  call(t.app, 'PUT', `/api/fixture/update/${w.fixture.id}`, w.owner.accessToken, { status });
const fixtureRow = async () => (await t.db.select().from(fixtures).where(eq(fixtures.id, w.fixture.id)))[0];
const readEvents = async () => (await call(t.app, 'GET', `/api/matchEvent/fixture/${w.fixture.id}`)).json().data;
/** Home's lineup: its first player starts, its second waits on the bench. */
const homeLineupWithOneOnTheBench = () =>
  w.build.lineup({
    fixture: w.fixture,
    team: w.home,
    players: [
      { player: w.home.players[0] as { id: string } },
      { player: w.home.players[1] as { id: string }, isStarting: false },
    ],
  });
const score = async () => {
  const row = await fixtureRow();
  return [row?.homeScore, row?.awayScore, row?.homePenaltyScore, row?.awayPenaltyScore];
};
/** Records an event and answers its id. */
async function recorded(changes: Record<string, unknown> = {}) {
  const body = eventBody(w, changes);
  const response = await record(body);
  expect(response.statusCode, response.body).toBe(201);
  return body.id;
}
const [h1, h2] = [() => w.home.players[0]?.id as string, () => w.home.players[1]?.id as string];
const [a1, a2] = [() => w.away.players[0]?.id as string, () => w.away.players[1]?.id as string];

describe('POST /api/matchEvent/create', () => {
  it('records the event under the client id and shows it in the public read', async () => {
    const body = eventBody(w, { metadata: { notes: 'header' } });
    const response = await record(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'success',
      message: mw.eventRecorded,
      data: {
        ...body,
        substitutePlayerId: null,
        penaltyOutcome: null,
        isShootout: false,
        createdAt: expect.any(String),
      },
    });
    const read = await readEvents();
    expect(read.matchEvents).toEqual([
      expect.objectContaining({
        id: body.id,
        type: 'GOAL',
        minute: 10,
        player: { id: h1(), name: expect.any(String) },
      }),
    ]);
    expect(JSON.parse(read.matchEvents[0].metadata)).toEqual({ notes: 'header' });
    expect(await score()).toEqual([1, 0, null, null]);
  });

  it('answers a replay with the original result and writes no second row', async () => {
    const body = eventBody(w);
    const first = await record(body);
    // The same call again, its fields in another order, as a lost answer makes the phone send it.
    const { playerId, ...rest } = body;
    const again = await record({ playerId, ...rest });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(matchEvents)).toHaveLength(1);
    expect(await score()).toEqual([1, 0, null, null]);
  });

  it('makes one row of the same event sent five times at once', async () => {
    const body = eventBody(w);
    const answers = await Promise.all(Array.from({ length: 5 }, () => record(body)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await t.db.select().from(matchEvents)).toHaveLength(1);
  });

  it('refuses the same id with another body (422) and leaves everything as it was', async () => {
    const body = eventBody(w);
    await record(body);
    const before = await tableRows(t.db);
    expectError(await record({ ...body, minute: 11 }), 422, mw.keyReused);
    // An event id sent again as an undo is another request under a used id too.
    const asUndo = { id: body.id, fixtureId: w.fixture.id, targetId: body.id };
    expectError(await sendWrite(t.app, w.owner.accessToken, 'POST', '/api/matchEvent/undo', asUndo), 422, mw.keyReused);
    expect(await tableRows(t.db)).toEqual(before);
  });

  it('needs the Idempotency-Key header to repeat the body id when it is sent', async () => {
    const body = eventBody(w);
    expectError(await record(body, randomUUID()), 400, mw.keyMismatch);
    expect(await t.db.select().from(matchEvents)).toHaveLength(0);
    expect((await record(body, body.id.toUpperCase())).statusCode).toBe(201);
    expect((await record(eventBody(w), null)).statusCode).toBe(201);
  });

  it('takes a substitute from the lineup, and players only from the team named', async () => {
    const loanee = await w.build.user({ name: 'Loanee' });
    await w.build.lineup({
      fixture: w.fixture,
      team: w.home,
      players: [{ player: w.home.players[0] as { id: string } }, { player: loanee, isStarting: false }],
    });
    const sub = eventBody(w, { type: 'SUBSTITUTION', substitutePlayerId: loanee.id, minute: 60 });
    expect((await record(sub)).statusCode).toBe(201);
    // The match rules of the tracker: only players of the team's lineup (or squad, without one).
    expectError(await record(eventBody(w, { playerId: a1() })), 409, tm.notInLineup);
    expectError(await record(eventBody(w, { playerId: h2() })), 409, tm.notInLineup);
    expectError(await record(eventBody(w, { teamId: w.spare.id })), 400, messages.server.teamNotInFixture);
    const awaySub = eventBody(w, { teamId: w.away.id, playerId: a1(), type: 'SUBSTITUTION', substitutePlayerId: h2() });
    expectError(await record(awaySub), 409, tm.notInLineup);
    expect(await readEvents()).toMatchObject({
      matchEvents: [{ type: 'SUBSTITUTION', substitutePlayer: { id: loanee.id, name: 'Loanee' } }],
    });
  });
});

describe('the stored score', () => {
  it('counts goals, own goals for the other side, scored in-match penalties, and shootout kicks apart', async () => {
    await logEntry({ kind: 'CLOCK_START' });
    await recorded({ minute: 5 }); // Home 1-0
    await recorded({ teamId: w.away.id, playerId: a1(), type: 'OWN_GOAL', minute: 20 }); // 2-0
    await recorded({ teamId: w.away.id, playerId: a2(), type: 'PENALTY', penaltyOutcome: 'SCORED', minute: 30 }); // 2-1
    await recorded({ playerId: h2(), type: 'PENALTY', penaltyOutcome: 'SAVED', minute: 40 }); // 2-1
    await recorded({ type: 'FOUL', minute: 50 });
    await recorded({ teamId: w.away.id, playerId: a2(), minute: 60 }); // 2-2
    expect(await score()).toEqual([2, 2, null, null]);
    // A shootout is started in the match log; its kicks may come through the matchEvent call.
    await logEntry({ kind: 'SHOOTOUT_START' });
    const kick = (teamId: string, playerId: string, penaltyOutcome: string) =>
      recorded({ teamId, playerId, type: 'PENALTY', penaltyOutcome, isShootout: true, minute: 0 });
    await kick(w.home.id, h1(), 'SCORED');
    await kick(w.away.id, a1(), 'MISSED');
    await kick(w.home.id, h2(), 'SCORED');
    expect(await score()).toEqual([2, 2, 2, 0]);
    const read = (await call(t.app, 'GET', `/api/fixture/all/${w.fixture.id}`)).json().data;
    expect(read).toMatchObject({ homeScore: 2, awayScore: 2, homePenaltyScore: 2, awayPenaltyScore: 0 });
  });

  it('follows an undo and a correction, and an undone correction', async () => {
    const goal = await recorded();
    const ownGoal = await recorded({ teamId: w.away.id, playerId: a1(), type: 'OWN_GOAL', minute: 20 });
    expect(await score()).toEqual([2, 0, null, null]);
    expect((await undo(ownGoal)).statusCode).toBe(201);
    expect(await score()).toEqual([1, 0, null, null]);
    // The goal was the away player's: the event moves to Away.
    const moved = await correct(goal, { playerId: a2() });
    expect(moved.statusCode).toBe(201);
    expect(moved.json().data).toMatchObject({ kind: 'CORRECTION', teamId: w.away.id, playerId: a2() });
    expect(await score()).toEqual([0, 1, null, null]);
    expect((await undo(moved.json().data.id)).statusCode).toBe(201);
    expect(await score()).toEqual([1, 0, null, null]);
    // The log keeps every entry (after the kick-off the first event started); match_events holds what counts.
    expect(await t.db.select().from(matchLog)).toHaveLength(6);
    expect((await t.db.select().from(matchEvents)).map((e) => e.id)).toEqual([goal]);
  });
});

describe('the fixture read during a penalty shootout', () => {
  it('says the shootout is on while the status stays that of the stage before it, until a reset', async () => {
    const read = async () => (await call(t.app, 'GET', `/api/fixture/all/${w.fixture.id}`)).json().data;
    await logEntry({ kind: 'CLOCK_START' });
    expect(await read()).toMatchObject({ status: 'LIVE', shootout: false });
    await logEntry({ kind: 'SHOOTOUT_START' });
    expect(await read()).toMatchObject({ status: 'LIVE', shootout: true, clock: { runningSince: null } });
    await recorded({ type: 'PENALTY', penaltyOutcome: 'SCORED', isShootout: true, minute: 0 });
    expect(await read()).toMatchObject({ shootout: true, homePenaltyScore: 1, awayPenaltyScore: 0 });
    const listed = (await call(t.app, 'GET', `/api/tournaments/all/${w.tournament.id}`)).json().data.fixtures;
    expect(listed).toEqual([expect.objectContaining({ id: w.fixture.id, shootout: true })]);
    await logEntry({ kind: 'RESET' });
    expect(await read()).toMatchObject({ shootout: false });
  });
});

describe('POST /api/matchEvent/undo', () => {
  it('makes the event stop counting in every read, once', async () => {
    const kept = await recorded({ minute: 5 });
    const target = await recorded({ minute: 7, playerId: h2() });
    const id = randomUUID();
    const first = await undo(target, id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: mw.eventUndone,
      data: { id, targetId: target, kind: 'UNDO', fixtureId: w.fixture.id },
    });
    const again = await undo(target, id);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ id, targetId: target, kind: 'UNDO' });
    expectError(await undo(target), 409, tm.noTarget);
    const read = await readEvents();
    expect(read.matchEvents.map((e: { id: string }) => e.id)).toEqual([kept]);
    expect(read.processedEvents.GOAL).toHaveLength(1);
    const board = (await call(t.app, 'GET', `/api/leaderboard/tournament/${w.tournament.id}`)).json().data;
    const goals = Object.fromEntries(
      board.map((row: { playerId: string; goals: number }) => [row.playerId, row.goals]),
    );
    expect(goals[h1()]).toBe(1);
    expect(goals[h2()] ?? 0).toBe(0);
  });

  it('refuses an unknown event, an event of another fixture and an undo of an undo', async () => {
    const target = await recorded();
    expectError(await undo(randomUUID()), 409, tm.noTarget);
    const elsewhere = await w.build.fixture({ tournament: w.tournament, home: w.away, away: w.home });
    const foreign = await w.build.event({
      fixture: elsewhere,
      team: w.home,
      player: w.home.players[0],
      type: 'GOAL',
      minute: 3,
    });
    expectError(await undo(foreign.id), 409, tm.noTarget);
    const undoId = randomUUID();
    await undo(target, undoId);
    expectError(await undo(undoId), 409, tm.noTarget);
    expect((await t.db.select().from(matchLog)).map((row) => row.kind)).toEqual(['CLOCK_START', 'EVENT', 'UNDO']);
  });
});

describe('POST /api/matchEvent/correct', () => {
  it('shows the corrected player, minute and type in the read', async () => {
    const target = await recorded();
    const response = await correct(target, { playerId: h2(), minute: 12 });
    expect(response.json()).toMatchObject({ status: 'success', message: mw.eventCorrected });
    await correct(target, { type: 'PENALTY', penaltyOutcome: 'SCORED' });
    const [event] = (await readEvents()).matchEvents;
    expect(event).toMatchObject({
      id: target,
      type: 'PENALTY',
      penaltyOutcome: 'SCORED',
      minute: 12,
      player: { id: h2() },
    });
    expect(await score()).toEqual([1, 0, null, null]);
    await correct(target, { penaltyOutcome: 'SAVED' });
    expect(await score()).toEqual([0, 0, null, null]);
    expectError(
      await correct(await recorded({ minute: 20 }), { penaltyOutcome: 'SAVED' }),
      409,
      tm.outcomeOnlyForPenalty,
    );
    await correct(target, { type: 'FOUL' });
    expect((await readEvents()).matchEvents[0]).toMatchObject({ type: 'FOUL', penaltyOutcome: null, minute: 12 });
    // The goal at minute 20 is the only one left.
    expect(await score()).toEqual([1, 0, null, null]);
  });

  it('refuses what the tracker cannot correct', async () => {
    await homeLineupWithOneOnTheBench();
    const goal = await recorded();
    const sub = await recorded({ type: 'SUBSTITUTION', substitutePlayerId: h2() });
    expectError(await correct(sub, { minute: 3 }), 409, tm.noTarget);
    expectError(await correct(goal, { type: 'PENALTY' }), 409, tm.choosePenaltyOutcome);
    expectError(await correct(goal, { type: 'SUBSTITUTION' }), 400, mw.correctionNotSubstitution);
    expectError(await correct(goal, { playerId: w.other.user.id }), 409, tm.notInLineup);
    expectError(await correct(randomUUID(), { minute: 3 }), 409, tm.noTarget);
    await undo(goal);
    expectError(await correct(goal, { minute: 3 }), 409, tm.noTarget);
    expect((await t.db.select().from(matchLog)).map((row) => row.kind)).toEqual([
      'CLOCK_START',
      'EVENT',
      'SUBSTITUTION',
      'UNDO',
    ]);
  });
});

describe('a finished match', () => {
  it('takes shootout kicks before FULL_TIME, then no new event, undo or correction, but still answers replays', async () => {
    await logEntry({ kind: 'CLOCK_START' });
    const goalBody = eventBody(w);
    const goal = await record(goalBody);
    await recorded({ teamId: w.away.id, playerId: a1(), minute: 80 });
    await logEntry({ kind: 'SHOOTOUT_START' });
    const kick = await recorded({ type: 'PENALTY', penaltyOutcome: 'SCORED', isShootout: true, minute: 0 });
    expect((await setStatus('FULL_TIME')).json().data.status).toBe('FULL_TIME');
    const before = await tableRows(t.db);
    expectError(await record(eventBody(w, { minute: 95 })), 409, mw.matchEnded);
    expectError(await undo(kick), 409, mw.matchEnded);
    expectError(await correct(goalBody.id, { minute: 3 }), 409, mw.matchEnded);
    expect(await tableRows(t.db)).toEqual(before);
    const replay = await record(goalBody);
    expect({ status: replay.statusCode, body: replay.json() }).toEqual({ status: 201, body: goal.json() });
    expect(await score()).toEqual([1, 1, 1, 0]);
  });
});

describe('derived numbers', () => {
  it('use the effective events: standings, awards and profile stats', async () => {
    await t.db.insert(teamMembers).values({ teamId: w.home.id, userId: w.owner.user.id, jerseyNumber: 9 });
    const mine = await recorded({ playerId: w.owner.user.id });
    const theirs = await recorded({ teamId: w.away.id, playerId: a1(), minute: 30 });
    await recorded({ playerId: w.owner.user.id, type: 'YELLOW_CARD', minute: 40 });
    await undo(theirs);
    await correct(mine, { type: 'ASSIST' });
    await recorded({ playerId: w.owner.user.id, minute: 44 });
    await setStatus('FULL_TIME');
    const standings = (await call(t.app, 'GET', `/api/leaderboard/standings/${w.tournament.id}`)).json().data;
    expect(standings[0]).toMatchObject({ team: { name: 'Home FC' }, won: 1, goalsFor: 1, points: 3 });
    const awards = (await call(t.app, 'GET', `/api/leaderboard/awards/${w.tournament.id}`)).json().data;
    const ranked = (rows: { player: { name: string }; goals: number; assists: number }[]) =>
      rows.map((row) => [row.player.name, row.goals, row.assists]);
    expect(ranked(awards.goldenBoot)).toEqual([['Owner', 1, 1]]);
    expect(ranked(awards.assistsLeaderboard)).toEqual([['Owner', 1, 1]]);
    const profile = (await getProfile(t.app, w.owner.accessToken)).json().data;
    expect(profile.playerStats[0]).toMatchObject({ goals: 1, assists: 1, yellowCards: 1, redCards: 0 });
  });
});

describe('POST /api/matchLog/entry', () => {
  it("gives the fixture read and the tournament's fixture list the scorer's clock: none before the log, running from the start tap, stopped at the pause", async () => {
    const fixtureClock = async () => (await call(t.app, 'GET', `/api/fixture/all/${w.fixture.id}`)).json().data.clock;
    const listedClock = async () => {
      const tournament = (await call(t.app, 'GET', `/api/tournaments/all/${w.tournament.id}`)).json().data;
      return tournament.fixtures.find((f: { id: string }) => f.id === w.fixture.id).clock;
    };
    const read = async () => {
      const clock = await fixtureClock();
      // The list's cards show the live minute from the same clock.
      expect(await listedClock()).toEqual(clock);
      return clock;
    };
    expect(await read()).toBeNull();
    const start = Date.now() - 90_000;
    await logEntry({ kind: 'CLOCK_START', at: start });
    expect(await read()).toEqual({ runningSince: new Date(start).toISOString(), elapsedMs: 0 });
    await logEntry({ kind: 'CLOCK_PAUSE', at: start + 61_500 });
    expect(await read()).toEqual({ runningSince: null, elapsedMs: 61_500 });
  });

  it("leaves an event's row as it is when a later entry changes nothing of it", async () => {
    await homeLineupWithOneOnTheBench();
    await logEntry({ kind: 'CLOCK_START' });
    await logEntry({ kind: 'SUBSTITUTION', teamId: w.home.id, playerOffId: h1(), playerOnId: h2() });
    // A row's xmin is the transaction that last wrote it: an UPDATE, even to the same values, changes it.
    const writtenBy = () =>
      t.db.select({ xmin: sql<string>`xmin` }).from(matchEvents).where(eq(matchEvents.type, 'SUBSTITUTION'));
    const before = await writtenBy();
    expect(before).toHaveLength(1);
    await logEntry({ kind: 'EVENT', type: 'FOUL', teamId: w.home.id, playerId: h2() });
    expect(await writtenBy()).toEqual(before);
  });

  it('refuses an entry dated in the future, which would hold the match clock hostage, and writes nothing', async () => {
    await logEntry({ kind: 'CLOCK_START' });
    const before = await tableRows(t.db);
    const id = randomUUID();
    const body = { fixtureId: w.fixture.id, entry: { id, kind: 'CLOCK_PAUSE', at: Date.UTC(2099, 0, 1) } };
    const response = await sendWrite(t.app, w.owner.accessToken, 'POST', '/api/matchLog/entry', body, id);
    expectError(response, 409, mw.entryInFuture);
    expect(await tableRows(t.db)).toEqual(before);
    await logEntry({ kind: 'STAGE', stage: 'FULL_TIME' });
    expect(await fixtureRow()).toMatchObject({ status: 'FULL_TIME' });
  });

  it('refuses an event before kick-off, one dated before the match began included, and writes nothing', async () => {
    const goal = (at: number) => {
      const id = randomUUID();
      const entry = { id, at, kind: 'EVENT', type: 'GOAL', teamId: w.home.id, playerId: h1() };
      return sendWrite(
        t.app,
        w.owner.accessToken,
        'POST',
        '/api/matchLog/entry',
        { fixtureId: w.fixture.id, entry },
        id,
      );
    };
    const before = await tableRows(t.db);
    expectError(await goal(Date.now()), 409, 'Start the match first.');
    expect(await tableRows(t.db)).toEqual(before);
    await logEntry({ kind: 'CLOCK_START' });
    const started = await tableRows(t.db);
    // A phone whose clock is years behind: the entry would count at 0' of a match that had not begun.
    expectError(await goal(Date.UTC(2020, 0, 1)), 409, 'Start the match first.');
    expect(await tableRows(t.db)).toEqual(started);
    expect(await score()).toEqual([0, 0, null, null]);
  });
});

describe('an event-call client that never starts the clock', () => {
  it('has its first event start the match at the minute it gives; a replay starts nothing more', async () => {
    const body = eventBody(w, { minute: 30 });
    const sent = Date.now();
    expect((await record(body)).statusCode).toBe(201);
    // The replay answers the original result.
    expect((await record(body)).statusCode).toBe(201);
    const log = await t.db.select().from(matchLog).orderBy(matchLog.seq);
    expect(log.map((row) => row.kind)).toEqual(['CLOCK_START', 'EVENT']);
    const kickOff = (log[0] as unknown as { entry: { at: number } }).entry.at;
    expect(Math.abs(sent - 30 * 60_000 - kickOff)).toBeLessThan(5_000);
    expect(await fixtureRow()).toMatchObject({ status: 'LIVE', homeScore: 1, awayScore: 0 });
    expect((await readEvents()).matchEvents).toEqual([expect.objectContaining({ id: body.id, minute: 30 })]);
  });
});

describe('POST /api/matchEvent/create from an API client without a tracker', () => {
  /** An event as such a client sends it: no id. */
  const specBody = (changes: Record<string, unknown> = {}) => {
    const { id: _id, ...body } = eventBody(w, changes);
    return body;
  };
  const readIds = async () => (await readEvents()).matchEvents.map((e: { id: string }) => e.id);

  it('records an event without a body id under its Idempotency-Key, and answers a replay with the original', async () => {
    const key = randomUUID();
    const body = specBody();
    const first = await record(body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ id: key, type: 'GOAL', minute: 10, playerId: h1() });
    const again = await record(body, key);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 201, body: first.json() });
    expect(await readIds()).toEqual([key]);
    expect(await t.db.select().from(matchEvents)).toHaveLength(1);
    expect((await t.db.select().from(matchLog)).map((row) => row.kind)).toEqual(['CLOCK_START', 'EVENT']);
    // The same key with another body, and the key sent as the body id with another body.
    const before = await tableRows(t.db);
    expectError(await record(specBody({ minute: 11 }), key), 422, mw.keyReused);
    expectError(await record({ ...specBody({ minute: 11 }), id: key }), 422, mw.keyReused);
    expect(await tableRows(t.db)).toEqual(before);
    expect(await score()).toEqual([1, 0, null, null]);
  });

  it('records an event sent with neither id nor key each time it is sent', async () => {
    const body = specBody();
    const answers = [await record(body, null), await record(body, null)];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((a) => a.json().data.id as string);
    expect(first).not.toBe(second);
    expect(await readIds()).toEqual([first, second]);
    expect(await score()).toEqual([2, 0, null, null]);
  });

  it('takes metadata as JSON text and shows it in the public read', async () => {
    const response = await record(specBody({ metadata: '{"notes":"header","replacedPlayer":null}' }), null);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.metadata).toEqual({ notes: 'header', replacedPlayer: null });
    const [event] = (await readEvents()).matchEvents;
    expect(event.id).toBe(response.json().data.id);
    expect(JSON.parse(event.metadata)).toEqual({ notes: 'header', replacedPlayer: null });
  });

  it('refuses metadata text that is not the JSON of an object, or too long, and records nothing', async () => {
    const before = await tableRows(t.db);
    expectError(await record(specBody({ metadata: 'header' }), randomUUID()), 400, mw.metadataNotJson);
    expectError(await record(specBody({ metadata: '{"notes":' }), null), 400, mw.metadataNotJson);
    expectError(await record(specBody({ metadata: '["header"]' }), null), 400, mw.metadataNotObject);
    expectError(await record(eventBody(w, { metadata: '"header"' })), 400, mw.metadataNotObject);
    const long = JSON.stringify({ notes: 'n'.repeat(3000) });
    expectError(await record(specBody({ metadata: long }), null), 400, mw.metadataTooLarge);
    expect(await tableRows(t.db)).toEqual(before);
  });

  it('takes the penalty outcome under its other name, outcome, and refuses it differing from penaltyOutcome', async () => {
    const penalty = { type: 'PENALTY', outcome: 'SCORED', minute: 20 };
    const response = await record(specBody(penalty), null);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ type: 'PENALTY', penaltyOutcome: 'SCORED' });
    expect((await readEvents()).matchEvents).toEqual([
      expect.objectContaining({ id: response.json().data.id, type: 'PENALTY', penaltyOutcome: 'SCORED' }),
    ]);
    expect(await score()).toEqual([1, 0, null, null]);
    const before = await tableRows(t.db);
    expectError(await record(specBody({ ...penalty, penaltyOutcome: 'SAVED' }), null), 400, mw.outcomesDiffer);
    expectError(await record(specBody({ minute: 21, outcome: 'SCORED' }), null), 400, mw.outcomeOnlyForPenalty);
    expect(await tableRows(t.db)).toEqual(before);
    // The same outcome under both names is one request: a replay by key answers the original.
    const key = randomUUID();
    const both = await record(specBody({ ...penalty, minute: 25, penaltyOutcome: 'SCORED' }), key);
    const asSpec = await record(specBody({ ...penalty, minute: 25 }), key);
    expect({ status: asSpec.statusCode, body: asSpec.json() }).toEqual({ status: 201, body: both.json() });
    expect(await score()).toEqual([2, 0, null, null]);
  });

  it("accepts an API client's other optional fields, and takes position as the incoming player's role", async () => {
    await homeLineupWithOneOnTheBench();
    const named = { playerName: 'Home One', goalkeeperId: a1(), goalkeeperName: 'Away One', position: 'DEFENDER' };
    const goal = await record(specBody(named), null);
    expect(goal.statusCode, goal.body).toBe(201);
    const sub = specBody({
      type: 'SUBSTITUTION',
      substitutePlayerId: h2(),
      position: 'STRIKER',
      playerName: 'Home One',
      minute: 30,
    });
    const subbed = await record(sub, null);
    expect(subbed.statusCode, subbed.body).toBe(201);
    const [, substitution] = (await readEvents()).matchEvents;
    expect(substitution).toMatchObject({ id: subbed.json().data.id, type: 'SUBSTITUTION' });
    expect(JSON.parse(substitution.metadata)).toMatchObject({ position: 'STRIKER' });
    expectError(
      await record(specBody({ ...named, position: 'WINGER' }), null),
      400,
      'Position must be one of GOALKEEPER, DEFENDER, MIDFIELDER, STRIKER.',
    );
  });
});
