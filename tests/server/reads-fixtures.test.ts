import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { bearer, expectError, signUp } from '../support/auth-flow';
import { type Builder, builder, type User } from '../support/fixtures-builder';
import { createTestApp, resetDatabase, type TestApp } from '../support/test-app';

const m = messages.server;

let t: TestApp;
let build: Builder;
beforeAll(async () => {
  t = await createTestApp();
  build = builder(t);
});
afterAll(() => t.app.close());
beforeEach(() => resetDatabase(t));

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A live match: the home side has a lineup (keeper, striker, substitute), the away side only members. */
async function match() {
  const home = await build.team({
    name: 'Riverside Rovers',
    players: [{ name: 'Kiran Keeper' }, { name: 'Sam Striker' }, { name: 'Ben Bench' }],
  });
  const away = await build.team({
    name: 'Kochi Strikers',
    players: [{ name: 'Omar Away', primaryPosition: 'STRIKER' }],
  });
  const [keeper, striker, bench] = home.players as [User, User, User];
  const tournament = await build.tournament({ name: 'Monsoon Cup', timeZone: 'Asia/Kolkata', teams: [home, away] });
  const fixture = await build.fixture({ tournament, home, away, status: 'LIVE', homeScore: 1, awayScore: 0 });
  await build.lineup({
    fixture,
    team: home,
    players: [
      { player: striker, position: 'STRIKER', jerseyNumber: 9 },
      { player: keeper, position: 'GOALKEEPER', jerseyNumber: 1 },
      { player: bench, isStarting: false, jerseyNumber: 14 },
    ],
  });
  return { home, away, tournament, fixture, keeper, striker, bench, omar: away.players[0] as User };
}

