import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  fixtures,
  lineupPlayers,
  lineups,
  matchEvents,
  matchLog,
  teamMembers,
  teams,
  tournamentOrganisers,
  tournaments,
  tournamentTeams,
} from '../../src/server/db/schema';
import { consentMessages, messages } from '../../src/shared/messages';
import { expectError } from '../support/auth-flow';
import type { User } from '../support/fixtures-builder';
import { eventBody, lineupBody } from '../support/match-day';
import { rowCounts, type TestApp } from '../support/test-app';
import { call, card, freshWriteWorldEachTest, TINY_PNG, tableRows, type WriteWorld } from '../support/write-world';

const m = messages.server;
const c = consentMessages.server;

type Caller = 'nobody' | 'other' | 'owner';
type SignedIn = Exclude<Caller, 'nobody'>;

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string | ((w: WriteWorld) => string);
  body?: (w: WriteWorld) => object;
  /** Rows the call acts on, written before the call. */
  prepare?: (w: WriteWorld) => Promise<unknown>;
  /** The answer to another signed-in user and to the owner; nobody (no token) always gets 401. */
  other: number;
  owner: number;
  /** The message of the 403. */
  refusal?: string;
  /** What the success did, for this caller. */
  done: (w: WriteWorld, caller: SignedIn, response: LightMyRequestResponse) => Promise<void>;
}

let t: TestApp;
let w: WriteWorld;
freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

const names = (response: LightMyRequestResponse) => (response.json().data as { name: string }[]).map((r) => r.name);
const fixtureRow = async (id: string) => (await t.db.select().from(fixtures).where(eq(fixtures.id, id)))[0];

const [EVENT_ID, CHANGE_ID] = [randomUUID(), randomUUID()];
/** A goal in the fixture's match log, recorded by its organiser. */
async function recordedGoal(world: WriteWorld) {
  const goal = eventBody(world, { id: EVENT_ID, minute: 5 });
  const response = await call(t.app, 'POST', '/api/matchEvent/create', world.owner.accessToken, goal);
  expect(response.statusCode, response.body).toBe(201);
}

/** The world's player, made a co-organiser of the owner's tournament. */
const addedCoOrganiser = (world: WriteWorld) =>
  t.db
    .insert(tournamentOrganisers)
    .values({ tournamentId: world.tournament.id, userId: world.player.id, addedBy: world.owner.user.id });
const coOrganisers = async (world: WriteWorld) =>
  (
    await t.db.select().from(tournamentOrganisers).where(eq(tournamentOrganisers.tournamentId, world.tournament.id))
  ).map((row) => row.userId);

/** Other FC (the other user's) invited to the owner's tournament, and the owner's Spare FC to the other's. */
const invitedOtherTeam = (world: WriteWorld) =>
  t.db
    .insert(tournamentTeams)
    .values({ tournamentId: world.tournament.id, teamId: world.otherTeam.id, status: 'invited' });
const invitedSpareTeam = (world: WriteWorld) =>
  t.db
    .insert(tournamentTeams)
    .values({ tournamentId: world.otherTournament.id, teamId: world.spare.id, status: 'invited' });
const entered = (tournamentId: string, teamId: string) =>
  t.db
    .select()
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.tournamentId, tournamentId), eq(tournamentTeams.teamId, teamId)));

