import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixtures, teamMembers, tournamentTeams, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectError } from '../support/auth-flow';
import type { TestApp } from '../support/test-app';
import { CUP, call, card, freshWriteWorldEachTest, TINY_PNG, type WriteWorld } from '../support/write-world';

/** Inputs a real client may send that mean something plain: '' for "no picture", an id in capitals. */

let t: TestApp;
let w: WriteWorld;
const asOwner = freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

const upper = (id: string) => id.toUpperCase();

describe("an empty picture ('') means none", () => {
  it('creates a tournament and a team without a logo', async () => {
    const tournament = await asOwner('POST', '/api/tournaments/create', { ...CUP, logo: '' });
    expect(tournament.statusCode).toBe(201);
    expect(tournament.json().data.data).toMatchObject({ name: 'Monsoon Cup', logo: null });
    const team = await asOwner('POST', '/api/teams/create', {
      name: 'Blue Tigers',
      description: 'Evenings',
      abbreviation: 'blt',
      logo: '',
    });
    expect(team.statusCode).toBe(201);
    expect(team.json().data).toMatchObject({ name: 'Blue Tigers', abbreviation: 'BLT', logo: null });
  });

  it("removes the profile photo when it is '' or null, and keeps it when it is left out", async () => {
    const photo = async () =>
      (await t.db.select({ image: users.image }).from(users).where(eq(users.id, w.owner.user.id)))[0]?.image;
    const update = (body: object) => asOwner('PUT', '/api/auth/updateUserdetails', body);
    for (const none of ['', null]) {
      const given = await update({ image: TINY_PNG });
      expect(given.statusCode).toBe(200);
      expect(given.json().data.image).toMatch(/^\/api\/pictures\/[0-9a-f]{64}\.webp$/);
      expect((await update({ city: 'Kochi' })).json().data.image).toBe(given.json().data.image);
      const cleared = await update({ image: none });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().data.image).toBeNull();
      expect(await photo()).toBeNull();
    }
  });
});

describe('ids in capitals are the same ids', () => {
  it('builds fixtures from team ids in capitals, storing them lower-case', async () => {
    const response = await asOwner('POST', '/api/fixture/container', {
      tournamentId: upper(w.tournament.id),
      subfixtures: [card(upper(w.home.id), upper(w.away.id)), card(w.away.id, w.home.id)],
    });
    expect(response.statusCode).toBe(201);
    const [first] = await t.db.select().from(fixtures).where(eq(fixtures.id, response.json().data.fixtureIds[0]));
    expect(first).toMatchObject({ tournamentId: w.tournament.id, homeTeamId: w.home.id, awayTeamId: w.away.id });
  });

  it('sees through a duplicate that differs only in the case of its ids', async () => {
    const response = await asOwner('POST', '/api/fixture/container', {
      tournamentId: w.tournament.id,
      subfixtures: [card(w.home.id, w.away.id), card(upper(w.home.id), upper(w.away.id))],
    });
    expectError(response, 400, messages.fixtures.duplicates);
  });

  it('adds a team and a player, updates and deletes a fixture, and reads, by ids in capitals', async () => {
    const added = await asOwner('POST', '/api/tournaments/add-team', {
      tournamentId: upper(w.tournament.id),
      teamId: upper(w.spare.id),
    });
    expect(added.statusCode).toBe(200);
    const entered = await t.db.select().from(tournamentTeams).where(eq(tournamentTeams.teamId, w.spare.id));
    expect(entered).toHaveLength(1);
    expectError(
      await asOwner('POST', '/api/tournaments/add-team', { tournamentId: w.tournament.id, teamId: w.spare.id }),
      409,
      messages.server.teamAlreadyInTournament,
    );

    const player = await asOwner('POST', '/api/teams/add-player', {
      teamId: upper(w.spare.id),
      phoneNumber: w.player.phone,
    });
    expect(player.statusCode).toBe(200);
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, w.spare.id))).toHaveLength(1);

    const read = await call(t.app, 'GET', `/api/tournaments/all/${upper(w.tournament.id)}`);
    expect(read.json().data).toMatchObject({ id: w.tournament.id, name: 'Owner Cup' });
    const updated = await asOwner('PUT', `/api/fixture/update/${upper(w.fixture.id)}`, { venue: 'North Ground' });
    expect(updated.json().data).toMatchObject({ id: w.fixture.id });
    const deleted = await asOwner('DELETE', `/api/fixture/delete/${upper(w.fixture.id)}`);
    expect(deleted.json()).toEqual({ status: 'success', message: messages.server.fixtureDeleted });
    expect(await t.db.select().from(fixtures).where(eq(fixtures.id, w.fixture.id))).toEqual([]);
  });

  it('still refuses another user an id in capitals', async () => {
    const response = await call(t.app, 'DELETE', `/api/fixture/delete/${upper(w.fixture.id)}`, w.other.accessToken);
    expectError(response, 403, messages.server.notTournamentAdmin);
  });
});
