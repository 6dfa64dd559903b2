import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, lineupPlayers, lineups, teamMembers, users } from '../../src/server/db/schema';
import { lineupMessages, messages, matchWriteMessages as mw } from '../../src/shared/messages';
import { expectError } from '../support/auth-flow';
import { lineupBody, sendWrite } from '../support/match-day';
import type { TestApp } from '../support/test-app';
import { call, freshWriteWorldEachTest, tableRows, type WriteWorld } from '../support/write-world';

let t: TestApp;
let w: WriteWorld;
freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

type Body = ReturnType<typeof lineupBody>;
/** A lineup as the app sends it, or without the id, as other API clients may. */
type Sent = Omit<Body, 'id'> & { id?: string };
const create = (body: Sent, key?: string | null) =>
  sendWrite(t.app, w.owner.accessToken, 'POST', '/api/lineup/create', body, key);
const update = (body: Sent, key?: string | null) =>
  sendWrite(t.app, w.owner.accessToken, 'PUT', '/api/lineup/update', body, key);
const readLineup = (teamId: string) =>
  call(t.app, 'GET', `/api/lineup/fixture/${w.fixture.id}/team/${teamId}`, w.owner.accessToken);
const numbers = (lineup: { players: { jerseyNumber: number; player: { id: string } }[] }) =>
  lineup.players.map((p) => [p.player.id, p.jerseyNumber]);

describe('POST /api/lineup/create', () => {
  it('saves the lineup, shown by the lineup read and the fixture read', async () => {
    const body = lineupBody(w);
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'success', message: mw.lineupCreated });
    const saved = response.json().data;
    expect(saved).toMatchObject({ fixtureId: w.fixture.id, teamId: w.home.id });
    expect(saved.players.map((p: { position: string; isOnField: boolean }) => [p.position, p.isOnField])).toEqual([
      ['GOALKEEPER', true],
      ['STRIKER', true],
    ]);
    expect((await readLineup(w.home.id)).json().data).toEqual(saved);
    const fixture = (await call(t.app, 'GET', `/api/fixture/all/${w.fixture.id}`)).json().data;
    expect(fixture.homeTeam.lineups).toEqual([saved]);
    expect(fixture.awayTeam.lineups).toEqual([]);
  });

  it('answers a replay (an answer lost on the way) with the original result, not a 409', async () => {
    const body = lineupBody(w);
    const first = await create(body);
    const again = await create(body);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 201, body: first.json() });
    expect(await t.db.select().from(lineups)).toHaveLength(1);
    expect(await t.db.select().from(lineupPlayers)).toHaveLength(2);
    expect(await t.db.select().from(idempotencyKeys)).toHaveLength(1);
  });

  it('makes one lineup of creates sent at once, under one key or several', async () => {
    const body = lineupBody(w);
    const same = await Promise.all([create(body), create(body), create(body)]);
    expect(same.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const others = await Promise.all([create({ ...body, id: randomUUID() }), create({ ...body, id: randomUUID() })]);
    expect(others.map((a) => a.statusCode)).toEqual([409, 409]);
    expect(await t.db.select().from(lineups)).toHaveLength(1);
    expect(await t.db.select().from(lineupPlayers)).toHaveLength(2);
  });

  it('refuses the key with another body (422) and a second lineup of the team (409)', async () => {
    const body = lineupBody(w);
    await create(body);
    const before = await tableRows(t.db);
    const changed = { ...body, players: body.players.map((p) => ({ ...p, jerseyNumber: p.jerseyNumber + 10 })) };
    expectError(await create(changed), 422, mw.keyReused);
    expectError(await update(body), 422, mw.keyReused);
    expectError(await create({ ...changed, id: randomUUID() }), 409, mw.lineupExists);
    expectError(await create(body, randomUUID()), 400, mw.keyMismatch);
    expect(await tableRows(t.db)).toEqual(before);
  });

  it('refuses duplicate players and jersey numbers, strangers and a team not in the fixture', async () => {
    const body = lineupBody(w);
    const [first, second] = body.players as [Body['players'][0], Body['players'][0]];
    const cases: [Body, string][] = [
      [{ ...body, players: [first, { ...second, jerseyNumber: first.jerseyNumber }] }, mw.uniqueJerseyNumbers],
      [{ ...body, players: [first, { ...first, jerseyNumber: 7 }] }, mw.duplicatePlayers],
      [{ ...body, players: [first, { ...second, playerId: w.away.players[0]?.id as string }] }, mw.playersNotInTeam],
      [{ ...body, players: [first, { ...second, playerId: w.player.id }] }, mw.playersNotInTeam],
      [{ ...lineupBody(w, w.spare), players: [first] }, messages.server.teamNotInFixture],
    ];
    const before = await tableRows(t.db);
    for (const [bad, message] of cases) expectError(await create({ ...bad, id: randomUUID() }), 400, message);
    expect(await tableRows(t.db)).toEqual(before);
  });
});