/** The permission matrix: each write × {no token, another signed-in user, the owner}. */
const MATRIX: Record<string, Row> = {
  'POST /api/tournaments/create': {
    method: 'POST',
    url: '/api/tournaments/create',
    body: () => ({
      name: 'New Cup',
      description: 'Fresh',
      logo: TINY_PNG,
      startDate: '2026-12-01',
      endDate: '2026-12-10',
    }),
    other: 201,
    owner: 201,
    async done(world, caller, response) {
      const { id, adminId } = response.json().data.data;
      expect(adminId).toBe(world[caller].user.id);
      const [row] = await t.db.select().from(tournaments).where(eq(tournaments.id, id));
      expect(row).toMatchObject({ name: 'New Cup', adminId: world[caller].user.id });
    },
  },
  'POST /api/tournaments/add-team': {
    method: 'POST',
    url: '/api/tournaments/add-team',
    body: (world) => ({ tournamentId: world.tournament.id, teamId: world.spare.id }),
    other: 403,
    owner: 200,
    refusal: m.notTournamentAdmin,
    async done(world) {
      const entered = await t.db
        .select()
        .from(tournamentTeams)
        .where(and(eq(tournamentTeams.tournamentId, world.tournament.id), eq(tournamentTeams.teamId, world.spare.id)));
      expect(entered).toHaveLength(1);
    },
  },
  'GET /api/tournaments/user/my-tournaments': {
    method: 'GET',
    url: '/api/tournaments/user/my-tournaments',
    other: 200,
    owner: 200,
    async done(_world, caller, response) {
      expect(names(response)).toEqual(caller === 'owner' ? ['Owner Cup'] : ['Other Cup']);
    },
  },
  'POST /api/tournaments/co-organisers': {
    method: 'POST',
    url: '/api/tournaments/co-organisers',
    body: (world) => ({ tournamentId: world.tournament.id, phoneNumber: world.player.phone }),
    other: 403,
    owner: 200,
    refusal: m.notTournamentAdmin,
    async done(world) {
      expect(await coOrganisers(world)).toEqual([world.player.id]);
    },
  },
  'POST /api/tournaments/co-organisers/lookup': {
    method: 'POST',
    url: '/api/tournaments/co-organisers/lookup',
    body: (world) => ({ tournamentId: world.tournament.id, phoneNumber: world.player.phone }),
    other: 403,
    owner: 200,
    refusal: m.notTournamentAdmin,
    async done(world, _caller, response) {
      expect(response.json().data).toMatchObject({ id: world.player.id, already: false });
      expect(await coOrganisers(world)).toEqual([]);
    },
  },
  'GET /api/tournaments/co-organisers/{tournamentId}': {
    method: 'GET',
    url: (world) => `/api/tournaments/co-organisers/${world.tournament.id}`,
    prepare: addedCoOrganiser,
    other: 403,
    owner: 200,
    refusal: m.notTournamentAdmin,
    async done(_world, _caller, response) {
      expect(names(response)).toEqual(['New Signing']);
    },
  },
  'DELETE /api/tournaments/co-organisers/{tournamentId}/{userId}': {
    method: 'DELETE',
    url: (world) => `/api/tournaments/co-organisers/${world.tournament.id}/${world.player.id}`,
    prepare: addedCoOrganiser,
    other: 403,
    owner: 200,
    refusal: m.notTournamentAdmin,
    async done(world) {
      expect(await coOrganisers(world)).toEqual([]);
    },
  },
  'GET /api/tournaments/invitations/{tournamentId}': {
    method: 'GET',
    url: (world) => `/api/tournaments/invitations/${world.tournament.id}`,
    prepare: invitedOtherTeam,
    other: 403,
    owner: 200,
    refusal: m.notTournamentAdmin,
    async done(_world, _caller, response) {
      expect(names(response)).toEqual(['Other FC']);
    },
  },
  'DELETE /api/tournaments/invitations/{tournamentId}/{teamId}': {
    method: 'DELETE',
    url: (world) => `/api/tournaments/invitations/${world.tournament.id}/${world.otherTeam.id}`,
    prepare: invitedOtherTeam,
    other: 403,
    owner: 200,
    refusal: m.notTournamentAdmin,
    async done(world) {
      expect(await entered(world.tournament.id, world.otherTeam.id)).toEqual([]);
    },
  },
  'POST /api/teams/create': {
    method: 'POST',
    url: '/api/teams/create',
    body: () => ({ name: 'New FC', description: 'Fresh', abbreviation: 'nfc', logo: TINY_PNG }),
    other: 201,
    owner: 201,
    async done(world, caller, response) {
      const { id, abbreviation } = response.json().data;
      expect(abbreviation).toBe('NFC');
      const [row] = await t.db.select().from(teams).where(eq(teams.id, id));
      expect(row).toMatchObject({ name: 'New FC', managerId: world[caller].user.id });
    },
  },
  'POST /api/teams/add-player': {
    method: 'POST',
    url: '/api/teams/add-player',
    body: (world) => ({ teamId: world.home.id, phoneNumber: world.player.phone }),
    other: 403,
    owner: 200,
    refusal: m.notTeamManager,
    async done(world) {
      const members = await t.db.select().from(teamMembers).where(eq(teamMembers.userId, world.player.id));
      expect(members.map((row) => row.teamId)).toEqual([world.home.id]);
    },
  },
  'GET /api/teams/user/invitations': {
    method: 'GET',
    url: '/api/teams/user/invitations',
    prepare: invitedSpareTeam,
    other: 200,
    owner: 200,
    async done(_world, caller, response) {
      const invitations = response.json().data as { team: { name: string }; tournament: { name: string } }[];
      expect(invitations.map((i) => `${i.team.name} → ${i.tournament.name}`)).toEqual(
        caller === 'owner' ? ['Spare FC → Other Cup'] : [],
      );
    },
  },
  'POST /api/teams/invitations/accept': {
    method: 'POST',
    url: '/api/teams/invitations/accept',
    prepare: invitedSpareTeam,
    body: (world) => ({ tournamentId: world.otherTournament.id, teamId: world.spare.id }),
    other: 403,
    owner: 200,
    refusal: c.notTeamManager,
    async done(world) {
      expect(await entered(world.otherTournament.id, world.spare.id)).toMatchObject([{ status: 'accepted' }]);
    },
  },
  'POST /api/teams/invitations/decline': {
    method: 'POST',
    url: '/api/teams/invitations/decline',
    prepare: invitedSpareTeam,
    body: (world) => ({ tournamentId: world.otherTournament.id, teamId: world.spare.id }),
    other: 403,
    owner: 200,
    refusal: c.notTeamManager,
    async done(world) {
      expect(await entered(world.otherTournament.id, world.spare.id)).toEqual([]);
    },
  },
  'POST /api/teams/{teamId}/withdraw': {
    method: 'POST',
    url: (world) => `/api/teams/${world.home.id}/withdraw`,
    body: (world) => ({ tournamentId: world.tournament.id }),
    other: 403,
    owner: 200,
    refusal: c.notTeamManager,
    async done(world) {
      expect(await entered(world.tournament.id, world.home.id)).toEqual([]);
      expect(await fixtureRow(world.fixture.id)).toBeUndefined();
    },
  },
  'POST /api/teams/{teamId}/leave': {
    method: 'POST',
    url: (world) => `/api/teams/${world.home.id}/leave`,
    // The owner plays for his own team; the other user does not, and has nothing to leave.
    prepare: (world) => t.db.insert(teamMembers).values({ teamId: world.home.id, userId: world.owner.user.id }),
    other: 404,
    owner: 200,
    async done(world) {
      const members = await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, world.home.id));
      expect(members.map((row) => row.userId)).not.toContain(world.owner.user.id);
      expect(members).toHaveLength(2);
    },
  },
  'DELETE /api/teams/{teamId}/players/{userId}': {
    method: 'DELETE',
    url: (world) => `/api/teams/${world.home.id}/players/${world.home.players[0]?.id}`,
    other: 403,
    owner: 200,
    refusal: c.notTeamManager,
    async done(world) {
      const members = await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, world.home.id));
      expect(members.map((row) => row.userId)).toEqual([world.home.players[1]?.id]);
    },
  },
  'GET /api/teams/user/my-teams': {
    method: 'GET',
    url: '/api/teams/user/my-teams',
    other: 200,
    owner: 200,
    async done(_world, caller, response) {
      // Managed or played in, by name.
      expect(names(response)).toEqual(
        caller === 'owner' ? ['Away FC', 'Home FC', 'Spare FC'] : ['Other FC', 'Third FC'],
      );
    },
  },
  'POST /api/fixture/container': {
    method: 'POST',
    url: '/api/fixture/container',
    body: (world) => ({
      tournamentId: world.tournament.id,
      matchType: 'Knockout',
      subfixtures: [card(world.away.id, world.home.id)],
    }),
    other: 403,
    owner: 201,
    refusal: m.notTournamentAdmin,
    async done(world, _caller, response) {
      const [id] = response.json().data.fixtureIds;
      expect(await fixtureRow(id)).toMatchObject({ tournamentId: world.tournament.id, homeTeamId: world.away.id });
    },
  },
  'PUT /api/fixture/update/{id}': {
    method: 'PUT',
    url: (world) => `/api/fixture/update/${world.fixture.id}`,
    body: () => ({ status: 'LIVE', homeScore: 1 }),
    other: 403,
    owner: 200,
    refusal: m.notTournamentAdmin,
    async done(world) {
      expect(await fixtureRow(world.fixture.id)).toMatchObject({ status: 'LIVE', homeScore: 1, awayScore: 0 });
    },
  },
  'DELETE /api/fixture/delete/{id}': {
    method: 'DELETE',
    url: (world) => `/api/fixture/delete/${world.fixture.id}`,
    other: 403,
    owner: 200,
    refusal: m.notTournamentAdmin,
    async done(world) {
      expect(await fixtureRow(world.fixture.id)).toBeUndefined();
    },
  },
  'POST /api/matchEvent/create': {
    method: 'POST',
    url: '/api/matchEvent/create',
    body: (world) => eventBody(world, { id: EVENT_ID }),
    other: 403,
    owner: 201,
    refusal: m.notTournamentAdmin,
    async done(world) {
      const [row] = await t.db.select().from(matchEvents).where(eq(matchEvents.id, EVENT_ID));
      expect(row).toMatchObject({ fixtureId: world.fixture.id, type: 'GOAL', createdBy: world.owner.user.id });
      expect(await fixtureRow(world.fixture.id)).toMatchObject({ homeScore: 1, awayScore: 0 });
    },
  },
  'POST /api/matchEvent/undo': {
    method: 'POST',
    url: '/api/matchEvent/undo',
    prepare: recordedGoal,
    body: (world) => ({ id: CHANGE_ID, fixtureId: world.fixture.id, targetId: EVENT_ID }),
    other: 403,
    owner: 201,
    refusal: m.notTournamentAdmin,
    async done(world) {
      const [row] = await t.db.select().from(matchLog).where(eq(matchLog.id, CHANGE_ID));
      expect(row?.entry).toMatchObject({ kind: 'UNDO', targetId: EVENT_ID });
      expect(await fixtureRow(world.fixture.id)).toMatchObject({ homeScore: 0, awayScore: 0 });
    },
  },
  'POST /api/matchEvent/correct': {
    method: 'POST',
    url: '/api/matchEvent/correct',
    prepare: recordedGoal,
    body: (world) => ({ id: CHANGE_ID, fixtureId: world.fixture.id, targetId: EVENT_ID, type: 'OWN_GOAL' }),
    other: 403,
    owner: 201,
    refusal: m.notTournamentAdmin,
    async done(world) {
      const [row] = await t.db.select().from(matchLog).where(eq(matchLog.id, CHANGE_ID));
      expect(row?.entry).toMatchObject({ kind: 'CORRECTION', targetId: EVENT_ID, type: 'OWN_GOAL' });
      expect(await fixtureRow(world.fixture.id)).toMatchObject({ homeScore: 0, awayScore: 1 });
    },
  },
  'POST /api/lineup/create': {
    method: 'POST',
    url: '/api/lineup/create',
    body: (world) => lineupBody(world),
    other: 403,
    owner: 201,
    refusal: m.notTournamentAdmin,
    async done(world) {
      const saved = await t.db.select().from(lineups).where(eq(lineups.fixtureId, world.fixture.id));
      expect(saved.map((row) => row.teamId)).toEqual([world.home.id]);
    },
  },
  'PUT /api/lineup/update': {
    method: 'PUT',
    url: '/api/lineup/update',
    prepare: (world) =>
      world.build.lineup({
        fixture: world.fixture,
        team: world.home,
        players: [{ player: world.home.players[0] as User }],
      }),
    body: (world) => lineupBody(world),
    other: 403,
    owner: 200,
    refusal: m.notTournamentAdmin,
    async done() {
      expect(await t.db.select().from(lineupPlayers)).toHaveLength(2);
    },
  },
};

