import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchEvents } from '../../src/server/db/schema';
import { noteExtraTimeEvents } from '../../src/server/services/match-log/extra-time-notes';
import { formatMessages, formatResult } from '../../src/shared/domain/formats';
import { expectError } from '../support/auth-flow';
import { competitionTournament, knockoutFixture, setFormat, stageFixtures } from '../support/competition-world';
import { sendWrite } from '../support/match-day';
import type { TestApp } from '../support/test-app';
import { call, freshWriteWorldEachTest, tableRows, type WriteWorld } from '../support/write-world';

let t: TestApp;
let w: WriteWorld;
freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

type Cup = Awaited<ReturnType<typeof competitionTournament>>;

/** 12 teams T1…T12 in groups A (T1–T4), B (T5–T8) and C (T9–T12); the top two and the 2 best thirds go through. */
async function groupsCup(): Promise<Cup> {
  const cup = await competitionTournament(w, 12);
  await setFormat(t.app, w, cup, { groups: [cup.ids.slice(0, 4), cup.ids.slice(4, 8), cup.ids.slice(8)], advance: 2 });
  return cup;
}

const update = (fixtureId: string, body: object) =>
  call(t.app, 'PUT', `/api/fixture/update/${fixtureId}`, w.owner.accessToken, body);

type Result = { id: string; body: { status: 'FULL_TIME'; homeScore: number; awayScore: number } };

/**
 * A group's results: the team listed earlier in the group wins, 1–0, except the third's win over
 * the fourth, by `thirdMargin`: so the groups finish in the order listed, and the thirds differ
 * on goal difference.
 */
async function groupResults(cup: Cup, group: string, thirdMargin: number): Promise<Result[]> {
  const order = cup.ids;
  return (await stageFixtures(t.db, cup.tournament.id))
    .filter((s) => s.stage === group)
    .map((f) => {
      const homeWins = order.indexOf(f.homeTeamId) < order.indexOf(f.awayTeamId);
      const loserIndex = order.indexOf(homeWins ? f.awayTeamId : f.homeTeamId) % 4;
      const winnerIndex = order.indexOf(homeWins ? f.homeTeamId : f.awayTeamId) % 4;
      const margin = winnerIndex === 2 && loserIndex === 3 ? thirdMargin : 1;
      const body = { status: 'FULL_TIME', homeScore: homeWins ? margin : 0, awayScore: homeWins ? 0 : margin } as const;
      return { id: f.id, body };
    });
}

async function play({ id, body }: Result) {
  const answer = await update(id, body);
  expect(answer.statusCode, answer.body).toBe(200);
}

async function playGroup(cup: Cup, group: string, thirdMargin: number) {
  for (const result of await groupResults(cup, group, thirdMargin)) await play(result);
}

/** Plays every group: A's third beats its fourth 3–0, B's 2–0, C's 1–0, so the best thirds are A's and B's. */
async function playAllGroups(cup: Cup) {
  await playGroup(cup, 'A', 3);
  await playGroup(cup, 'B', 2);
  await playGroup(cup, 'C', 1);
}

type Fixture = NonNullable<Awaited<ReturnType<typeof knockoutFixture>>>;

const playerOf = (cup: Cup, teamId: string) => cup.teams.find((team) => team.id === teamId)?.players[0]?.id;

/** Lineups of a fixture's two teams (their one player each), and a way to log its tracker entries. */
async function tracker(cup: Cup, fixture: Fixture) {
  for (const team of cup.teams.filter((c) => c.id === fixture.homeTeamId || c.id === fixture.awayTeamId)) {
    await w.build.lineup({ fixture, team, players: [{ player: team.players[0] as { id: string } }] });
  }
  return (entry: Record<string, unknown>) => {
    const id = randomUUID();
    const body = { fixtureId: fixture.id, entry: { id, at: Date.now(), ...entry } };
    return sendWrite(t.app, w.owner.accessToken, 'POST', '/api/matchLog/entry', body, id);
  };
}

/** QF3 of a cup whose groups are all played, its entries logged one by one, each taken. */
async function playQuarterFinal3(entries: (cup: Cup, qf3: Fixture) => Record<string, unknown>[]) {
  const cup = await groupsCup();
  await playAllGroups(cup);
  const qf3 = (await knockoutFixture(t.db, cup.tournament.id, 'QF3')) as Fixture;
  const log = await tracker(cup, qf3);
  for (const entry of entries(cup, qf3)) {
    const answer = await log(entry);
    expect(answer.statusCode, answer.body).toBe(201);
  }
  return { cup, qf3 };
}

