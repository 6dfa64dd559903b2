import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { tournamentOrganisers, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectError, signUp } from '../support/auth-flow';
import { eventBody, lineupBody } from '../support/match-day';
import type { TestApp } from '../support/test-app';
import { call, card, freshWriteWorldEachTest, type WriteWorld } from '../support/write-world';

const m = messages.server;
const COORGANISERS = '/api/tournaments/co-organisers';

let t: TestApp;
let w: WriteWorld;
freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

/** A signed-up user the owner makes a co-organiser of the world's tournament in each test. */
let co: Awaited<ReturnType<typeof signUp>>;
beforeEach(async () => {
  co = await signUp(t.app, t.sms, { name: 'Co Organiser' });
});

const add = (phoneNumber: string, token = w.owner.accessToken, tournamentId = w.tournament.id) =>
  call(t.app, 'POST', COORGANISERS, token, { tournamentId, phoneNumber });
const lookUp = (phoneNumber: string, token = w.owner.accessToken, tournamentId = w.tournament.id) =>
  call(t.app, 'POST', `${COORGANISERS}/lookup`, token, { tournamentId, phoneNumber });
const list = (token?: string) => call(t.app, 'GET', `${COORGANISERS}/${w.tournament.id}`, token);
const remove = (userId: string, token: string) =>
  call(t.app, 'DELETE', `${COORGANISERS}/${w.tournament.id}/${userId}`, token);
const rows = () => t.db.select().from(tournamentOrganisers);
const masked = (phone: string) => `+91 ••••••${phone.slice(-4)}`;

describe('adding and listing co-organisers', () => {
  it('adds one by the number as typed, answers it masked, and keeps one row when added twice', async () => {
    const typed = `+91 ${co.phone.slice(0, 5)} ${co.phone.slice(5)}`;
    const first = await add(typed);
    expect(first.statusCode, first.body).toBe(200);
    const shown = { id: co.user.id, name: 'Co Organiser', maskedPhone: masked(co.phone) };
    expect(first.json()).toEqual({ status: 'success', message: m.coOrganiserAdded('Co Organiser'), data: shown });

    const again = await add(co.phone);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'success', message: m.coOrganiserAlready('Co Organiser'), data: shown });
    expect(await rows()).toMatchObject([
      { tournamentId: w.tournament.id, userId: co.user.id, addedBy: w.owner.user.id },
    ]);

    for (const token of [w.owner.accessToken, co.accessToken]) {
      expect((await list(token)).json()).toEqual({ status: 'success', data: [shown] });
    }
    expectError(await list(w.other.accessToken), 403, m.notTournamentAdmin);
    expectError(await list(), 401, m.unauthorized);
  });

  it('refuses a non-admin, an unknown or unverified number, the admin themself and a bad number', async () => {
    expect((await add(co.phone)).statusCode).toBe(200);
    const before = await rows();
    // Only the admin adds: not a stranger, not a co-organiser.
    expectError(await add(w.player.phone, w.other.accessToken), 403, m.notTournamentAdmin);
    expectError(await add(w.player.phone, co.accessToken), 403, m.notTournamentAdmin);
    expectError(await add('91234 56789'), 404, m.noAccountWithPhone);
    await t.db.update(users).set({ verifiedAt: null }).where(eq(users.id, w.player.id));
    expectError(await add(w.player.phone), 404, m.noAccountWithPhone);
    expectError(await add(w.owner.phone), 400, m.adminIsOrganiser);
    expectError(await add('123'), 400, m.invalidPhone);
    expectError(await add(co.phone, w.owner.accessToken, randomUUID()), 404, m.tournamentNotFound);
    expectError(await add(co.phone, w.owner.accessToken, 'abc'), 400, 'Tournament id must be a valid id.');
    expect(await rows()).toEqual(before);
  });
});

describe('looking up a number before adding it', () => {
  it('answers whose account the number is, masked, and adds nobody; then says they organise it already', async () => {
    const found = await lookUp(`+91 ${co.phone}`);
    expect(found.statusCode, found.body).toBe(200);
    const shown = { id: co.user.id, name: 'Co Organiser', maskedPhone: masked(co.phone) };
    expect(found.json()).toEqual({ status: 'success', data: { ...shown, already: false } });
    expect(await rows()).toEqual([]);

    expect((await add(co.phone)).statusCode).toBe(200);
    expect((await lookUp(co.phone)).json()).toEqual({ status: 'success', data: { ...shown, already: true } });
  });

  it('refuses what adding refuses, and tells a stranger nothing about the number', async () => {
    expectError(await lookUp(co.phone, w.other.accessToken), 403, m.notTournamentAdmin);
    expectError(await lookUp(co.phone, co.accessToken), 403, m.notTournamentAdmin);
    expectError(await lookUp('91234 56789'), 404, m.noAccountWithPhone);
    expectError(await lookUp(w.owner.phone), 400, m.adminIsOrganiser);
    expectError(await lookUp('123'), 400, m.invalidPhone);
    expectError(await lookUp(co.phone, w.owner.accessToken, randomUUID()), 404, m.tournamentNotFound);
    expectError(await lookUp(co.phone, ''), 401, m.unauthorized);
    expect(await rows()).toEqual([]);
  });
});

