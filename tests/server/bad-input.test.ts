import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { teamMembers } from '../../src/server/db/schema';
import { trackerMessages as tm } from '../../src/shared/domain/match-tracker';
import { consentMessages, messages, matchWriteMessages as mw } from '../../src/shared/messages';
import { postAuth, signUp } from '../support/auth-flow';
import { BAD_LOGOS, type Body, type Case, type Endpoint, generatedCases, runCases } from '../support/bad-input';
import { dayIn } from '../support/fixtures-builder';
import { eventBody, lineupBody } from '../support/match-day';
import { createTestApp, resetDatabase, type TestApp } from '../support/test-app';
import { call, card, TINY_PNG, writeWorld } from '../support/write-world';

const m = messages.server;
const c = consentMessages.server;
/** A valid full profile edit. */
const PROFILE: Body = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  dob: '2001-05-17',
  gender: 'FEMALE',
  image: TINY_PNG,
  message: 'Keeper on Sundays',
  primaryPosition: 'GOALKEEPER',
  preferredFoot: 'LEFT',
  city: 'Kochi',
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ writeRateLimit: { max: 100_000, windowMs: 60_000 } });
  await resetDatabase(t);
});
afterAll(() => t.app.close());

it('answers every malformed account call with a 4xx in the error envelope and writes nothing', async () => {
  const account = await signUp(t.app, t.sms, { password: 'correct horse' });
  // An active reset code, so a malformed reset-password that slipped through would count a try on it.
  expect((await postAuth(t.app, 'request-reset', { phoneNumber: account.phone })).statusCode).toBe(200);
  const password = 'new password';
  const token = account.accessToken;
  const endpoints: Endpoint[] = [
    {
      method: 'POST',
      path: 'auth/register',
      body: { name: 'Asha Rao', phoneNumber: '9876543210', password, confirmPassword: password },
    },
    {
      method: 'POST',
      path: 'auth/verify-otp',
      body: { phoneNumber: account.phone, otp: '123456', signUpId: randomUUID() },
      optional: ['signUpId'],
    },
    { method: 'POST', path: 'auth/login', body: { phoneNumber: account.phone, password: account.password } },
    { method: 'POST', path: 'auth/refresh', body: { refreshToken: account.refreshToken } },
    { method: 'POST', path: 'auth/request-reset', body: { phoneNumber: account.phone } },
    {
      method: 'POST',
      path: 'auth/reset-password',
      body: { phoneNumber: account.phone, otp: '123456', newPassword: password, confirmPassword: password },
    },
    { method: 'PUT', path: 'auth/updateUserdetails', auth: true, token, optionalFields: true, body: PROFILE },
    { method: 'POST', path: 'auth/logout', auth: true },
    { method: 'GET', path: 'auth/getProfile', auth: true },
    { method: 'GET', path: 'auth/users/all', auth: true },
  ];
  const cases = generatedCases(endpoints, account.refreshToken);
  expect(await runCases(t, cases)).toEqual([]);
  expect(cases.length).toBeGreaterThan(150);
});

