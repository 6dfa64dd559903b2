import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  fixtureContainers,
  fixtures,
  lineupPlayers,
  lineups,
  matchEvents,
  teamMembers,
  teams,
  tournamentTeams,
} from '../../src/server/db/schema';
import { matchWriteMessages, messages } from '../../src/shared/messages';
import { bearer, expectError } from '../support/auth-flow';
import { dayIn } from '../support/fixtures-builder';
import { rowCounts, type TestApp } from '../support/test-app';
import {
  CUP,
  call,
  card,
  freshWriteWorldEachTest,
  TINY_PNG,
  tableRows,
  WORLD_DAY,
  type WriteWorld,
} from '../support/write-world';

const m = messages.server;

let t: TestApp;
let w: WriteWorld;
const asOwner = freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

const fixtureRows = () => t.db.select().from(fixtures).where(eq(fixtures.tournamentId, w.tournament.id));
const update = (payload: object) => asOwner('PUT', `/api/fixture/update/${w.fixture.id}`, payload);

describe('POST /api/tournaments/create', () => {
  it('creates the tournament with a real PNG logo, stored as a picture file, in the server default time zone (Asia/Kolkata)', async () => {
    const response = await asOwner('POST', '/api/tournaments/create', { ...CUP, logo: TINY_PNG });
    expect(response.statusCode).toBe(201);
    const logo = expect.stringMatching(/^\/api\/pictures\/[0-9a-f]{64}\.webp$/);
    expect(response.json()).toEqual({
      status: 'success',
      message: m.tournamentCreated,
      data: {
        data: {
          ...CUP,
          id: expect.any(String),
          logo,
          timeZone: 'Asia/Kolkata',
          adminId: w.owner.user.id,
          playing: false,
        },
      },
    });
    const picture = await t.app.inject({ method: 'GET', url: response.json().data.data.logo });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('keeps a valid time zone it is given', async () => {
    const response = await asOwner('POST', '/api/tournaments/create', { ...CUP, timeZone: 'Europe/Lisbon' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.data).toMatchObject({ timeZone: 'Europe/Lisbon', logo: null });
  });
});

describe('POST /api/tournaments/add-team', () => {
  it("adds the admin's own team once: it joins at once, the second add is a 409 and leaves one row", async () => {
    const body = { tournamentId: w.tournament.id, teamId: w.spare.id };
    const first = await asOwner('POST', '/api/tournaments/add-team', body);
    expect(first.json()).toEqual({ status: 'success', message: m.teamAdded('Spare FC'), data: { status: 'accepted' } });
    expectError(await asOwner('POST', '/api/tournaments/add-team', body), 409, m.teamAlreadyInTournament);
    const rows = await t.db.select().from(tournamentTeams).where(eq(tournamentTeams.teamId, w.spare.id));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/teams/create', () => {
  it("refuses a manager a second team by a name he uses, whatever its case and spaces; another manager's club may share it", async () => {
    const team = { description: 'Sunday league', abbreviation: 'SFC' };
    const before = await tableRows(t.db);
    expectError(
      await asOwner('POST', '/api/teams/create', { ...team, name: '  spare fc ' }),
      409,
      m.teamNameTaken('Spare FC'),
    );
    expect(await tableRows(t.db)).toEqual(before);
    const others = await call(t.app, 'POST', '/api/teams/create', w.other.accessToken, { ...team, name: 'Spare FC' });
    expect(others.statusCode).toBe(201);
    const spares = await t.db.select().from(teams).where(sql`lower(${teams.name}) = 'spare fc'`);
    expect(spares.map((row) => row.managerId).sort()).toEqual([w.owner.user.id, w.other.user.id].sort());
  });
});

describe('POST /api/teams/add-player', () => {
  it('finds the player by the phone number however it is typed, and adds them once', async () => {
    const national = w.player.phone;
    const spaced = `${national.slice(0, 5)} ${national.slice(5)}`;
    const first = await asOwner('POST', '/api/teams/add-player', { teamId: w.home.id, phoneNumber: spaced });
    expect(first.json()).toEqual({
      status: 'success',
      message: m.playerAdded,
      data: { id: w.player.id, name: 'New Signing' },
    });
    const again = await asOwner('POST', '/api/teams/add-player', { teamId: w.home.id, phoneNumber: `+91 ${spaced}` });
    expectError(again, 409, m.playerAlreadyInTeam);
    const rows = await t.db.select().from(teamMembers).where(eq(teamMembers.userId, w.player.id));
    expect(rows.map((row) => row.teamId)).toEqual([w.home.id]);
  });

  it('adds a player picked from the list by id (the list shows masked numbers only)', async () => {
    const added = await asOwner('POST', '/api/teams/add-player', { teamId: w.home.id, playerId: w.player.id });
    expect(added.json()).toEqual({
      status: 'success',
      message: m.playerAdded,
      data: { id: w.player.id, name: 'New Signing' },
    });
    const again = await asOwner('POST', '/api/teams/add-player', { teamId: w.home.id, phoneNumber: w.player.phone });
    expectError(again, 409, m.playerAlreadyInTeam);
  });

  it('answers 404 for a number nobody signed up with, or whose sign-up was never verified', async () => {
    const password = 'correct horse';
    const half = { name: 'Half Done', phoneNumber: '91234 00000', password, confirmPassword: password };
    expect((await call(t.app, 'POST', '/api/auth/register', undefined, half)).statusCode).toBe(201);
    const before = await rowCounts(t.db);
    for (const phoneNumber of ['91234 56789', half.phoneNumber]) {
      const response = await asOwner('POST', '/api/teams/add-player', { teamId: w.home.id, phoneNumber });
      expectError(response, 404, m.playerNotFound);
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('GET my-tournaments and my-teams', () => {
  it('list what the caller runs, manages or plays in, including what they just created', async () => {
    await call(t.app, 'POST', '/api/tournaments/create', w.other.accessToken, { ...CUP, startDate: '2001-01-01' });
    await call(t.app, 'POST', '/api/teams/create', w.other.accessToken, {
      name: 'Alpha',
      description: 'A',
      abbreviation: 'A',
    });
    const mine = async (url: string) =>
      (await call(t.app, 'GET', url, w.other.accessToken)).json().data.map((row: { name: string }) => row.name);
    expect(await mine('/api/tournaments/user/my-tournaments')).toEqual(['Monsoon Cup', 'Other Cup']);
    expect(await mine('/api/teams/user/my-teams')).toEqual(['Alpha', 'Other FC', 'Third FC']);
  });
});

describe('POST /api/fixture/container', () => {
  const submit = (subfixtures: object[], matchType = 'League') =>
    asOwner('POST', '/api/fixture/container', { tournamentId: w.tournament.id, matchType, subfixtures });
  const five = () =>
    ['10:00', '11:30', '13:00', '14:30', '16:00'].map((time) => card(w.home.id, w.away.id, WORLD_DAY, time));

  it('writes all five fixtures of a submit under one container of its match type', async () => {
    const response = await submit(five(), 'Friendly');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.fixtureIds).toHaveLength(5);
    const containers = await t.db.select().from(fixtureContainers).where(eq(fixtureContainers.matchType, 'Friendly'));
    expect(containers).toHaveLength(1);
    expect(await fixtureRows()).toHaveLength(6);
  });

  it('writes none of them when one fixture has a team outside the tournament', async () => {
    const before = await tableRows(t.db);
    const cards = five();
    cards[3] = card(w.home.id, w.spare.id, WORLD_DAY, '14:30');
    expectError(await submit(cards), 400, m.teamsNotInTournament);
    expect(await tableRows(t.db)).toEqual(before);
  });

  it('refuses duplicates and blank fields with the builder messages, writing nothing', async () => {
    const before = await tableRows(t.db);
    const twice = [card(w.home.id, w.away.id), card(w.home.id, w.away.id)];
    expectError(await submit(twice), 400, messages.fixtures.duplicates);
    for (const field of ['homeTeam', 'awayTeam', 'matchDate', 'time', 'venue']) {
      for (const value of [' ', undefined, null]) {
        const blank = [card(w.away.id, w.home.id), { ...card(w.home.id, w.away.id), [field]: value }];
        expectError(await submit(blank), 400, messages.fixtures.fillAllFields);
      }
    }
    expect(await tableRows(t.db)).toEqual(before);
  });

  it('refuses a pairing already a fixture at that kick-off, as a second submit whose answer was lost would send', async () => {
    const returnMatch = card(w.away.id, w.home.id, WORLD_DAY, '20:00');
    const first = [card(w.home.id, w.away.id, WORLD_DAY, '18:00'), returnMatch];
    expect((await submit(first)).statusCode).toBe(201);
    const before = await tableRows(t.db);
    expectError(await submit(first), 409, messages.fixtures.alreadyFixture);
    // One new card beside one already saved: none of the submit is written.
    expectError(
      await submit([card(w.home.id, w.away.id, WORLD_DAY, '21:00'), returnMatch]),
      409,
      messages.fixtures.alreadyFixture,
    );
    expect(await tableRows(t.db)).toEqual(before);

    // Two phones submitting the same new pairing at once: one is written.
    const again = [card(w.home.id, w.away.id, WORLD_DAY, '19:00')];
    const answers = await Promise.all([submit(again), submit(again)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await fixtureRows()).toHaveLength((before.fixtures?.length ?? 0) + 1);
  });

  it("reads date and time in the tournament's time zone and stores the UTC instant", async () => {
    const response = await submit([card(w.home.id, w.away.id, WORLD_DAY, '15:30')]);
    const [id] = response.json().data.fixtureIds;
    const read = await call(t.app, 'GET', `/api/fixture/all/${id}`);
    // Kolkata is UTC+5:30 all year.
    expect(read.json().data.date).toBe(`${WORLD_DAY}T10:00:00.000Z`);
  });

  it("refuses a match off the tournament's days, its first and last accepted, writing nothing", async () => {
    const before = await tableRows(t.db);
    for (const day of [dayIn('Asia/Kolkata', -2), dayIn('Asia/Kolkata', 2)]) {
      expectError(await submit([card(w.home.id, w.away.id, day)]), 400, messages.fixtures.outsideDates);
    }
    expect(await tableRows(t.db)).toEqual(before);
    const edges = [
      card(w.home.id, w.away.id, dayIn('Asia/Kolkata', -1)),
      card(w.home.id, w.away.id, dayIn('Asia/Kolkata', 1)),
    ];
    expect((await submit(edges)).statusCode).toBe(201);
  });
});

describe('PUT /api/fixture/update/{id}', () => {
  it('moves the status forward, and never back from FULL_TIME', async () => {
    expect((await update({ status: 'FULL_TIME', homeScore: 2, awayScore: 1 })).json().data.status).toBe('FULL_TIME');
    const back = await update({ status: 'LIVE' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({
      status: 'success',
      message: m.statusKept('FULL_TIME'),
      data: { id: w.fixture.id, status: 'FULL_TIME', homeScore: 2, awayScore: 1 },
    });
  });

  it('takes the score from the match events, not from the body', async () => {
    // Home 1-1 by goals, then an away own goal: 2-1; the foul scores nothing.
    const events = [
      [w.home, 'GOAL'],
      [w.away, 'GOAL'],
      [w.away, 'OWN_GOAL'],
      [w.home, 'FOUL'],
    ] as const;
    // match_events rows, inserted with drizzle by the builder.
    for (const [team, type] of events) await w.build.event({ fixture: w.fixture, team, type, minute: 10 });
    const response = await update({ status: 'LIVE', homeScore: 0, awayScore: 7 });
    expect(response.json().data).toEqual({ id: w.fixture.id, status: 'LIVE', homeScore: 2, awayScore: 1 });
    expect(await fixtureRows()).toMatchObject([{ homeScore: 2, awayScore: 1 }]);
  });
});

describe('PUT /api/fixture/update/{id} delivered late, twice or out of order', () => {
  const updateWithKey = (payload: object, key: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/fixture/update/${w.fixture.id}`,
      headers: { ...bearer(w.owner.accessToken), 'idempotency-key': key },
      payload,
    });

  it('answers a replay under its Idempotency-Key with the original result, without applying it again', async () => {
    const key = randomUUID();
    const first = await updateWithKey({ status: 'LIVE', venue: 'Pitch 2' }, key);
    expect(first.json()).toEqual({
      status: 'success',
      message: m.fixtureUpdated,
      data: { id: w.fixture.id, status: 'LIVE', homeScore: 0, awayScore: 0 },
    });
    await update({ status: 'HALF_TIME', venue: 'Pitch 3' });
    const again = await updateWithKey({ venue: 'Pitch 2', status: 'LIVE' }, key);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 200, body: first.json() });
    expect(await fixtureRows()).toMatchObject([{ status: 'HALF_TIME', venue: 'Pitch 3' }]);
    const before = await tableRows(t.db);
    expectError(await updateWithKey({ status: 'FULL_TIME' }, key), 422, matchWriteMessages.keyReused);
    expect(await tableRows(t.db)).toEqual(before);
  });

  it('never takes the status back: a late LIVE after SECOND_HALF, a late SECOND_HALF after FULL_TIME', async () => {
    await update({ status: 'SECOND_HALF' });
    const late = await update({ status: 'LIVE' });
    expect(late.json()).toMatchObject({ message: m.statusKept('SECOND_HALF'), data: { status: 'SECOND_HALF' } });
    expect((await update({ status: 'HALF_TIME' })).json().data.status).toBe('SECOND_HALF');
    expect((await update({ status: 'FULL_TIME' })).json().data.status).toBe('FULL_TIME');
    expect((await update({ status: 'SECOND_HALF' })).json().data.status).toBe('FULL_TIME');
    expect(await fixtureRows()).toMatchObject([{ status: 'FULL_TIME' }]);
  });

  it("ends FULL_TIME with the events' score whatever order the updates arrive in", async () => {
    const sent = ['LIVE', 'HALF_TIME', 'SECOND_HALF', 'EXTRA_TIME', 'FULL_TIME'];
    const orders = [sent, [...sent].reverse(), ['HALF_TIME', 'FULL_TIME', 'LIVE', 'EXTRA_TIME', 'SECOND_HALF']];
    for (const order of orders) {
      await t.db.update(fixtures).set({ status: 'SCHEDULED' }).where(eq(fixtures.id, w.fixture.id));
      for (const status of order) await update({ status, homeScore: 5, awayScore: 5 });
      expect(await fixtureRows()).toMatchObject([{ status: 'FULL_TIME' }]);
    }
    await w.build.event({ fixture: w.fixture, team: w.away, type: 'OWN_GOAL', minute: 10 });
    expect((await update({ homeScore: 0, awayScore: 3 })).json().data).toMatchObject({ homeScore: 1, awayScore: 0 });
  });
});

describe('DELETE /api/fixture/delete/{id}', () => {
  it('takes the events and lineups with the fixture, and nothing else', async () => {
    const kept = await w.build.fixture({ tournament: w.tournament, home: w.away, away: w.home });
    for (const f of [w.fixture, kept]) {
      await w.build.lineup({ fixture: f, team: w.home, players: w.home.players.map((player) => ({ player })) });
      await w.build.event({ fixture: f, team: w.home, player: w.home.players[0], type: 'GOAL', minute: 5 });
    }
    const response = await asOwner('DELETE', `/api/fixture/delete/${w.fixture.id}`);
    expect(response.json()).toEqual({ status: 'success', message: m.fixtureDeleted });
    expect((await fixtureRows()).map((row) => row.id)).toEqual([kept.id]);
    expect((await t.db.select().from(matchEvents)).map((row) => row.fixtureId)).toEqual([kept.id]);
    expect((await t.db.select().from(lineups)).map((row) => row.fixtureId)).toEqual([kept.id]);
    expect(await t.db.select().from(lineupPlayers)).toHaveLength(2);
  });
});