describe('removing co-organisers', () => {
  beforeEach(async () => {
    expect((await add(co.phone)).statusCode).toBe(200);
  });

  it('the admin removes one; then they are not one any more', async () => {
    const removed = await remove(co.user.id, w.owner.accessToken);
    expect(removed.json()).toEqual({ status: 'success', message: m.coOrganiserRemoved });
    expect(await rows()).toEqual([]);
    expectError(await remove(co.user.id, w.owner.accessToken), 404, m.notCoOrganiser);
    expectError(await list(co.accessToken), 403, m.notTournamentAdmin);
  });

  it('a co-organiser leaves, but removes nobody else; a stranger removes nobody', async () => {
    const second = await signUp(t.app, t.sms, { name: 'Second' });
    expect((await add(second.phone)).statusCode).toBe(200);
    expectError(await remove(second.user.id, co.accessToken), 403, m.notTournamentAdmin);
    expectError(await remove(co.user.id, w.other.accessToken), 403, m.notTournamentAdmin);
    expectError(await remove(w.other.user.id, w.other.accessToken), 403, m.notTournamentAdmin);
    expectError(await remove(w.owner.user.id, w.owner.accessToken), 404, m.notCoOrganiser);
    expect(await rows()).toHaveLength(2);

    const left = await remove(co.user.id, co.accessToken);
    expect(left.json()).toEqual({ status: 'success', message: m.leftTournament });
    expect((await rows()).map((row) => row.userId)).toEqual([second.user.id]);
  });
});

describe('what a co-organiser may do', () => {
  const containerBody = (world: WriteWorld) => ({
    tournamentId: world.tournament.id,
    subfixtures: [card(world.away.id, world.home.id)],
  });

  it('builds and updates fixtures, picks a lineup and records a goal; a stranger may not, nor once removed', async () => {
    const as = (token: string) => ({
      container: () => call(t.app, 'POST', '/api/fixture/container', token, containerBody(w)),
      update: () => call(t.app, 'PUT', `/api/fixture/update/${w.fixture.id}`, token, { venue: 'Pitch 2' }),
      lineup: () => call(t.app, 'POST', '/api/lineup/create', token, lineupBody(w)),
      goal: () => call(t.app, 'POST', '/api/matchEvent/create', token, eventBody(w, { minute: 5 })),
    });
    const calls = ['container', 'update', 'lineup', 'goal'] as const;
    const stranger = as(w.other.accessToken);
    for (const name of calls) expectError(await stranger[name](), 403, m.notTournamentAdmin);
    expect((await add(co.phone)).statusCode).toBe(200);

    const coOrganiser = as(co.accessToken);
    const statuses = { container: 201, update: 200, lineup: 201, goal: 201 };
    for (const name of calls) {
      const response = await coOrganiser[name]();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(statuses[name]);
      expectError(await stranger[name](), 403, m.notTournamentAdmin);
    }
    const fixture = (await call(t.app, 'GET', `/api/fixture/all/${w.fixture.id}`)).json().data;
    expect(fixture).toMatchObject({ venue: 'Pitch 2', homeScore: 1, awayScore: 0 });

    expect((await remove(co.user.id, w.owner.accessToken)).statusCode).toBe(200);
    for (const name of calls) expectError(await coOrganiser[name](), 403, m.notTournamentAdmin);
  });

  it('cannot add teams to the tournament: that stays with the admin', async () => {
    expect((await add(co.phone)).statusCode).toBe(200);
    const body = { tournamentId: w.tournament.id, teamId: w.spare.id };
    expectError(
      await call(t.app, 'POST', '/api/tournaments/add-team', co.accessToken, body),
      403,
      m.notTournamentAdmin,
    );
  });
});

describe('reads that depend on co-organisers', () => {
  const detailUrl = () => `/api/tournaments/all/${w.tournament.id}`;
  const organiserIds = async (token?: string) => {
    const response = await call(t.app, 'GET', detailUrl(), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.organiserIds as string[];
  };
  const cached = () => t.app.ctx.readCache.lookup(detailUrl());

  it('lists the admin and the co-organisers to everyone alike, and follows an addition and a removal', async () => {
    // A spectator's read is cached before the co-organiser is added.
    expect(await organiserIds()).toEqual([w.owner.user.id]);
    expect(cached()).toBeDefined();
    expect((await add(co.phone)).statusCode).toBe(200);
    // Adding one drops the cached reads.
    expect(cached()).toBeUndefined();
    expect(await organiserIds(co.accessToken)).toEqual([w.owner.user.id, co.user.id]);
    expect(await organiserIds(w.other.accessToken)).toEqual([w.owner.user.id, co.user.id]);
    expect(await organiserIds()).toEqual([w.owner.user.id, co.user.id]);
    expect(JSON.parse(cached()?.body ?? '{}').data.isAdmin).toBe(false);

    expect((await remove(co.user.id, w.owner.accessToken)).statusCode).toBe(200);
    expect(cached()).toBeUndefined();
    expect(await organiserIds(co.accessToken)).toEqual([w.owner.user.id]);
  });

  it('my tournaments lists the ones a user co-organises, until they are removed', async () => {
    const mine = async (token: string) =>
      ((await call(t.app, 'GET', '/api/tournaments/user/my-tournaments', token)).json().data as { name: string }[]).map(
        (row) => row.name,
      );
    expect(await mine(co.accessToken)).toEqual([]);
    expect((await add(co.phone)).statusCode).toBe(200);
    expect((await add(co.phone, w.other.accessToken, w.otherTournament.id)).statusCode).toBe(200);
    expect((await mine(co.accessToken)).sort()).toEqual(['Other Cup', 'Owner Cup']);
    expect(await mine(w.owner.accessToken)).toEqual(['Owner Cup']);

    expect((await remove(co.user.id, w.owner.accessToken)).statusCode).toBe(200);
    expect(await mine(co.accessToken)).toEqual(['Other Cup']);
  });
});