it("answers every malformed organiser's write with a 4xx in the error envelope and writes nothing", async () => {
  const w = await writeWorld(t);
  await t.db.insert(teamMembers).values({ teamId: w.away.id, userId: w.player.id });
  const token = w.owner.accessToken;
  const [unknown, fixtureUrl] = [randomUUID(), (verb: string, id: string) => `/api/fixture/${verb}/${id}`];
  const cup = { name: 'Cup', description: 'Fun', logo: TINY_PNG, startDate: '2026-12-01', endDate: '2026-12-09' };
  const at = (path: string, body?: Body, more: Partial<Endpoint> = {}): Endpoint => ({
    method: 'POST',
    path,
    auth: true,
    token,
    body,
    ...more,
  });
  const tournament = at('tournaments/create', { ...cup, timeZone: 'Asia/Kolkata' }, { optional: ['logo', 'timeZone'] });
  const addTeam = at('tournaments/add-team', { tournamentId: w.tournament.id, teamId: w.spare.id });
  const team = at(
    'teams/create',
    { name: 'FC', description: 'Fun', abbreviation: 'FC', logo: TINY_PNG },
    { optional: ['logo'] },
  );
  const addPlayer = at('teams/add-player', { teamId: w.home.id, phoneNumber: w.player.phone });
  const addCoOrganiser = at('tournaments/co-organisers', {
    tournamentId: w.tournament.id,
    phoneNumber: w.player.phone,
  });
  const lookUpCoOrganiser = at('tournaments/co-organisers/lookup', {
    tournamentId: w.tournament.id,
    phoneNumber: w.player.phone,
  });
  const coOrganisersUrl = (...ids: string[]) => ['/api/tournaments/co-organisers', ...ids].join('/');
  const coOrganisers = at(`tournaments/co-organisers/${w.tournament.id}`, undefined, { method: 'GET' });
  const removeCoOrganiser = at(`tournaments/co-organisers/${w.tournament.id}/${w.player.id}`, undefined, {
    method: 'DELETE',
  });
  const subfixtures = [card(w.home.id, w.away.id)];
  const container = at(
    'fixture/container',
    { tournamentId: w.tournament.id, matchType: 'League', subfixtures },
    { optional: ['matchType'] },
  );
  const edit = { date: '2026-12-05T10:00:00Z', status: 'LIVE', homeScore: 1, awayScore: 0, venue: 'Pitch 2' };
  const update = at(`fixture/update/${w.fixture.id}`, edit, { method: 'PUT', optionalFields: true });
  const remove = at(`fixture/delete/${w.fixture.id}`, undefined, { method: 'DELETE' });
  const answer = { tournamentId: w.tournament.id, teamId: w.spare.id };
  const accept = at('teams/invitations/accept', answer);
  const decline = at('teams/invitations/decline', answer);
  const invitedUrl = (...ids: string[]) => ['/api/tournaments/invitations', ...ids].join('/');
  const cancel = at(`tournaments/invitations/${w.tournament.id}/${w.spare.id}`, undefined, { method: 'DELETE' });
  const withdraw = at(`teams/${w.home.id}/withdraw`, { tournamentId: w.tournament.id });
  const leave = at(`teams/${w.away.id}/leave`);
  const removePlayer = at(`teams/${w.away.id}/players/${w.player.id}`, undefined, { method: 'DELETE' });
  const endpoints: Endpoint[] = [
    tournament,
    addTeam,
    at('tournaments/user/my-tournaments', undefined, { method: 'GET' }),
    team,
    addPlayer,
    at('teams/user/my-teams', undefined, { method: 'GET' }),
    addCoOrganiser,
    lookUpCoOrganiser,
    coOrganisers,
    removeCoOrganiser,
    container,
    update,
    remove,
    at('teams/user/invitations', undefined, { method: 'GET' }),
    accept,
    decline,
    at(`tournaments/invitations/${w.tournament.id}`, undefined, { method: 'GET' }),
    cancel,
    withdraw,
    leave,
    removePlayer,
  ];

  /** The endpoint's valid call with these changes, as its owner, answered with exactly this status (and message). */
  const spoilt = (endpoint: Endpoint, name: string, changes: Body, status: number, message?: string): Case => ({
    endpoint,
    name,
    payload: { ...endpoint.body, ...changes },
    authorization: `Bearer ${token}`,
    status,
    message,
  });
  const atUrl = (endpoint: Endpoint, url: string, status: number, message: string): Case => ({
    ...spoilt(endpoint, url, {}, status, message),
    url,
    payload: endpoint.body,
  });
  const card2 = (changes: Body) => ({ subfixtures: [card(w.away.id, w.home.id), { ...subfixtures[0], ...changes }] });
  const logos = (endpoint: Endpoint) =>
    BAD_LOGOS.map(([name, logo, status, message]) => spoilt(endpoint, name, { logo }, status, message));
  const special: Case[] = [
    ...logos(tournament),
    spoilt(
      tournament,
      'end before start',
      { endDate: '2026-11-30' },
      400,
      'The end date cannot be before the start date.',
    ),
    spoilt(tournament, 'no such day', { startDate: '2026-02-30' }, 400, 'Start date must be a date (YYYY-MM-DD).'),
    spoilt(tournament, 'year 0000', { startDate: '0000-01-01' }, 400, 'Start date must be in the years 1900 to 2999.'),
    spoilt(tournament, 'year 3000', { endDate: '3000-01-01' }, 400, 'End date must be in the years 1900 to 2999.'),
    spoilt(tournament, 'unknown time zone', { timeZone: 'Mars/Olympus' }, 400),
    spoilt(tournament, 'a blank name', { name: '   ' }, 400, 'Tournament name is required.'),
    spoilt(tournament, 'a 101-character name', { name: 'n'.repeat(101) }, 400),
    spoilt(addTeam, 'unknown tournament', { tournamentId: unknown }, 404, m.tournamentNotFound),
    spoilt(addTeam, 'unknown team', { teamId: unknown }, 404, m.teamNotFound),
    spoilt(addTeam, 'tournament id abc', { tournamentId: 'abc' }, 400, 'Tournament id must be a valid id.'),
    spoilt(addTeam, 'team id abc', { teamId: 'abc' }, 400, 'Team id must be a valid id.'),
    spoilt(addTeam, 'a team already in', { teamId: w.home.id }, 409, m.teamAlreadyInTournament),
    ...logos(team),
    spoilt(team, 'abbreviation of 6', { abbreviation: 'ABCDEF' }, 400, 'Abbreviation must be at most 5 characters.'),
    spoilt(
      team,
      'abbreviation longer in capitals',
      { abbreviation: 'ßßßßß' },
      400,
      'Abbreviation must be at most 5 characters.',
    ),
    spoilt(team, 'a 61-character name', { name: 'n'.repeat(61) }, 400, 'Team name must be at most 60 characters.'),
    spoilt(addPlayer, 'unknown team', { teamId: unknown }, 404, m.teamNotFound),
    spoilt(addPlayer, 'team id abc', { teamId: 'abc' }, 400, 'Team id must be a valid id.'),
    spoilt(addPlayer, 'a number nobody has', { phoneNumber: '91234 56789' }, 404, m.playerNotFound),
    spoilt(addPlayer, 'a player already in', { teamId: w.away.id }, 409, m.playerAlreadyInTeam),
    spoilt(
      addPlayer,
      'player id abc',
      { phoneNumber: undefined, playerId: 'abc' },
      400,
      'Player id must be a valid id.',
    ),
    spoilt(addPlayer, 'an id nobody has', { phoneNumber: undefined, playerId: unknown }, 404, m.playerNotFound),
    spoilt(addCoOrganiser, 'unknown tournament', { tournamentId: unknown }, 404, m.tournamentNotFound),
    spoilt(addCoOrganiser, 'tournament id abc', { tournamentId: 'abc' }, 400, 'Tournament id must be a valid id.'),
    spoilt(addCoOrganiser, 'a number nobody has', { phoneNumber: '91234 56789' }, 404, m.noAccountWithPhone),
    spoilt(addCoOrganiser, "the admin's own number", { phoneNumber: w.owner.phone }, 400, m.adminIsOrganiser),
    atUrl(coOrganisers, coOrganisersUrl('abc'), 400, 'Tournament id must be a valid id.'),
    atUrl(coOrganisers, coOrganisersUrl(unknown), 404, m.tournamentNotFound),
    atUrl(removeCoOrganiser, coOrganisersUrl('abc', w.player.id), 400, 'Tournament id must be a valid id.'),
    atUrl(removeCoOrganiser, coOrganisersUrl(w.tournament.id, 'abc'), 400, 'User id must be a valid id.'),
    atUrl(removeCoOrganiser, coOrganisersUrl(unknown, w.player.id), 404, m.tournamentNotFound),
    atUrl(removeCoOrganiser, coOrganisersUrl(w.tournament.id, w.player.id), 404, m.notCoOrganiser),
    spoilt(
      container,
      'match type Cup',
      { matchType: 'Cup' },
      400,
      'Match type must be one of League, Knockout, Friendly.',
    ),
    spoilt(container, 'status DONE', card2({ status: 'DONE' }), 400),
    spoilt(container, 'unknown tournament', { tournamentId: unknown }, 404, m.tournamentNotFound),
    spoilt(container, 'tournament id abc', { tournamentId: 'abc' }, 400, 'Tournament id must be a valid id.'),
    spoilt(container, 'home team abc', card2({ homeTeam: 'abc' }), 400, 'Home team must be a valid id.'),
    spoilt(container, 'unknown away team', card2({ awayTeam: unknown }), 400, m.teamsNotInTournament),
    spoilt(
      container,
      'a duplicate',
      card2({ homeTeam: w.away.id, awayTeam: w.home.id }),
      400,
      messages.fixtures.duplicates,
    ),
    spoilt(container, 'a blank venue', card2({ venue: '' }), 400, messages.fixtures.fillAllFields),
    spoilt(container, 'a missing time', card2({ time: undefined }), 400, messages.fixtures.fillAllFields),
    spoilt(container, 'a team playing itself', card2({ awayTeam: w.home.id }), 400, m.sameTeamTwice),
    spoilt(container, 'time 25:00', card2({ time: '25:00' }), 400, 'Time must be HH:mm.'),
    spoilt(
      container,
      "the day before the tournament's first",
      card2({ matchDate: dayIn('Asia/Kolkata', -2) }),
      400,
      messages.fixtures.outsideDates,
    ),
    spoilt(container, 'no such day', card2({ matchDate: '2026-02-30' }), 400, 'Match date must be a real date.'),
    spoilt(
      container,
      'year 0000',
      card2({ matchDate: '0000-01-01' }),
      400,
      'Match date must be in the years 1900 to 2999.',
    ),
    spoilt(container, 'a 121-character venue', card2({ venue: 'v'.repeat(121) }), 400),
    spoilt(container, 'no fixtures', { subfixtures: [] }, 400, messages.fixtures.atLeastOne),
    spoilt(update, 'status DONE', { status: 'DONE' }, 400),
    spoilt(update, 'a negative score', { homeScore: -1 }, 400),
    spoilt(update, 'a score of 100', { awayScore: 100 }, 400),
    spoilt(update, 'a score of 1.5', { homeScore: 1.5 }, 400),
    spoilt(update, 'date tomorrow', { date: 'tomorrow' }, 400, 'Date must be an ISO date-time.'),
    spoilt(
      update,
      "a kick-off after the tournament's last day",
      { date: `${dayIn('Asia/Kolkata', 2)}T06:00:00Z` },
      400,
      messages.fixtures.outsideDates,
    ),
    spoilt(update, 'year 0000', { date: '0000-01-01T00:00:00Z' }, 400, 'Date must be in the years 1900 to 2999.'),
    atUrl(update, fixtureUrl('update', 'abc'), 400, 'Fixture id must be a valid id.'),
    atUrl(update, fixtureUrl('update', unknown), 404, m.fixtureNotFound),
    atUrl(remove, fixtureUrl('delete', 'abc'), 400, 'Fixture id must be a valid id.'),
    atUrl(remove, fixtureUrl('delete', unknown), 404, m.fixtureNotFound),
    spoilt(accept, 'tournament id abc', { tournamentId: 'abc' }, 400, 'Tournament id must be a valid id.'),
    spoilt(accept, 'unknown team', { teamId: unknown }, 404, m.teamNotFound),
    spoilt(accept, 'an invitation nobody sent', {}, 404, c.noInvitation),
    spoilt(decline, 'an invitation nobody sent', {}, 404, c.noInvitation),
    atUrl(cancel, invitedUrl('abc', w.spare.id), 400, 'Tournament id must be a valid id.'),
    atUrl(cancel, invitedUrl(w.tournament.id, w.spare.id), 404, c.noInvitation),
    atUrl(cancel, invitedUrl(unknown, w.spare.id), 404, m.tournamentNotFound),
    spoilt(withdraw, 'tournament id abc', { tournamentId: 'abc' }, 400, 'Tournament id must be a valid id.'),
    spoilt(withdraw, 'a tournament it is not in', { tournamentId: w.otherTournament.id }, 404, c.teamNotInTournament),
    atUrl(withdraw, '/api/teams/abc/withdraw', 400, 'Team id must be a valid id.'),
    atUrl(leave, '/api/teams/abc/leave', 400, 'Team id must be a valid id.'),
    atUrl(leave, `/api/teams/${unknown}/leave`, 404, m.teamNotFound),
    atUrl(leave, `/api/teams/${w.home.id}/leave`, 404, c.notInTeam),
    atUrl(removePlayer, `/api/teams/${w.away.id}/players/abc`, 400, 'User id must be a valid id.'),
    atUrl(removePlayer, `/api/teams/${w.away.id}/players/${w.other.user.id}`, 404, c.playerNotInTeam),
  ];
  const cases = [...generatedCases(endpoints, w.owner.refreshToken), ...special];
  expect(await runCases(t, cases)).toEqual([]);
  expect(cases.length).toBeGreaterThan(250);
});

