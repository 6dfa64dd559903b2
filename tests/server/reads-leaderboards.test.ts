import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teamMembers } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectError } from '../support/auth-flow';
import { type Builder, builder, type User } from '../support/fixtures-builder';
import { createTestApp, resetDatabase, type TestApp } from '../support/test-app';

let t: TestApp;
let build: Builder;
beforeAll(async () => {
  t = await createTestApp();
  build = builder(t);
});
afterAll(() => t.app.close());
beforeEach(() => resetDatabase(t));

async function data(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
type Row = { player: { id: string; name: string } } & Record<string, unknown>;
const rowOf = (rows: Row[], player: User) => rows.find((row) => row.player.id === player.id);

describe('GET /api/leaderboard/standings/{id}', () => {
  it('is the table of the FULL_TIME fixtures only, with exact numbers', async () => {
    const [a, b, c, d] = [
      await build.team({ name: 'Alpha' }),
      await build.team({ name: 'Bravo' }),
      await build.team({ name: 'Charlie' }),
      await build.team({ name: 'Delta' }),
    ];
    const outsider = await build.team({ name: 'Not In It' });
    const tournament = await build.tournament({ teams: [a, b, c, d] });
    const result = (home: typeof a, away: typeof a, homeScore: number, awayScore: number, status = 'FULL_TIME') =>
      build.fixture({ tournament, home, away, homeScore, awayScore, status });
    await result(a, b, 2, 1);
    await result(b, c, 0, 0);
    await result(c, a, 1, 3);
    await result(a, c, 0, 5, 'LIVE'); // not over: does not count
    await result(d, a, 4, 0, 'HALF_TIME');
    await result(b, d, 0, 0, 'SCHEDULED');
    await build.fixture({
      tournament: await build.tournament({ teams: [a, outsider] }),
      home: outsider,
      away: a,
      homeScore: 9,
      status: 'FULL_TIME',
    });

    const table = await data(`/api/leaderboard/standings/${tournament.id}`);
    const row = (position: number, team: typeof a, w: number, dr: number, l: number, gf: number, ga: number) => ({
      position,
      team: { id: team.id, name: team.name, logo: null },
      played: w + dr + l,
      won: w,
      drawn: dr,
      lost: l,
      goalsFor: gf,
      goalsAgainst: ga,
      goalDifference: gf - ga,
      points: 3 * w + dr,
    });
    expect(table).toEqual([
      row(1, a, 2, 0, 0, 5, 2),
      row(2, b, 0, 1, 1, 1, 2),
      row(3, c, 0, 1, 1, 1, 3),
      row(4, d, 0, 0, 0, 0, 0),
    ]);
  });

  it('counts League fixtures only: a finished Knockout or Friendly fixture leaves the table unchanged', async () => {
    const [a, b] = [await build.team({ name: 'Alpha' }), await build.team({ name: 'Bravo' })];
    const tournament = await build.tournament({ teams: [a, b] });
    const table = () => data(`/api/leaderboard/standings/${tournament.id}`);
    const finished = { tournament, home: a, away: b, status: 'FULL_TIME' };
    await build.fixture({
      ...finished,
      matchType: 'Knockout',
      homeScore: 1,
      awayScore: 1,
      homePenaltyScore: 4,
      awayPenaltyScore: 3,
    });
    await build.fixture({ ...finished, matchType: 'Friendly', homeScore: 3, awayScore: 0 });
    const untouched = await table();
    expect(untouched.map((row: { played: number; points: number }) => [row.played, row.points])).toEqual([
      [0, 0],
      [0, 0],
    ]);

    await build.fixture({ ...finished, matchType: 'League', homeScore: 0, awayScore: 2 });
    expect((await table())[0]).toMatchObject({ team: { name: 'Bravo' }, played: 1, won: 1, goalsFor: 2, points: 3 });
  });
});

describe('GET /api/leaderboard/tournament/{id}', () => {
  it('counts goals without own goals or shootout kicks, and a substitute’s matches and minutes', async () => {
    const home = await build.team({
      players: [{ name: 'Hugo Keeper' }, { name: 'Hana Striker' }, { name: 'Hari Sub' }],
    });
    const away = await build.team({
      players: [{ name: 'Ali Keeper' }, { name: 'Asha Defender' }, { name: 'Abel Bench' }],
    });
    const [hugo, hana, hari] = home.players as [User, User, User];
    const [ali, asha, abel] = away.players as [User, User, User];
    const tournament = await build.tournament({ teams: [home, away] });
    const fixture = await build.fixture({ tournament, home, away, status: 'FULL_TIME', homeScore: 3, awayScore: 0 });
    await build.lineup({
      fixture,
      team: home,
      players: [{ player: hugo, position: 'GOALKEEPER' }, { player: hana }, { player: hari, isStarting: false }],
    });
    await build.lineup({
      fixture,
      team: away,
      players: [{ player: ali, position: 'GOALKEEPER' }, { player: asha }, { player: abel, isStarting: false }],
    });
    const event = (player: User, team: typeof home, type: string, minute: number, extra = {}) =>
      build.event({ fixture, team, player, type, minute, ...extra });
    await event(hana, home, 'GOAL', 10);
    await event(asha, away, 'OWN_GOAL', 20);
    await event(hana, home, 'PENALTY', 30, { penaltyOutcome: 'SCORED' });
    await event(hana, home, 'PENALTY', 35, { penaltyOutcome: 'MISSED' });
    await event(hana, home, 'SUBSTITUTION', 60, { substitutePlayerId: hari.id });
    await event(hari, home, 'ASSIST', 70);
    await event(ali, away, 'SAVE', 80);
    await event(hari, home, 'PENALTY', 0, { penaltyOutcome: 'SCORED', isShootout: true });
    await event(asha, away, 'PENALTY', 0, { penaltyOutcome: 'SCORED', isShootout: true });

    const rows: Row[] = await data(`/api/leaderboard/tournament/${tournament.id}`);
    expect(rows).toHaveLength(6);
    const stats = (player: User, team: typeof home, s: Record<string, number>) => ({
      playerId: player.id,
      player: { id: player.id, name: player.name, image: null },
      team: { id: team.id, name: team.name, logo: null },
      goals: 0,
      assists: 0,
      saves: 0,
      cleanSheets: 0,
      matchesInGoal: 0,
      ...s,
      matches: s.matchesPlayed,
    });
    expect(rowOf(rows, hana)).toEqual(stats(hana, home, { goals: 2, matchesPlayed: 1, minutes: 60 }));
    expect(rowOf(rows, hari)).toEqual(stats(hari, home, { assists: 1, matchesPlayed: 1, minutes: 30 }));
    expect(rowOf(rows, hugo)).toEqual(
      stats(hugo, home, { cleanSheets: 1, matchesInGoal: 1, matchesPlayed: 1, minutes: 90 }),
    );
    expect(rowOf(rows, asha)).toEqual(stats(asha, away, { matchesPlayed: 1, minutes: 90 }));
    expect(rowOf(rows, ali)).toEqual(stats(ali, away, { saves: 1, matchesInGoal: 1, matchesPlayed: 1, minutes: 90 }));
    expect(rowOf(rows, abel)).toEqual(stats(abel, away, { matchesPlayed: 0, minutes: 0 }));
    for (const person of [...home.players, ...away.players])
      expect(JSON.stringify(rows)).not.toContain(person.phoneNumber);
  });

  it("lists a member of two of the tournament's teams with the one they played for", async () => {
    const harbour = await build.team({ name: 'Harbour City', players: [{ name: 'Ajay Joseph' }, { name: 'Hari' }] });
    const mud = await build.team({ name: 'Mud FC', players: [{ name: 'Aditya Joseph' }, { name: 'Manu' }] });
    const [ajay] = harbour.players as [User];
    const [aditya] = mud.players as [User];
    // Each is also in the other team: one plays for their first team, the other for their second.
    await t.db.insert(teamMembers).values([
      { teamId: mud.id, userId: ajay.id },
      { teamId: harbour.id, userId: aditya.id },
    ]);
    const tournament = await build.tournament({ teams: [harbour, mud] });
    const fixture = await build.fixture({ tournament, home: harbour, away: mud, status: 'FULL_TIME', homeScore: 2 });
    await build.lineup({ fixture, team: harbour, players: [{ player: ajay }, { player: aditya }] });
    await build.event({ fixture, team: harbour, player: ajay, type: 'GOAL', minute: 10 });
    await build.event({ fixture, team: harbour, player: aditya, type: 'GOAL', minute: 20 });

    const rows: Row[] = await data(`/api/leaderboard/tournament/${tournament.id}`);
    expect(rows.filter((row) => row.player.id === ajay.id || row.player.id === aditya.id)).toHaveLength(2);
    expect(rowOf(rows, ajay)).toMatchObject({ team: { name: 'Harbour City' }, goals: 1 });
    expect(rowOf(rows, aditya)).toMatchObject({ team: { name: 'Harbour City' }, goals: 1 });
  });
});

describe('GET /api/leaderboard/awards/{id}', () => {
  it('ranks by the stat, most first, then by fewer matches played; players without it are left out', async () => {
    const home = await build.team({
      players: [{ name: 'Ada Keeper' }, { name: 'Abe Forward' }, { name: 'Zed Forward' }],
    });
    const away = await build.team({
      players: [{ name: 'Ken Keeper' }, { name: 'Cal Forward' }, { name: 'Zoe Keeper' }],
    });
    const [ada, abe, zed] = home.players as [User, User, User];
    const [ken, cal, zoe] = away.players as [User, User, User];
    const tournament = await build.tournament({ teams: [home, away] });
    const gk = (player: User, isStarting = true) => ({ player, position: 'GOALKEEPER', isStarting });
    // First match: home 4-0. Abe and Zed two goals each, one assist each; Ada keeps a clean sheet.
    const first = await build.fixture({ tournament, home, away, status: 'FULL_TIME', homeScore: 4, awayScore: 0 });
    await build.lineup({ fixture: first, team: home, players: [gk(ada), { player: abe }, { player: zed }] });
    await build.lineup({ fixture: first, team: away, players: [gk(ken), { player: cal }] });
    // Second match: away side at home wins 3-0. Zed stays on the bench; Zoe keeps a clean sheet.
    const second = await build.fixture({
      tournament,
      home: away,
      away: home,
      status: 'FULL_TIME',
      homeScore: 3,
      awayScore: 0,
    });
    await build.lineup({
      fixture: second,
      team: home,
      players: [gk(ada), { player: abe }, { player: zed, isStarting: false }],
    });
    await build.lineup({ fixture: second, team: away, players: [gk(zoe), { player: cal }, gk(ken, false)] });
    for (const [fixture, team, player, type, times] of [
      [first, home, abe, 'GOAL', 2],
      [first, home, zed, 'GOAL', 2],
      [first, home, abe, 'ASSIST', 1],
      [first, home, zed, 'ASSIST', 1],
      [second, away, cal, 'GOAL', 3],
      [second, away, cal, 'ASSIST', 2],
    ] as const) {
      for (let i = 0; i < times; i += 1) await build.event({ fixture, team, player, type, minute: 10 + i });
    }

    const awards = await data(`/api/leaderboard/awards/${tournament.id}`);
    // "name stat/matchesPlayed", in the order of each table
    const table = (rows: Row[], stat: string) => rows.map((r) => `${r.player.name} ${r[stat]}/${r.matchesPlayed}`);
    expect(table(awards.goldenBoot, 'goals')).toEqual(['Cal Forward 3/2', 'Zed Forward 2/1', 'Abe Forward 2/2']);
    // Every goalkeeper who played, Ken too (he let in four); not from the bench.
    expect(table(awards.goldenGlove, 'cleanSheets')).toEqual(['Zoe Keeper 1/1', 'Ada Keeper 1/2', 'Ken Keeper 0/1']);
    expect(table(awards.assistsLeaderboard, 'assists')).toEqual([
      'Cal Forward 2/2',
      'Zed Forward 1/1',
      'Abe Forward 1/2',
    ]);
    expect(rowOf(awards.goldenBoot, zed)).toMatchObject({ team: { id: home.id }, goals: 2, matchesPlayed: 1 });
    expect(rowOf(awards.goldenGlove, ken)).toMatchObject({ matchesInGoal: 1, matchesPlayed: 1 });
  });

  it('answers empty tables for a tournament without players', async () => {
    const tournament = await build.tournament();
    expect(await data(`/api/leaderboard/awards/${tournament.id}`)).toEqual({
      goldenBoot: [],
      goldenGlove: [],
      assistsLeaderboard: [],
    });
    expect(await data(`/api/leaderboard/tournament/${tournament.id}`)).toEqual([]);
    expect(await data(`/api/leaderboard/standings/${tournament.id}`)).toEqual([]);
  });
});

describe.each(['standings', 'tournament', 'awards'])('GET /api/leaderboard/%s/{id}', (board) => {
  it('answers 400 for a malformed id and 404 for an unknown tournament', async () => {
    const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/leaderboard/${board}/${id}` });
    expectError(await get('featured'), 400, 'Tournament id must be a valid id.');
    expectError(await get(randomUUID()), 404, messages.server.tournamentNotFound);
  });
});