describe('a member of both teams', () => {
  it("plays for one side only: a lineup naming someone in the other side's lineup is refused (409), writing nothing", async () => {
    const home = lineupBody(w);
    const [keeper, striker] = home.players as [Body['players'][0], Body['players'][0]];
    // The home striker is a member of the away team too (a player of two clubs).
    await t.db.insert(teamMembers).values({ teamId: w.away.id, userId: striker.playerId });
    const [named] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, striker.playerId));
    expect((await create(home)).statusCode).toBe(201);
    const away = lineupBody(w, w.away);
    const both = { ...away, players: [...away.players, { ...striker, jerseyNumber: 9 }] };

    const before = await tableRows(t.db);
    expectError(await create(both), 409, lineupMessages.inOtherLineup(named?.name as string));
    expect(await tableRows(t.db)).toEqual(before);

    // Without them the away side's lineup saves; the home side cannot then take an away player either.
    expect((await create(away)).statusCode).toBe(201);
    const awayKeeper = away.players[0] as Body['players'][0];
    await t.db.insert(teamMembers).values({ teamId: w.home.id, userId: awayKeeper.playerId });
    const taking = { ...home, id: randomUUID(), players: [keeper, striker, { ...awayKeeper, jerseyNumber: 12 }] };
    expect((await update(taking)).statusCode).toBe(409);
    expect(numbers((await readLineup(w.home.id)).json().data)).toEqual([
      [keeper.playerId, 1],
      [striker.playerId, 2],
    ]);
  });
});

describe('PUT /api/lineup/update', () => {
  it('replaces the whole lineup, once per key', async () => {
    const body = lineupBody(w);
    await create(body);
    const [keeper, striker] = body.players as [Body['players'][0], Body['players'][0]];
    const edit = { ...body, id: randomUUID(), players: [{ ...striker, jerseyNumber: 9, isStarting: false }, keeper] };
    const response = await update(edit);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', message: mw.lineupUpdated });
    const read = (await readLineup(w.home.id)).json().data;
    expect(numbers(read)).toEqual([
      [keeper.playerId, 1],
      [striker.playerId, 9],
    ]);
    expect(read.players[1]).toMatchObject({ isStarting: false, isOnField: false });
    const again = await update(edit);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 200, body: response.json() });
    expect(await t.db.select().from(lineupPlayers)).toHaveLength(2);
  });

  it('answers 404 for a team with no lineup yet, writing nothing', async () => {
    const before = await tableRows(t.db);
    expectError(await update(lineupBody(w, w.away)), 404, messages.server.lineupNotFound);
    expect(await tableRows(t.db)).toEqual(before);
  });
});

describe('the lineup calls from a SPEC client', () => {
  /** A lineup as an API client may send it: no id. */
  const specBody = (team: WriteWorld['home'] = w.home) => {
    const { id: _id, ...body } = lineupBody(w, team);
    return body;
  };

  it('save a lineup without a body id under its Idempotency-Key, and answer a replay with the original', async () => {
    const key = randomUUID();
    const body = specBody();
    const first = await create(body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect((await readLineup(w.home.id)).json().data).toEqual(first.json().data);
    const again = await create(body, key);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 201, body: first.json() });
    expect(await t.db.select().from(lineups)).toHaveLength(1);
    expect(await t.db.select().from(idempotencyKeys)).toHaveLength(1);
    const before = await tableRows(t.db);
    const changed = { ...body, players: body.players.map((p) => ({ ...p, jerseyNumber: p.jerseyNumber + 10 })) };
    expectError(await create(changed, key), 422, mw.keyReused);
    expectError(await update(changed, key), 422, mw.keyReused);
    expect(await tableRows(t.db)).toEqual(before);
    // An update by key alone, replayed.
    const updateKey = randomUUID();
    const updated = await update(changed, updateKey);
    expect(updated.statusCode, updated.body).toBe(200);
    const replayed = await update(changed, updateKey);
    expect({ status: replayed.statusCode, body: replayed.json() }).toEqual({ status: 200, body: updated.json() });
    expect(numbers((await readLineup(w.home.id)).json().data).map(([, n]) => n)).toEqual([11, 12]);
  });

  it('save a lineup sent with neither id nor key each time it is sent', async () => {
    const body = specBody();
    const created = await create(body, null);
    expect(created.statusCode, created.body).toBe(201);
    expect((await readLineup(w.home.id)).json().data).toEqual(created.json().data);
    // Not a replay: a second create of the team's lineup is the usual 409.
    expectError(await create(body, null), 409, mw.lineupExists);
    const [keeper, striker] = body.players as [Body['players'][0], Body['players'][0]];
    const first = await update({ ...body, players: [keeper, { ...striker, jerseyNumber: 9 }] }, null);
    const second = await update({ ...body, players: [keeper, { ...striker, jerseyNumber: 10 }] }, null);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(numbers((await readLineup(w.home.id)).json().data)).toEqual([
      [keeper.playerId, 1],
      [striker.playerId, 10],
    ]);
    const fixture = (await call(t.app, 'GET', `/api/fixture/all/${w.fixture.id}`)).json().data;
    expect(fixture.homeTeam.lineups).toEqual([second.json().data]);
    expect(await t.db.select().from(idempotencyKeys)).toHaveLength(0);
  });
});