it('answers every malformed match-day write with a 4xx in the error envelope and writes nothing', async () => {
  const w = await writeWorld(t);
  const token = w.owner.accessToken;
  const unknown = randomUUID();
  const [h1, h2, a1] = [w.home.players[0], w.home.players[1], w.away.players[0]].map((p) => p?.id as string);
  const goal = eventBody(w, { minute: 5 });
  expect((await call(t.app, 'POST', '/api/matchEvent/create', token, goal)).statusCode).toBe(201);
  const elsewhere = await w.build.fixture({ tournament: w.tournament, home: w.away, away: w.home });
  const theirs = await w.build.fixture({ tournament: w.otherTournament, home: w.otherTeam, away: w.thirdTeam });
  const foreign = await w.build.event({
    fixture: elsewhere,
    team: w.away,
    player: w.away.players[0],
    type: 'FOUL',
    minute: 1,
  });
  const at = (path: string, body: Body, more: Partial<Endpoint> = {}): Endpoint => ({
    method: 'POST',
    path,
    auth: true,
    token,
    body,
    ...more,
  });
  // The event and lineup calls take a body without id (docs/api.md): it is served, not refused.
  const create = at('matchEvent/create', { ...eventBody(w), isShootout: false }, { optional: ['isShootout', 'id'] });
  const change = { id: randomUUID(), fixtureId: w.fixture.id, targetId: goal.id };
  const undo = at('matchEvent/undo', change);
  const correct = at('matchEvent/correct', { ...change, minute: 30 });
  const lineupCreate = at('lineup/create', lineupBody(w), { optional: ['id'] });
  const lineupUpdate = at('lineup/update', lineupBody(w, w.away), { method: 'PUT', optional: ['id'] });
  const fixtureUpdate = at(
    `fixture/update/${w.fixture.id}`,
    { status: 'LIVE' },
    { method: 'PUT', optionalFields: true },
  );
  const batched = lineupBody(w);
  const batch = at('sync/batch', {
    writes: [{ id: batched.id, method: 'POST', path: '/api/lineup/create', body: batched }],
  });
  const endpoints = [create, undo, correct, lineupCreate, lineupUpdate, batch];

  const spoilt = (endpoint: Endpoint, name: string, changes: Body, status: number, message?: string): Case => ({
    endpoint,
    name,
    payload: { ...endpoint.body, ...changes },
    authorization: `Bearer ${token}`,
    status,
    message,
  });
  const withKey = (endpoint: Endpoint, key: string, message: string): Case => ({
    ...spoilt(endpoint, `Idempotency-Key ${key}`, {}, 400, message),
    headers: { 'idempotency-key': key },
  });
  const players = lineupCreate.body?.players as Body[];
  const withPlayer = (changes: Body) => ({ players: [players[0], { ...players[1], ...changes }] });
  const eventTypes =
    'Event type must be one of GOAL, FOUL, YELLOW_CARD, RED_CARD, ASSIST, SAVE, OWN_GOAL, SUBSTITUTION, OFFSIDE, PENALTY.';
  const special: Case[] = [
    spoilt(create, 'type GOALZ', { type: 'GOALZ' }, 400, eventTypes),
    spoilt(create, 'a negative minute', { minute: -1 }, 400, 'Minute cannot be negative.'),
    spoilt(create, 'minute 1.5', { minute: 1.5 }, 400, 'Minute must be a whole number.'),
    spoilt(create, 'minute 201', { minute: 201 }, 400, 'Minute must be at most 200.'),
    spoilt(
      create,
      'outcome MAYBE',
      { type: 'PENALTY', penaltyOutcome: 'MAYBE' },
      400,
      'Penalty outcome must be one of SCORED, MISSED, SAVED.',
    ),
    spoilt(create, 'unknown fixture', { fixtureId: unknown }, 404, m.fixtureNotFound),
    spoilt(create, "another organiser's fixture", { fixtureId: theirs.id }, 403, m.notTournamentAdmin),
    spoilt(create, 'unknown team', { teamId: unknown }, 400, m.teamNotInFixture),
    spoilt(create, 'a team not in the fixture', { teamId: w.spare.id }, 400, m.teamNotInFixture),
    spoilt(create, 'unknown player', { playerId: unknown }, 409, tm.notInLineup),
    spoilt(create, 'a player of the other team', { playerId: a1 }, 409, tm.notInLineup),
    spoilt(create, 'a penalty without outcome', { type: 'PENALTY' }, 400, mw.penaltyOutcomeNeeded),
    spoilt(create, 'a goal with an outcome', { penaltyOutcome: 'SCORED' }, 400, mw.outcomeOnlyForPenalty),
    spoilt(create, 'a substitution without substitute', { type: 'SUBSTITUTION' }, 400, mw.substituteNeeded),
    spoilt(create, 'a player replacing himself', { type: 'SUBSTITUTION', substitutePlayerId: h1 }, 400, mw.samePlayer),
    spoilt(create, 'a goal with a substitute', { substitutePlayerId: h2 }, 400, mw.substituteOnlyForSubstitution),
    spoilt(
      create,
      'a substitute of the other team',
      { type: 'SUBSTITUTION', substitutePlayerId: a1 },
      409,
      tm.notInLineup,
    ),
    spoilt(create, 'a shootout goal', { isShootout: true, minute: 0 }, 400, mw.shootoutKickIsPenalty),
    spoilt(
      create,
      'a shootout kick at minute 5',
      { isShootout: true, type: 'PENALTY', penaltyOutcome: 'SCORED', minute: 5 },
      400,
      mw.shootoutKickIsPenalty,
    ),
    spoilt(create, 'metadata as text', { metadata: 'text' }, 400, mw.metadataNotJson),
    spoilt(create, 'metadata as the JSON of a list', { metadata: '[1]' }, 400, mw.metadataNotObject),
    spoilt(create, 'metadata as a number', { metadata: 7 }, 400, mw.metadataNotObject),
    spoilt(
      create,
      'outcome and penaltyOutcome differing',
      { type: 'PENALTY', penaltyOutcome: 'SCORED', outcome: 'SAVED' },
      400,
      mw.outcomesDiffer,
    ),
    spoilt(
      create,
      'position WINGER',
      { position: 'WINGER' },
      400,
      'Position must be one of GOALKEEPER, DEFENDER, MIDFIELDER, STRIKER.',
    ),
    spoilt(create, 'metadata of 3000 characters', { metadata: { notes: 'n'.repeat(3000) } }, 400, mw.metadataTooLarge),
    withKey(create, randomUUID(), mw.keyMismatch),
    withKey(create, 'abc', 'Idempotency-Key must be a valid id.'),
    withKey(undo, randomUUID(), mw.keyMismatch),
    withKey(correct, randomUUID(), mw.keyMismatch),
    withKey(lineupCreate, randomUUID(), mw.keyMismatch),
    withKey(fixtureUpdate, 'abc', 'Idempotency-Key must be a valid id.'),
    spoilt(undo, 'unknown event', { targetId: unknown }, 409, tm.noTarget),
    spoilt(undo, 'event id abc', { targetId: 'abc' }, 400, 'Event id must be a valid id.'),
    spoilt(undo, 'an event of another fixture', { targetId: foreign.id }, 409, tm.noTarget),
    spoilt(undo, 'unknown fixture', { fixtureId: unknown }, 404, m.fixtureNotFound),
    spoilt(correct, 'a negative minute', { minute: -1 }, 400, 'Minute cannot be negative.'),
    spoilt(correct, 'type GOALZ', { type: 'GOALZ' }, 400, eventTypes),
    spoilt(correct, 'into a substitution', { type: 'SUBSTITUTION' }, 400, mw.correctionNotSubstitution),
    spoilt(correct, 'a player of neither team', { playerId: w.player.id }, 409, tm.notInLineup),
    spoilt(correct, 'unknown event', { targetId: unknown }, 409, tm.noTarget),
    spoilt(correct, 'an event of another fixture', { targetId: foreign.id }, 409, tm.noTarget),
    spoilt(
      correct,
      'no change',
      { minute: undefined },
      400,
      'A correction must change the player, the minute, the type or the penalty outcome.',
    ),
    spoilt(
      lineupCreate,
      'position KEEPER',
      withPlayer({ position: 'KEEPER' }),
      400,
      'Position must be one of GOALKEEPER, DEFENDER, MIDFIELDER, STRIKER.',
    ),
    spoilt(
      lineupCreate,
      'a negative jersey',
      withPlayer({ jerseyNumber: -1 }),
      400,
      'Jersey number cannot be negative.',
    ),
    spoilt(
      lineupCreate,
      'jersey 1000',
      withPlayer({ jerseyNumber: 1000 }),
      400,
      'Jersey number must be at most 3 digits.',
    ),
    spoilt(lineupCreate, 'jersey 7.5', withPlayer({ jerseyNumber: 7.5 }), 400, 'Jersey number must be a whole number.'),
    spoilt(lineupCreate, 'no players', { players: [] }, 400, 'A lineup needs at least one player.'),
    spoilt(lineupCreate, 'a shared jersey', withPlayer({ jerseyNumber: 1 }), 400, mw.uniqueJerseyNumbers),
    spoilt(lineupCreate, 'a player twice', withPlayer({ playerId: h1 }), 400, mw.duplicatePlayers),
    spoilt(lineupCreate, 'a player of the other team', withPlayer({ playerId: a1 }), 400, mw.playersNotInTeam),
    spoilt(lineupCreate, 'unknown player', withPlayer({ playerId: unknown }), 400, mw.playersNotInTeam),
    spoilt(lineupCreate, 'unknown fixture', { fixtureId: unknown }, 404, m.fixtureNotFound),
    spoilt(lineupCreate, 'a team not in the fixture', { teamId: w.spare.id }, 400, m.teamNotInFixture),
    spoilt(lineupUpdate, 'a lineup never submitted', {}, 404, m.lineupNotFound),
  ];
  const cases = [...generatedCases(endpoints, w.owner.refreshToken), ...special];
  expect(await runCases(t, cases)).toEqual([]);
  expect(cases.length).toBeGreaterThan(200);
});