const pair = (f: { homeTeamId: string; awayTeamId: string } | undefined) => (f ? [f.homeTeamId, f.awayTeamId] : null);

/** The group match between two teams. */
async function groupMatch(cup: Cup, a: string, b: string) {
  const found = (await stageFixtures(t.db, cup.tournament.id)).find(
    (f) => [f.homeTeamId, f.awayTeamId].sort().join() === [a, b].sort().join(),
  );
  if (!found) throw new Error('No such group match');
  return found;
}

describe('a bracket filled at full time', () => {
  it('writes each quarter-final once the groups that feed it are complete', async () => {
    const cup = await groupsCup();
    const t_ = cup.ids;
    await playGroup(cup, 'B', 2);
    await playGroup(cup, 'C', 1);
    // Runner-up of B v runner-up of C: both groups are complete.
    expect(pair(await knockoutFixture(t.db, cup.tournament.id, 'QF2'))).toEqual([t_[5], t_[9]]);
    expect(await knockoutFixture(t.db, cup.tournament.id, 'QF1')).toBeUndefined();
    await playGroup(cup, 'A', 3);
    const qf1 = await knockoutFixture(t.db, cup.tournament.id, 'QF1');
    const qf3 = await knockoutFixture(t.db, cup.tournament.id, 'QF3');
    const qf4 = await knockoutFixture(t.db, cup.tournament.id, 'QF4');
    expect(qf1?.homeTeamId).toBe(t_[0]);
    expect(qf3?.homeTeamId).toBe(t_[4]);
    // The best thirds are A's (+1) and B's (0); C's third (−1) is out. Neither meets its own group's winner.
    expect(new Set([qf1?.awayTeamId, qf3?.awayTeamId])).toEqual(new Set([t_[2], t_[6]]));
    expect(qf1?.awayTeamId).not.toBe(t_[2]);
    expect(pair(qf4)).toEqual([t_[8], t_[1]]);
    expect(qf1).toMatchObject({ status: 'SCHEDULED', stage: 'knockout', venue: 'North Pitch' });
    expect(qf1?.date.getTime()).toBeGreaterThan(
      (await groupMatch(cup, t_[0] as string, t_[1] as string)).date.getTime(),
    );
    // The semi-final waits for its quarter-finals.
    expect(await knockoutFixture(t.db, cup.tournament.id, 'SF1')).toBeUndefined();
  });

  it('counts two last group matches ending at once: the best thirds are placed', async () => {
    const cup = await groupsCup();
    await playGroup(cup, 'C', 1);
    const [a, b] = [await groupResults(cup, 'A', 3), await groupResults(cup, 'B', 2)];
    const last = [a.pop(), b.pop()] as Result[];
    for (const result of [...a, ...b]) await play(result);
    await Promise.all(last.map(play));
    const qf1 = await knockoutFixture(t.db, cup.tournament.id, 'QF1');
    const qf3 = await knockoutFixture(t.db, cup.tournament.id, 'QF3');
    expect(new Set([qf1?.awayTeamId, qf3?.awayTeamId])).toEqual(new Set([cup.ids[2], cup.ids[6]]));
  });

  it('marks a team through while its group is still being played, once its points cannot be caught', async () => {
    const cup = await groupsCup();
    const [t1, t2, t3, t4] = cup.ids;
    // Every match of group A but the third's against the fourth: T1 9 points, T2 6, T3 and T4 none, one match each to play.
    const results = await groupResults(cup, 'A', 1);
    const t3t4 = (await stageFixtures(t.db, cup.tournament.id)).find((f) =>
      [f.homeTeamId, f.awayTeamId].every((id) => id === t3 || id === t4),
    );
    for (const result of results.filter((r) => r.id !== t3t4?.id)) await play(result);
    const groupA = (await call(t.app, 'GET', `/api/tournaments/all/${cup.tournament.id}`)).json().data.competition
      .groups[0];
    expect(groupA.complete).toBe(false);
    // T3 or T4 can still reach 3 points and be one of the best thirds: neither is out yet.
    const marks = groupA.rows.map((r: { team: { id: string }; qualification: string }) => [r.team.id, r.qualification]);
    expect(Object.fromEntries(marks)).toEqual({
      [t1 as string]: 'through',
      [t2 as string]: 'through',
      [t3 as string]: null,
      [t4 as string]: null,
    });
  });

  it('shows the format, the group tables with who is through and the bracket with placeholders and results', async () => {
    const cup = await groupsCup();
    const t_ = cup.ids;
    const read = async () => (await call(t.app, 'GET', `/api/tournaments/all/${cup.tournament.id}`)).json().data;
    const before = (await read()).competition;
    expect(before.format).toEqual({ kind: 'groups-knockout', rounds: 1, advance: 2, thirdPlace: false });
    expect(before.tieBreak.preset).toBe('standard');
    expect(before.groups.map((g: { name: string; complete: boolean }) => [g.name, g.complete])).toEqual([
      ['A', false],
      ['B', false],
      ['C', false],
    ]);
    expect(before.bracket.rounds.map((r: { name: string }) => r.name)).toEqual([
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    const [qf1] = before.bracket.rounds[0].matches;
    expect(qf1).toMatchObject({
      id: 'QF1',
      home: { team: null, label: 'Winner of Group A', source: { kind: 'group', group: 'A', position: 1 } },
      fixtureId: null,
      result: null,
    });

    await playAllGroups(cup);
    const played = await knockoutFixture(t.db, cup.tournament.id, 'QF4');
    expect((await update(played?.id as string, { status: 'FULL_TIME', homeScore: 0, awayScore: 2 })).statusCode).toBe(
      200,
    );
    const after = (await read()).competition;
    const groupC = after.groups[2];
    expect(
      groupC.rows.map((r: { team: { id: string }; qualification: string }) => [r.team.id, r.qualification]),
    ).toEqual([
      [t_[8], 'through'],
      [t_[9], 'through'],
      [t_[10], 'out'],
      [t_[11], 'out'],
    ]);
    expect(after.groups[0].rows[2]).toMatchObject({ team: { id: t_[2] }, qualification: 'through', points: 3 });
    // The thirds ranked across the groups: A's and B's by goal difference go through, C's does not.
    expect(before.bestPlaced).toMatchObject({ position: 3, places: 2, complete: false });
    expect(after.bestPlaced).toMatchObject({ position: 3, places: 2, complete: true });
    expect(
      after.bestPlaced.rows.map((r: { team: { id: string }; group: string; qualification: string }) => [
        r.team.id,
        r.group,
        r.qualification,
      ]),
    ).toEqual([
      [t_[2], 'A', 'through'],
      [t_[6], 'B', 'through'],
      [t_[10], 'C', 'out'],
    ]);
    const qf4 = after.bracket.rounds[0].matches[3];
    expect(qf4).toMatchObject({
      home: { team: { id: t_[8], name: 'T9' }, label: 'T9' },
      away: { team: { id: t_[1] }, label: 'T2' },
      fixtureId: played?.id,
      status: 'FULL_TIME',
      result: '0–2',
      winnerTeamId: t_[1],
    });
    expect(after.bracket.rounds[1].matches[1].away).toEqual({
      team: { id: t_[1], name: 'T2', logo: null },
      label: 'T2',
      source: { kind: 'winner', match: 'QF4' },
    });
  });

  it('puts the winner of a quarter-final decided on penalties in the semi-final', async () => {
    const cup = await groupsCup();
    await playAllGroups(cup);
    const qf1 = await knockoutFixture(t.db, cup.tournament.id, 'QF1');
    const qf2 = await knockoutFixture(t.db, cup.tournament.id, 'QF2');
    expect((await update(qf1?.id as string, { status: 'FULL_TIME', homeScore: 2, awayScore: 0 })).statusCode).toBe(200);
    // QF2 level: refused by hand, decided by a shootout in the match log, whose level end is refused too.
    expectError(
      await update(qf2?.id as string, { status: 'FULL_TIME', homeScore: 1, awayScore: 1 }),
      400,
      formatMessages.problems.levelKnockout,
    );
    const log = await tracker(cup, qf2 as Fixture);
    expect((await log({ kind: 'CLOCK_START' })).statusCode).toBe(201);
    expectError(await log({ kind: 'STAGE', stage: 'FULL_TIME' }), 409, formatMessages.problems.levelKnockout);
    expect((await knockoutFixture(t.db, cup.tournament.id, 'QF2'))?.status).toBe('LIVE');
    expect((await log({ kind: 'SHOOTOUT_START' })).statusCode).toBe(201);
    const away = qf2?.awayTeamId as string;
    const kick = (teamId: string, scored: boolean) =>
      log({ kind: 'SHOOTOUT_KICK', teamId, playerId: playerOf(cup, teamId), scored });
    // Three rounds: home misses, away scores; 0–3 decides it.
    for (let round = 0; round < 3; round++) {
      expect((await kick(qf2?.homeTeamId as string, false)).statusCode).toBe(201);
      expect((await kick(away, true)).statusCode).toBe(201);
    }
    expect((await log({ kind: 'SHOOTOUT_END' })).statusCode).toBe(201);
    expect(await knockoutFixture(t.db, cup.tournament.id, 'QF2')).toMatchObject({
      status: 'FULL_TIME',
      homePenaltyScore: 0,
      awayPenaltyScore: 3,
    });
    const read = (await call(t.app, 'GET', `/api/tournaments/all/${cup.tournament.id}`)).json().data;
    const shootout = { homeScore: 0, awayScore: 0, homePenaltyScore: 0, awayPenaltyScore: 3, extraTime: false };
    expect(read.competition.bracket.rounds[0].matches[1]).toMatchObject({
      result: formatResult(shootout),
      winnerTeamId: away,
    });
    const sf1 = await knockoutFixture(t.db, cup.tournament.id, 'SF1');
    expect(pair(sf1)).toEqual([qf1?.homeTeamId, away]);
  });

  it('reads a knockout won in extra time as such, and sends its winner on', async () => {
    const { cup, qf3 } = await playQuarterFinal3((cup, qf3) => [
      { kind: 'CLOCK_START' },
      { kind: 'STAGE', stage: 'EXTRA_TIME' },
      { kind: 'EVENT', type: 'GOAL', teamId: qf3.awayTeamId, playerId: playerOf(cup, qf3.awayTeamId) },
      { kind: 'STAGE', stage: 'FULL_TIME' },
    ]);
    const read = (await call(t.app, 'GET', `/api/tournaments/all/${cup.tournament.id}`)).json().data;
    const extraTime = { homeScore: 0, awayScore: 1, homePenaltyScore: null, awayPenaltyScore: null, extraTime: true };
    expect(read.competition.bracket.rounds[0].matches[2]).toMatchObject({
      result: formatResult(extraTime),
      winnerTeamId: qf3.awayTeamId,
    });
    expect(read.competition.bracket.rounds[1].matches[1].home).toMatchObject({ team: { id: qf3.awayTeamId } });
    // The fixture reads say so too, for the cards, the match page and the team page.
    const fixture = (await call(t.app, 'GET', `/api/fixture/all/${qf3.id}`)).json().data;
    expect(fixture).toMatchObject({ status: 'FULL_TIME', homeScore: 0, awayScore: 1, extraTime: true });
    const listed = (id: string) => read.fixtures.find((f: { id: string }) => f.id === id);
    expect(listed(qf3.id).extraTime).toBe(true);
    const groupGame = await groupMatch(cup, cup.ids[0] as string, cup.ids[1] as string);
    expect(listed(groupGame.id)).toMatchObject({ status: 'FULL_TIME', extraTime: false });
    const team = (await call(t.app, 'GET', `/api/teams/all/${qf3.awayTeamId}`)).json().data;
    expect(team.awayFixtures.concat(team.homeFixtures).find((f: { id: string }) => f.id === qf3.id).extraTime).toBe(
      true,
    );
  });

  it("notes the events of extra time, whose clock starts again from 0, for the match page's order", async () => {
    const { qf3 } = await playQuarterFinal3((cup, qf3) => [
      { kind: 'CLOCK_START' },
      { kind: 'EVENT', type: 'FOUL', teamId: qf3.homeTeamId, playerId: playerOf(cup, qf3.homeTeamId) },
      { kind: 'STAGE', stage: 'EXTRA_TIME' },
      { kind: 'EVENT', type: 'GOAL', teamId: qf3.awayTeamId, playerId: playerOf(cup, qf3.awayTeamId) },
      { kind: 'STAGE', stage: 'FULL_TIME' },
    ]);
    const read = (await call(t.app, 'GET', `/api/matchEvent/fixture/${qf3.id}`)).json().data;
    const notes = (type: string) => {
      const event = read.matchEvents.find((e: { type: string }) => e.type === type);
      return event.metadata ? JSON.parse(event.metadata) : {};
    };
    expect(notes('GOAL')).toMatchObject({ extraTime: true });
    expect(notes('FOUL').extraTime).toBeUndefined();
  });

  it('notes on start the events of extra time of a match played before they were noted', async () => {
    const { qf3 } = await playQuarterFinal3((cup, qf3) => [
      { kind: 'CLOCK_START' },
      { kind: 'STAGE', stage: 'EXTRA_TIME' },
      { kind: 'EVENT', type: 'GOAL', teamId: qf3.awayTeamId, playerId: playerOf(cup, qf3.awayTeamId) },
      { kind: 'STAGE', stage: 'FULL_TIME' },
    ]);
    // As a match played before the note was written has its events.
    await t.db.update(matchEvents).set({ metadata: sql`${matchEvents.metadata} - 'extraTime'` });
    const goalNotes = async () =>
      (
        await t.db.select({ metadata: matchEvents.metadata }).from(matchEvents).where(eq(matchEvents.fixtureId, qf3.id))
      )[0]?.metadata;
    expect(await goalNotes()).toEqual({});

    expect(await noteExtraTimeEvents(t.db)).toBe(1);
    expect(await goalNotes()).toEqual({ extraTime: true });
    expect(await knockoutFixture(t.db, qf3.tournamentId, 'QF3')).toMatchObject({ status: 'FULL_TIME', awayScore: 1 });
    // Once noted, a start finds nothing to do.
    expect(await noteExtraTimeEvents(t.db)).toBe(0);
  });

  it('reads no extra time once the scorer reset the log and replayed the match', async () => {
    const { qf3 } = await playQuarterFinal3((cup, qf3) => [
      { kind: 'CLOCK_START' },
      { kind: 'STAGE', stage: 'EXTRA_TIME' },
      { kind: 'RESET' },
      { kind: 'CLOCK_START' },
      { kind: 'EVENT', type: 'GOAL', teamId: qf3.awayTeamId, playerId: playerOf(cup, qf3.awayTeamId) },
      { kind: 'STAGE', stage: 'FULL_TIME' },
    ]);
    const fixture = (await call(t.app, 'GET', `/api/fixture/all/${qf3.id}`)).json().data;
    expect(fixture).toMatchObject({ status: 'FULL_TIME', homeScore: 0, awayScore: 1, extraTime: false });
  });

  it('re-seeds a quarter-final not yet started when a group result is corrected, and refuses once it started', async () => {
    const cup = await groupsCup();
    const t_ = cup.ids as string[];
    await playAllGroups(cup);
    const decider = await groupMatch(cup, t_[0] as string, t_[1] as string);
    const t2Wins = decider.homeTeamId === t_[1] ? { homeScore: 3, awayScore: 0 } : { homeScore: 0, awayScore: 3 };
    expect((await update(decider.id, t2Wins)).statusCode).toBe(200);
    // T2 now wins group A: it takes T1's place in QF1, and T1 takes its place in QF4.
    expect((await knockoutFixture(t.db, cup.tournament.id, 'QF1'))?.homeTeamId).toBe(t_[1]);
    expect(pair(await knockoutFixture(t.db, cup.tournament.id, 'QF4'))).toEqual([t_[8], t_[0]]);

    const qf1 = await knockoutFixture(t.db, cup.tournament.id, 'QF1');
    expect((await update(qf1?.id as string, { status: 'LIVE' })).statusCode).toBe(200);
    const before = await tableRows(t.db);
    const t1Wins = decider.homeTeamId === t_[0] ? { homeScore: 1, awayScore: 0 } : { homeScore: 0, awayScore: 1 };
    expectError(await update(decider.id, t1Wins), 409, formatMessages.changes.knockoutStarted('QF1'));
    expect(await tableRows(t.db)).toEqual(before);
  });
});