const CALLERS: Caller[] = ['nobody', 'other', 'owner'];
const expected = (row: Row, caller: Caller) => (caller === 'nobody' ? 401 : row[caller]);

describe.each(Object.entries(MATRIX))('%s', (_name, row) => {
  it.each(CALLERS.map((caller) => ({ caller, status: expected(row, caller) })))(
    'as $caller: $status',
    async ({ caller, status }) => {
      const token = caller === 'nobody' ? undefined : w[caller].accessToken;
      await row.prepare?.(w);
      const [countsBefore, rowsBefore] = [await rowCounts(t.db), await tableRows(t.db)];
      const url = typeof row.url === 'string' ? row.url : row.url(w);
      const response = await call(t.app, row.method, url, token, row.body?.(w));

      expect(response.statusCode, response.body).toBe(status);
      if (status === 401) expectError(response, 401, m.unauthorized);
      if (status === 403) expectError(response, 403, row.refusal as string);
      if (status >= 400 || row.method === 'GET') {
        // A refusal (and a read) leaves every row as it was.
        expect(await rowCounts(t.db)).toEqual(countsBefore);
        expect(await tableRows(t.db)).toEqual(rowsBefore);
      }
      if (status < 400) {
        expect(response.json().status).toBe('success');
        await row.done(w, caller as SignedIn, response);
      }
    },
  );
});

it('covers every write and my-* call of the organiser, of team managers and players, and of match day', () => {
  expect(Object.keys(MATRIX)).toHaveLength(26);
});

it('answers a delete sent with a JSON content type and no body on who sends it, as one without', async () => {
  const url = `/api/fixture/delete/${w.fixture.id}`;
  const emptyJson = (token: string) =>
    t.app.inject({
      method: 'DELETE',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });

  expectError(await emptyJson(w.other.accessToken), 403, m.notTournamentAdmin);
  expect(await fixtureRow(w.fixture.id)).toBeDefined();
  expect((await emptyJson(w.owner.accessToken)).statusCode).toBe(200);
  expect(await fixtureRow(w.fixture.id)).toBeUndefined();
});
