import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { expectError } from '../support/auth-flow';
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

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Neither the E.164 form nor the bare national number of any of these users. */
function expectNoPhones(body: string, people: User[]) {
  for (const person of people) {
    expect(body).not.toContain(person.phoneNumber);
    expect(body).not.toContain(person.phoneNumber.slice(3));
  }
}

describe('GET /api/teams/all', () => {
  it('answers every team (id, name, logo, abbreviation) by name ignoring case, and an empty list when there are none', async () => {
    expect((await get('/api/teams/all')).json()).toEqual({ status: 'success', data: [] });
    const zebras = await build.team({
      name: 'Zebra United',
      logo: 'data:image/png;base64,AA==',
      abbreviation: 'ZEB',
      players: 2,
    });
    const anchors = await build.team({ name: 'anchor athletic', abbreviation: 'ANC' });
    const response = await get('/api/teams/all');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: anchors.id, name: 'anchor athletic', logo: null, abbreviation: 'ANC' },
      { id: zebras.id, name: 'Zebra United', logo: 'data:image/png;base64,AA==', abbreviation: 'ZEB' },
    ]);
  });
});

describe('GET /api/teams/all/{teamId}', () => {
  it('answers the team with its manager, members, home and away fixtures and tournaments', async () => {
    const manager = await build.user({ name: 'Maya Manager' });
    const rovers = await build.team({
      manager,
      name: 'Riverside Rovers',
      abbreviation: 'RIV',
      description: 'Sundays by the river',
      players: [
        { name: 'Zara Keeper', primaryPosition: 'GOALKEEPER' },
        { name: 'arun striker', primaryPosition: 'STRIKER', image: 'data:image/png;base64,AA==' },
      ],
    });
    const strikers = await build.team({ name: 'Kochi Strikers', players: 1 });
    const spring = await build.tournament({
      name: 'Spring Cup',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      timeZone: 'America/Sao_Paulo',
    });
    const winter = await build.tournament({ name: 'Winter Cup', startDate: '2025-12-01', endDate: '2025-12-20' });
    await build.enter(spring, [rovers, strikers]);
    await build.enter(winter, [rovers]);
    await build.tournament({ name: 'Without the Rovers', teams: [strikers] });
    const homeGame = await build.fixture({
      tournament: spring,
      home: rovers,
      away: strikers,
      date: new Date('2026-03-02'),
    });
    const awayGame = await build.fixture({
      tournament: spring,
      home: strikers,
      away: rovers,
      date: new Date('2026-03-09'),
    });

    const response = await get(`/api/teams/all/${rovers.id}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: rovers.id,
      name: 'Riverside Rovers',
      abbreviation: 'RIV',
      description: 'Sundays by the river',
      logo: null,
      managerId: manager.id,
    });
    const [zara, arun] = rovers.players as [User, User];
    expect(data.members).toEqual([
      { id: arun.id, name: 'arun striker', image: 'data:image/png;base64,AA==', primaryPosition: 'STRIKER', number: 2 },
      { id: zara.id, name: 'Zara Keeper', image: null, primaryPosition: 'GOALKEEPER', number: 1 },
    ]);
    const summary = (f: typeof homeGame, home: typeof rovers, away: typeof rovers) =>
      expect.objectContaining({
        id: f.id,
        // A team's fixtures span tournaments: each carries its own tournament's zone.
        timeZone: 'America/Sao_Paulo',
        homeTeamId: home.id,
        awayTeamId: away.id,
        homeTeam: { id: home.id, name: home.name, logo: null },
        awayTeam: { id: away.id, name: away.name, logo: null },
      });
    expect(data.homeFixtures).toEqual([summary(homeGame, rovers, strikers)]);
    expect(data.awayFixtures).toEqual([summary(awayGame, strikers, rovers)]);
    // Each fixture once: the home and away lists, no third list repeating them.
    expect(data).not.toHaveProperty('fixtures');
    expect(data.tournaments).toEqual([
      {
        id: winter.id,
        name: 'Winter Cup',
        logo: null,
        startDate: '2025-12-01',
        endDate: '2025-12-20',
        timeZone: 'UTC',
      },
      {
        id: spring.id,
        name: 'Spring Cup',
        logo: null,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        timeZone: 'America/Sao_Paulo',
      },
    ]);
  });

  it('never shows a phone number: not the members’, not the manager’s', async () => {
    const manager = await build.user();
    const team = await build.team({ manager, players: 3 });
    const other = await build.team({ players: 2 });
    const cup = await build.tournament({ teams: [team, other] });
    await build.fixture({ tournament: cup, home: team, away: other });
    for (const url of ['/api/teams/all', `/api/teams/all/${team.id}`, `/api/teams/all/${other.id}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expectNoPhones(response.body, [manager, ...team.players, ...other.players]);
      expect(response.body).not.toMatch(/phone|password/i);
    }
  });

  it('answers a team without members or fixtures with empty lists', async () => {
    const team = await build.team();
    expect((await get(`/api/teams/all/${team.id}`)).json().data).toMatchObject({
      members: [],
      homeFixtures: [],
      awayFixtures: [],
      tournaments: [],
    });
  });

  it('answers 400 for a malformed id and 404 for an unknown one, in the envelope', async () => {
    expectError(await get('/api/teams/all/rovers'), 400, 'Team id must be a valid id.');
    expectError(await get(`/api/teams/all/${randomUUID()}x`), 400, 'Team id must be a valid id.');
    expectError(await get(`/api/teams/all/${randomUUID()}`), 404, m.teamNotFound);
  });
});