describe('GET /api/fixture/all/{id}', () => {
  it('answers both teams, the lineup with jersey numbers where there is one, members where not, and the tournament', async () => {
    const { home, away, tournament, fixture, keeper, striker, bench, omar } = await match();
    const response = await get(`/api/fixture/all/${fixture.id}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: fixture.id,
      status: 'LIVE',
      homeScore: 1,
      awayScore: 0,
      homeTeamId: home.id,
      awayTeamId: away.id,
      tournament: {
        id: tournament.id,
        name: 'Monsoon Cup',
        logo: null,
        timeZone: 'Asia/Kolkata',
        adminId: tournament.adminId,
      },
    });
    const lineupPlayer = (player: User, jerseyNumber: number, isStarting: boolean, position: string) => ({
      id: expect.any(String),
      isStarting,
      isOnField: isStarting,
      position,
      jerseyNumber,
      player: { id: player.id, name: player.name, number: jerseyNumber, image: null },
    });
    expect(data.homeTeam.name).toBe('Riverside Rovers');
    expect(data.homeTeam.lineups).toEqual([
      {
        id: expect.any(String),
        fixtureId: fixture.id,
        teamId: home.id,
        players: [
          lineupPlayer(keeper, 1, true, 'GOALKEEPER'),
          lineupPlayer(striker, 9, true, 'STRIKER'),
          lineupPlayer(bench, 14, false, 'DEFENDER'),
        ],
      },
    ]);
    expect(data.awayTeam).toEqual({
      id: away.id,
      name: 'Kochi Strikers',
      logo: null,
      lineups: [],
      members: [{ id: omar.id, name: 'Omar Away', image: null, primaryPosition: 'STRIKER', number: 1 }],
    });
    for (const person of [...home.players, ...away.players]) expect(response.body).not.toContain(person.phoneNumber);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expectError(await get('/api/fixture/all/42'), 400, 'Fixture id must be a valid id.');
    expectError(await get(`/api/fixture/all/${randomUUID()}`), 404, m.fixtureNotFound);
  });
});

describe('GET /api/matchEvent/fixture/{id}', () => {
  it('answers the events as recorded, with names and metadata as JSON text, and grouped by minute', async () => {
    const { home, away, fixture, keeper, striker, bench, omar } = await match();
    const notes = { notes: 'Off the bar', playerOffName: 'Sam Striker', playerOnName: 'Ben Bench' };
    const e = {
      goal: await build.event({ fixture, team: home, player: striker, type: 'GOAL', minute: 50 }),
      ownGoal: await build.event({ fixture, team: away, player: omar, type: 'OWN_GOAL', minute: 10 }),
      penalty: await build.event({
        fixture,
        team: home,
        player: striker,
        type: 'PENALTY',
        minute: 30,
        penaltyOutcome: 'SCORED',
      }),
      yellow: await build.event({ fixture, team: away, player: omar, type: 'YELLOW_CARD', minute: 40 }),
      red: await build.event({ fixture, team: home, player: keeper, type: 'RED_CARD', minute: 20 }),
      sub: await build.event({
        fixture,
        team: home,
        player: striker,
        substitute: bench,
        type: 'SUBSTITUTION',
        minute: 60,
        metadata: notes,
      }),
      save: await build.event({ fixture, team: home, player: keeper, type: 'SAVE', minute: 5 }),
      shot: await build.event({ fixture, team: away, player: omar, type: 'SHOT_ON_TARGET', minute: 5 }),
      stray: await build.event({ fixture, type: 'FOUL', minute: -1 }),
    };
    const response = await get(`/api/matchEvent/fixture/${fixture.id}`);
    expect(response.statusCode).toBe(200);
    const { matchEvents, processedEvents } = response.json().data;
    expect(matchEvents.map((row: { id: string }) => row.id)).toEqual(Object.values(e).map((row) => row.id));
    expect(matchEvents[5]).toEqual({
      id: e.sub.id,
      fixtureId: fixture.id,
      teamId: home.id,
      type: 'SUBSTITUTION',
      minute: 60,
      penaltyOutcome: null,
      isShootout: false,
      player: { id: striker.id, name: 'Sam Striker' },
      substitutePlayer: { id: bench.id, name: 'Ben Bench' },
      metadata: expect.any(String),
      createdAt: e.sub.createdAt.toISOString(),
    });
    expect(JSON.parse(matchEvents[5].metadata)).toEqual(notes);
    expect(matchEvents[0]).toMatchObject({ player: { name: 'Sam Striker' }, substitutePlayer: null, metadata: null });
    expect(matchEvents[8]).toMatchObject({ player: null, teamId: null, minute: -1 });

    const ids = (group: string) => (processedEvents[group] as { id: string }[]).map((row) => row.id);
    expect(Object.keys(processedEvents).sort()).toEqual(['CARD', 'GOAL', 'OTHER', 'PENALTY', 'SUBSTITUTION']);
    expect(ids('GOAL')).toEqual([e.ownGoal.id, e.goal.id]);
    expect(ids('PENALTY')).toEqual([e.penalty.id]);
    expect(ids('CARD')).toEqual([e.red.id, e.yellow.id]);
    expect(ids('SUBSTITUTION')).toEqual([e.sub.id]);
    expect(ids('OTHER')).toEqual([e.save.id, e.shot.id]); // same minute: recorded order; minute -1 dropped
    for (const person of [...home.players, ...away.players]) expect(response.body).not.toContain(person.phoneNumber);
  });

  it('answers empty lists and groups for a fixture without events; 400 and 404 otherwise', async () => {
    const { fixture } = await match();
    expect((await get(`/api/matchEvent/fixture/${fixture.id}`)).json().data).toEqual({
      matchEvents: [],
      processedEvents: { GOAL: [], PENALTY: [], CARD: [], SUBSTITUTION: [], OTHER: [] },
    });
    expectError(await get('/api/matchEvent/fixture/abc'), 400, 'Fixture id must be a valid id.');
    expectError(await get(`/api/matchEvent/fixture/${randomUUID()}`), 404, m.fixtureNotFound);
  });
});

describe('GET /api/lineup/fixture/{fixtureId}/team/{teamId}', () => {
  it("answers the team's lineup to a signed-in user, and 401 without a token", async () => {
    const { home, fixture, keeper } = await match();
    const viewer = await signUp(t.app, t.sms);
    const url = `/api/lineup/fixture/${fixture.id}/team/${home.id}`;
    expectError(await get(url), 401, m.unauthorized);
    expectError(await get(url, { authorization: 'Bearer not.a.token' }), 401, m.sessionEnded);
    const response = await get(url, bearer(viewer.accessToken));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ fixtureId: fixture.id, teamId: home.id });
    expect(data.players.map((p: { jerseyNumber: number }) => p.jerseyNumber)).toEqual([1, 9, 14]);
    expect(data.players[0]).toMatchObject({ isStarting: true, position: 'GOALKEEPER', player: { id: keeper.id } });
    expect(response.body).not.toContain(keeper.phoneNumber);
  });

  it('answers 404 with a clear message when the team has no lineup, and 400 for malformed ids', async () => {
    const { home, away, fixture } = await match();
    const { accessToken } = await signUp(t.app, t.sms);
    const lineupOf = (fixtureId: string, teamId: string) =>
      get(`/api/lineup/fixture/${fixtureId}/team/${teamId}`, bearer(accessToken));
    expectError(await lineupOf(fixture.id, away.id), 404, m.lineupNotFound);
    expectError(await lineupOf(randomUUID(), home.id), 404, m.lineupNotFound);
    expectError(await lineupOf('fixture-1', home.id), 400, 'Fixture id must be a valid id.');
    expectError(await lineupOf(fixture.id, 'team-1'), 400, 'Team id must be a valid id.');
  });
});
