import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { bearer, expectError, signUp } from '../support/auth-flow';
import { type Builder, builder, dayIn } from '../support/fixtures-builder';
import { sendWrite } from '../support/match-day';
import { createTestApp, resetDatabase, type TestApp } from '../support/test-app';

const m = messages.server;
const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14: its "today" is always ahead of Pago Pago's
const PAGO_PAGO = 'Pacific/Pago_Pago'; // UTC-11

let t: TestApp;
let build: Builder;
beforeAll(async () => {
  t = await createTestApp();
  build = builder(t);
});
afterAll(() => t.app.close());
beforeEach(() => resetDatabase(t));

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const namesIn = async (period: string) => {
  const response = await get(`/api/tournaments/${period}`);
  expect(response.statusCode).toBe(200);
  return (response.json().data as { name: string }[]).map((row) => row.name).sort();
};

describe('GET /api/tournaments/past | current | future', () => {
  it("classifies each tournament by its dates in its own time zone's today", async () => {
    const admin = await build.user();
    const cup = (name: string, timeZone: string, startDate: string, endDate: string) =>
      build.tournament({ admin, name, timeZone, startDate, endDate });
    const spans: Record<string, [number, number]> = {
      'ended yesterday': [-9, -1],
      'ends today': [-3, 0],
      'only today': [0, 0],
      'starts today': [0, 4],
      'starts tomorrow': [1, 5],
    };
    for (const [label, zone] of [
      ['Kiritimati', KIRITIMATI],
      ['Pago', PAGO_PAGO],
    ] as const) {
      for (const [span, [from, to]] of Object.entries(spans)) {
        await cup(`${label} ${span}`, zone, dayIn(zone, from), dayIn(zone, to));
      }
    }
    // Same dates, other zone: Pago Pago's today is already over in Kiritimati, and Kiritimati's has not begun in Pago Pago.
    const [pago, kiri] = [dayIn(PAGO_PAGO), dayIn(KIRITIMATI)];
    expect(kiri > pago).toBe(true);
    await cup('Pago date in Kiritimati', KIRITIMATI, pago, pago);
    await cup('Pago date in Pago', PAGO_PAGO, pago, pago);
    await cup('Kiri date in Pago', PAGO_PAGO, kiri, kiri);
    await cup('Kiri date in Kiritimati', KIRITIMATI, kiri, kiri);

    const both = (span: string) => [`Kiritimati ${span}`, `Pago ${span}`];
    expect(await namesIn('past')).toEqual([...both('ended yesterday'), 'Pago date in Kiritimati'].sort());
    expect(await namesIn('current')).toEqual(
      [
        ...['ends today', 'only today', 'starts today'].flatMap(both),
        'Pago date in Pago',
        'Kiri date in Kiritimati',
      ].sort(),
    );
    expect(await namesIn('future')).toEqual([...both('starts tomorrow'), 'Kiri date in Pago'].sort());
  });

  it('lists a tournament as on now while one of its matches is played, whatever its dates, and by its dates again after', async () => {
    const admin = await signUp(t.app, t.sms, { name: 'Organiser' });
    const organiser = { id: admin.user.id };
    const zone = 'UTC';
    const early = await build.tournament({
      admin: organiser,
      name: 'Starts tomorrow',
      timeZone: zone,
      startDate: dayIn(zone, 1),
      endDate: dayIn(zone, 2),
    });
    const late = await build.tournament({
      admin: organiser,
      name: 'Ended yesterday',
      timeZone: zone,
      startDate: dayIn(zone, -2),
      endDate: dayIn(zone, -1),
    });
    const [home, away] = [await build.team(), await build.team()];
    const kickOff = await build.fixture({ tournament: early, home, away });
    const overtime = await build.fixture({ tournament: late, home, away });
    const lists = async () => ({
      past: await namesIn('past'),
      current: await namesIn('current'),
      future: await namesIn('future'),
    });
    const setStatus = async (fixtureId: string, status: string) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/fixture/update/${fixtureId}`,
        headers: bearer(admin.accessToken),
        payload: { status },
      });
      expect(response.statusCode).toBe(200);
    };
    const playing = async (id: string) => (await get(`/api/tournaments/all/${id}`)).json().data.playing;

    // Read once first, so that a list kept from before the kick-off would show.
    expect(await lists()).toEqual({ past: ['Ended yesterday'], current: [], future: ['Starts tomorrow'] });
    expect(await playing(early.id)).toBe(false);

    // Kicked off on the tracker, a day early: its log moves the fixture on.
    const start = { fixtureId: kickOff.id, entry: { id: randomUUID(), at: Date.now(), kind: 'CLOCK_START' } };
    const logged = await sendWrite(t.app, admin.accessToken, 'POST', '/api/matchLog/entry', start, start.entry.id);
    expect(logged.statusCode).toBe(201);
    expect(await lists()).toEqual({ past: ['Ended yesterday'], current: ['Starts tomorrow'], future: [] });
    await setStatus(overtime.id, 'SECOND_HALF');
    expect(await lists()).toEqual({ past: [], current: ['Ended yesterday', 'Starts tomorrow'], future: [] });
    expect(await playing(early.id)).toBe(true);
    const current = (await get('/api/tournaments/current')).json().data as { playing: boolean }[];
    expect(current.map((row) => row.playing)).toEqual([true, true]);

    await setStatus(kickOff.id, 'FULL_TIME');
    await setStatus(overtime.id, 'FULL_TIME');
    expect(await lists()).toEqual({ past: ['Ended yesterday'], current: [], future: ['Starts tomorrow'] });
    expect(await playing(early.id)).toBe(false);
  });

  it('keeps working with a zone the database does not know (US/Pacific-New passes the check on create)', async () => {
    const zone = 'US/Pacific-New'; // Intl knows it (as Los Angeles); PostgreSQL's zone list dropped it
    await build.tournament({
      timeZone: zone,
      name: 'Old zone, on today',
      startDate: dayIn(zone),
      endDate: dayIn(zone),
    });
    await build.tournament({
      timeZone: zone,
      name: 'Old zone, to come',
      startDate: dayIn(zone, 1),
      endDate: dayIn(zone, 2),
    });
    const mars = { timeZone: 'Mars/Olympus', startDate: dayIn('UTC', -3), endDate: dayIn('UTC', -2) };
    await build.tournament({ ...mars, name: 'Unknown zone, counted as UTC' });
    expect(await namesIn('past')).toEqual(['Unknown zone, counted as UTC']);
    expect(await namesIn('current')).toEqual(['Old zone, on today']);
    expect(await namesIn('future')).toEqual(['Old zone, to come']);
  });

  it('answers every summary field, and empty lists when there are no tournaments', async () => {
    for (const period of ['past', 'current', 'future']) {
      expect((await get(`/api/tournaments/${period}`)).json()).toEqual({ status: 'success', data: [] });
    }
    const admin = await build.user();
    const cup = await build.tournament({ admin, timeZone: 'Asia/Kolkata', logo: 'data:image/png;base64,AA==' });
    expect((await get('/api/tournaments/current')).json().data).toEqual([
      {
        id: cup.id,
        name: cup.name,
        description: cup.description,
        logo: 'data:image/png;base64,AA==',
        startDate: cup.startDate,
        endDate: cup.endDate,
        timeZone: 'Asia/Kolkata',
        adminId: admin.id,
        playing: false,
      },
    ]);
  });
});

describe('GET /api/tournaments/all/{id}', () => {
  async function league(adminId: string) {
    const [home, away, idle, outsider] = [
      await build.team({ name: 'Riverside Rovers' }),
      await build.team({ name: 'Kochi Strikers' }),
      await build.team({ name: 'anchor athletic' }),
      await build.team({ name: 'Not Entered FC' }),
    ];
    const cup = await build.tournament({ admin: { id: adminId }, teams: [home, away, idle] });
    const first = await build.fixture({
      tournament: cup,
      home,
      away,
      status: 'FULL_TIME',
      homeScore: 2,
      awayScore: 1,
      date: new Date('2026-03-01T10:00:00Z'),
      matchType: 'Knockout',
    });
    const second = await build.fixture({
      tournament: cup,
      home: away,
      away: idle,
      date: new Date('2026-03-08T10:00:00Z'),
    });
    const elsewhere = await build.tournament({ admin: { id: adminId }, teams: [home, outsider] });
    await build.fixture({ tournament: elsewhere, home, away: outsider });
    return { cup, home, away, idle, first, second };
  }

  it('answers the tournament with its teams and its fixtures, both team names on each', async () => {
    const admin = await build.user();
    const { cup, home, away, idle, first, second } = await league(admin.id);
    const response = await get(`/api/tournaments/all/${cup.id}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id: cup.id, name: cup.name, adminId: admin.id, timeZone: 'UTC', isAdmin: false });
    expect(data.teams).toEqual(
      [idle, away, home].map((team) => ({ id: team.id, name: team.name, logo: null })), // by name, ignoring case
    );
    const ref = (team: typeof home) => ({ id: team.id, name: team.name, logo: null });
    expect(data.fixtures).toEqual([
      {
        id: first.id,
        tournamentId: cup.id,
        timeZone: 'UTC',
        matchType: 'Knockout',
        date: '2026-03-01T10:00:00.000Z',
        venue: 'Main Arena',
        status: 'FULL_TIME',
        homeTeamId: home.id,
        awayTeamId: away.id,
        homeTeam: ref(home),
        awayTeam: ref(away),
        homeScore: 2,
        awayScore: 1,
        homePenaltyScore: null,
        awayPenaltyScore: null,
        extraTime: false,
        shootout: false,
        clock: null,
        stage: null,
        bracketMatch: null,
      },
      expect.objectContaining({
        id: second.id,
        matchType: 'League',
        status: 'SCHEDULED',
        homeTeam: ref(away),
        awayTeam: ref(idle),
      }),
    ]);
  });

  it('answers every viewer alike, token or not: organiserIds says who runs it', async () => {
    const admin = await signUp(t.app, t.sms, { name: 'Organiser' });
    const other = await signUp(t.app, t.sms, { name: 'Someone Else' });
    const { cup } = await league(admin.user.id);
    const answer = async (headers: Record<string, string>) => {
      const response = await get(`/api/tournaments/all/${cup.id}`, headers);
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const visitor = await answer({});
    expect(JSON.parse(visitor).data.organiserIds).toEqual([admin.user.id]);
    for (const headers of [
      bearer(other.accessToken),
      { authorization: 'Bearer not.a.token' },
      bearer(admin.accessToken),
    ])
      expect(await answer(headers)).toBe(visitor);
  });

  it('answers 400 for a malformed id and 404 for an unknown one, in the envelope', async () => {
    expectError(await get('/api/tournaments/all/not-a-uuid'), 400, 'Tournament id must be a valid id.');
    expectError(await get('/api/tournaments/all/12345'), 400, 'Tournament id must be a valid id.');
    expectError(await get(`/api/tournaments/all/${randomUUID()}`), 404, m.tournamentNotFound);
  });
});
