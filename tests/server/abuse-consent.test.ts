import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { consentMessages, messages } from '../../src/shared/messages';
import { expectError, getProfile } from '../support/auth-flow';
import { eventBody } from '../support/match-day';
import { rowCounts, type TestApp } from '../support/test-app';
import { call, card, freshWriteWorldEachTest, tableRows, type WriteWorld } from '../support/write-world';

/**
 * Consent (docs/rules.md#teams-in-a-tournament), one row per rule, through the real calls on the
 * real database. The world's owner runs Owner Cup (Home FC and Away FC, one fixture) and manages
 * those teams; `other` runs Other Cup, manages Other FC (in Other Cup) and plays in Third FC. Each row says what the people involved
 * then see; a refused call leaves every row of the database as it was.
 */

const c = consentMessages.server;
const m = messages.server;

let t: TestApp;
let w: WriteWorld;
freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

type Who = 'owner' | 'other';
const as = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  call(t.app, method, url, w[who].accessToken, body);
const data = async (url: string, who?: Who) => {
  const response = await call(t.app, 'GET', url, who ? w[who].accessToken : undefined);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const names = (list: { name: string }[]) => list.map((item) => item.name);
const ok = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

/** What the people involved read. */
const seen = {
  tournamentTeams: async () => names((await data(`/api/tournaments/all/${w.tournament.id}`)).teams),
  fixtures: async () => (await data(`/api/tournaments/all/${w.tournament.id}`)).fixtures as { id: string }[],
  standings: async () =>
    ((await data(`/api/leaderboard/standings/${w.tournament.id}`)) as { team: { name: string } }[]).map(
      (row) => row.team.name,
    ),
  teamTournaments: async (teamId: string) => names((await data(`/api/teams/all/${teamId}`)).tournaments),
  teamPlayers: async (teamId: string) => names((await data(`/api/teams/all/${teamId}`)).members),
  invitations: async () =>
    (
      (await data('/api/teams/user/invitations', 'other')) as { tournament: { name: string }; team: { name: string } }[]
    ).map((invitation) => `${invitation.team.name} → ${invitation.tournament.name}`),
  invitedByOrganiser: async () => names(await data(`/api/tournaments/invitations/${w.tournament.id}`, 'owner')),
  profileTeams: async () => names((await getProfile(t.app, w.other.accessToken)).json().data.teams),
  myTeams: async () => names(await data('/api/teams/user/my-teams', 'other')),
  scorers: async () =>
    ((await data(`/api/leaderboard/tournament/${w.tournament.id}`)) as { player: { name: string }; goals: number }[])
      .filter((row) => row.goals > 0)
      .map((row) => `${row.player.name} ${row.goals}`),
};

/** The steps before a rule, each through the call its user makes. */
const given = {
  invited: async () => ok(await as('owner', 'POST', '/api/tournaments/add-team', invitation())),
  accepted: async () => {
    await given.invited();
    ok(await as('other', 'POST', '/api/teams/invitations/accept', invitation()));
  },
  /** The world's signed-up player, added to Other FC by its manager. */
  squad: async () =>
    ok(await as('other', 'POST', '/api/teams/add-player', { teamId: w.otherTeam.id, phoneNumber: w.player.phone })),
  /** A fixture Home FC v Other FC in Owner Cup; answers its id. */
  fixtureWithOther: async (): Promise<string> => {
    await given.accepted();
    const body = { tournamentId: w.tournament.id, subfixtures: [card(w.home.id, w.otherTeam.id)] };
    return (await ok(await as('owner', 'POST', '/api/fixture/container', body))).json().data.fixtureIds[0];
  },
  /** A goal by Home FC's first player in the world's fixture, recorded by the organiser: the match is on. */
  goal: async (fixtureId = w.fixture.id) =>
    ok(await as('owner', 'POST', '/api/matchEvent/create', eventBody(w, { fixtureId, minute: 3 }))),
};
const invitation = () => ({ tournamentId: w.tournament.id, teamId: w.otherTeam.id });
const homeScorer = () => w.home.players[0] as { id: string; name: string };

interface Rule {
  rule: string;
  before?: () => Promise<unknown>;
  act: () => Promise<LightMyRequestResponse>;
  status: number;
  message: () => string;
  afterwards: () => Promise<void>;
}

const RULES: Rule[] = [
  {
    rule: 'an admin adding a team they do not manage invites it: it is not in the tournament yet',
    act: () => as('owner', 'POST', '/api/tournaments/add-team', invitation()),
    status: 200,
    message: () => c.teamInvited('Other FC'),
    async afterwards() {
      expect(await seen.tournamentTeams()).toEqual(['Away FC', 'Home FC']);
      expect(await seen.standings()).not.toContain('Other FC');
      expect(await seen.teamTournaments(w.otherTeam.id)).toEqual(['Other Cup']);
      expect(await seen.invitations()).toEqual(['Other FC → Owner Cup']);
      expect(await seen.invitedByOrganiser()).toEqual(['Other FC']);
    },
  },
  {
    rule: "an admin's own team joins at once",
    act: () => as('owner', 'POST', '/api/tournaments/add-team', { tournamentId: w.tournament.id, teamId: w.spare.id }),
    status: 200,
    message: () => m.teamAdded('Spare FC'),
    async afterwards() {
      expect(await seen.tournamentTeams()).toEqual(['Away FC', 'Home FC', 'Spare FC']);
      expect(await seen.invitedByOrganiser()).toEqual([]);
    },
  },
  {
    rule: 'the admin cannot accept for a team they do not manage',
    before: given.invited,
    act: () => as('owner', 'POST', '/api/teams/invitations/accept', invitation()),
    status: 403,
    message: () => c.notTeamManager,
    async afterwards() {
      expect(await seen.tournamentTeams()).toEqual(['Away FC', 'Home FC']);
      expect(await seen.invitations()).toEqual(['Other FC → Owner Cup']);
    },
  },
  {
    rule: 'a manager cannot join a tournament by accepting an invitation nobody sent',
    act: () => as('other', 'POST', '/api/teams/invitations/accept', invitation()),
    status: 404,
    message: () => c.noInvitation,
    async afterwards() {
      expect(await seen.tournamentTeams()).toEqual(['Away FC', 'Home FC']);
    },
  },
  {
    rule: "the team's manager accepts: the team takes part",
    before: given.invited,
    act: () => as('other', 'POST', '/api/teams/invitations/accept', invitation()),
    status: 200,
    message: () => c.invitationAccepted('Other FC', 'Owner Cup'),
    async afterwards() {
      expect(await seen.tournamentTeams()).toEqual(['Away FC', 'Home FC', 'Other FC']);
      expect(await seen.standings()).toContain('Other FC');
      expect(await seen.teamTournaments(w.otherTeam.id)).toEqual(['Other Cup', 'Owner Cup']);
      expect(await seen.invitations()).toEqual([]);
      expect(await seen.invitedByOrganiser()).toEqual([]);
    },
  },
  {
    rule: 'a fixture with an invited team is refused',
    before: given.invited,
    act: () =>
      as('owner', 'POST', '/api/fixture/container', {
        tournamentId: w.tournament.id,
        subfixtures: [card(w.home.id, w.otherTeam.id)],
      }),
    status: 409,
    message: () => c.teamNotAccepted('Other FC'),
    async afterwards() {
      expect((await seen.fixtures()).map((f) => f.id)).toEqual([w.fixture.id]);
    },
  },
  {
    rule: "events for an invited team's players are refused",
    before: async () => {
      await given.squad();
      await given.invited();
    },
    act: () =>
      as('owner', 'POST', '/api/matchEvent/create', eventBody(w, { teamId: w.otherTeam.id, playerId: w.player.id })),
    status: 409,
    message: () => c.teamNotAccepted('Other FC'),
    async afterwards() {
      expect((await data(`/api/matchEvent/fixture/${w.fixture.id}`)).matchEvents).toEqual([]);
      expect(await seen.scorers()).toEqual([]);
    },
  },
  {
    rule: "a lineup of an invited team's players is refused",
    before: async () => {
      await given.squad();
      await given.invited();
    },
    act: () =>
      as('owner', 'POST', '/api/lineup/create', {
        fixtureId: w.fixture.id,
        teamId: w.otherTeam.id,
        players: [{ playerId: w.player.id, position: 'GOALKEEPER', isStarting: true, jerseyNumber: 1 }],
      }),
    status: 409,
    message: () => c.teamNotAccepted('Other FC'),
    async afterwards() {
      const fixture = await data(`/api/fixture/all/${w.fixture.id}`);
      expect([...fixture.homeTeam.lineups, ...fixture.awayTeam.lineups]).toEqual([]);
    },
  },
  {
    rule: "the team's manager declines: the invitation goes and the team stays out",
    before: given.invited,
    act: () => as('other', 'POST', '/api/teams/invitations/decline', invitation()),
    status: 200,
    message: () => c.invitationDeclined('Other FC', 'Owner Cup'),
    async afterwards() {
      expect(await seen.invitations()).toEqual([]);
      expect(await seen.invitedByOrganiser()).toEqual([]);
      expect(await seen.tournamentTeams()).toEqual(['Away FC', 'Home FC']);
    },
  },
  {
    rule: 'the admin cancels an invitation not answered yet',
    before: given.invited,
    act: () => as('owner', 'DELETE', `/api/tournaments/invitations/${w.tournament.id}/${w.otherTeam.id}`),
    status: 200,
    message: () => c.invitationCancelled('Other FC'),
    async afterwards() {
      expect(await seen.invitations()).toEqual([]);
      expect(await seen.invitedByOrganiser()).toEqual([]);
    },
  },
  {
    rule: "the invited team's manager cannot cancel the admin's invitation for the admin",
    before: given.invited,
    act: () => as('other', 'DELETE', `/api/tournaments/invitations/${w.tournament.id}/${w.otherTeam.id}`),
    status: 403,
    message: () => m.notTournamentAdmin,
    async afterwards() {
      expect(await seen.invitedByOrganiser()).toEqual(['Other FC']);
    },
  },
  {
    rule: 'a player leaves a team: their profile and the team no longer list them',
    act: () => as('other', 'POST', `/api/teams/${w.thirdTeam.id}/leave`),
    status: 200,
    message: () => c.leftTeam('Third FC'),
    async afterwards() {
      expect(await seen.profileTeams()).toEqual([]);
      expect(await seen.myTeams()).toEqual(['Other FC']);
      expect(await seen.teamPlayers(w.thirdTeam.id)).toEqual([]);
    },
  },
  {
    rule: 'a non-member cannot take a player out of a team',
    act: () => as('owner', 'DELETE', `/api/teams/${w.thirdTeam.id}/players/${w.other.user.id}`),
    status: 403,
    message: () => c.notTeamManager,
    async afterwards() {
      expect(await seen.profileTeams()).toEqual(['Third FC']);
      expect(await seen.teamPlayers(w.thirdTeam.id)).toEqual(['Other']);
    },
  },
  {
    rule: 'someone who is not in a team cannot leave it',
    act: () => as('owner', 'POST', `/api/teams/${w.thirdTeam.id}/leave`),
    status: 404,
    message: () => c.notInTeam,
    async afterwards() {
      expect(await seen.teamPlayers(w.thirdTeam.id)).toEqual(['Other']);
    },
  },
  {
    rule: 'nobody leaves a team while it is playing',
    before: () => given.goal(),
    act: () => as('owner', 'DELETE', `/api/teams/${w.home.id}/players/${homeScorer().id}`),
    status: 409,
    message: () => c.matchOn('Home FC'),
    async afterwards() {
      expect(await seen.teamPlayers(w.home.id)).toContain(homeScorer().name);
    },
  },
  {
    rule: "a manager removes a player after the match: the player's goals stay on record",
    before: async () => {
      await given.goal();
      ok(await as('owner', 'PUT', `/api/fixture/update/${w.fixture.id}`, { status: 'FULL_TIME' }));
    },
    act: () => as('owner', 'DELETE', `/api/teams/${w.home.id}/players/${homeScorer().id}`),
    status: 200,
    message: () => c.playerRemoved(homeScorer().name, 'Home FC'),
    async afterwards() {
      expect(await seen.teamPlayers(w.home.id)).not.toContain(homeScorer().name);
      expect(await seen.scorers()).toEqual([`${homeScorer().name} 1`]);
      const events = (await data(`/api/matchEvent/fixture/${w.fixture.id}`)).matchEvents;
      expect(events.map((e: { type: string; player: { name: string } }) => `${e.type} ${e.player.name}`)).toEqual([
        `GOAL ${homeScorer().name}`,
      ]);
    },
  },
  {
    rule: 'a manager withdraws the team before its first match: it and its fixtures there go',
    before: given.fixtureWithOther,
    act: () => as('other', 'POST', `/api/teams/${w.otherTeam.id}/withdraw`, { tournamentId: w.tournament.id }),
    status: 200,
    message: () => c.withdrawn('Other FC', 'Owner Cup'),
    async afterwards() {
      expect(await seen.tournamentTeams()).toEqual(['Away FC', 'Home FC']);
      expect((await seen.fixtures()).map((f) => f.id)).toEqual([w.fixture.id]);
      expect(await seen.teamTournaments(w.otherTeam.id)).toEqual(['Other Cup']);
    },
  },
  {
    rule: 'withdrawing after the team has played is refused',
    before: async () => given.goal(await given.fixtureWithOther()),
    act: () => as('other', 'POST', `/api/teams/${w.otherTeam.id}/withdraw`, { tournamentId: w.tournament.id }),
    status: 409,
    message: () => c.alreadyPlayed('Other FC'),
    async afterwards() {
      expect(await seen.tournamentTeams()).toEqual(['Away FC', 'Home FC', 'Other FC']);
      expect(await seen.fixtures()).toHaveLength(2);
    },
  },
  {
    rule: "someone else's account cannot withdraw a team, not even the tournament's admin",
    before: given.fixtureWithOther,
    act: () => as('owner', 'POST', `/api/teams/${w.otherTeam.id}/withdraw`, { tournamentId: w.tournament.id }),
    status: 403,
    message: () => c.notTeamManager,
    async afterwards() {
      expect(await seen.tournamentTeams()).toEqual(['Away FC', 'Home FC', 'Other FC']);
      expect(await seen.fixtures()).toHaveLength(2);
    },
  },
];

describe.each(RULES)('$rule', (rule) => {
  it(`answers ${rule.status}`, async () => {
    await rule.before?.();
    const [countsBefore, rowsBefore] = [await rowCounts(t.db), await tableRows(t.db)];
    const response = await rule.act();
    if (rule.status >= 400) {
      expectError(response, rule.status, rule.message());
      expect(await rowCounts(t.db)).toEqual(countsBefore);
      expect(await tableRows(t.db)).toEqual(rowsBefore);
    } else {
      expect(response.statusCode, response.body).toBe(rule.status);
      expect(response.json()).toMatchObject({ status: 'success', message: rule.message() });
    }
    await rule.afterwards();
  });
});
