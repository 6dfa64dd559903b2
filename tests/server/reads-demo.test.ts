import { eq, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_DEMO_PASSWORD } from '../../src/server/config';
import { DEMO_ORGANISER, isEmpty, seedDemo } from '../../src/server/db/demo/seed';
import { fixtures, teamMembers, teams, tournaments } from '../../src/server/db/schema';
import { matchLineups } from '../../src/server/services/match-log/lineups';
import { minuteAt, replay, type TrackerEntry } from '../../src/shared/domain/match-tracker';
import { bearer, postAuth } from '../support/auth-flow';
import { createTestApp, resetDatabase, type TestApp } from '../support/test-app';

type Event = {
  type: string;
  teamId: string | null;
  penaltyOutcome: string | null;
  isShootout: boolean;
  minute: number;
};
type Fixture = {
  id: string;
  status: string;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number;
  awayScore: number;
};

let t: TestApp;
/** West of UTC, where a tournament's days and UTC's differ for part of every day. */
const ZONE = 'America/Los_Angeles';
const seededAt = new Date();
// Seeding hashes a password and writes hundreds of rows: once for the whole file, read-only afterwards.
beforeAll(async () => {
  t = await createTestApp();
  await resetDatabase(t);
  expect(await isEmpty(t.db)).toBe(true);
  await seedDemo(t.db, ZONE, PUBLISHED_DEMO_PASSWORD, seededAt);
});
afterAll(() => t.app.close());

async function data(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The score the events imply: goals and scored in-match penalties for the team, own goals for the other. */
function scoreOf(fixture: Fixture, events: Event[]) {
  const score = { homeScore: 0, awayScore: 0 };
  for (const e of events) {
    const home = e.teamId === fixture.homeTeamId;
    const scored = e.type === 'GOAL' || (e.type === 'PENALTY' && e.penaltyOutcome === 'SCORED' && !e.isShootout);
    if (scored) score[home ? 'homeScore' : 'awayScore'] += 1;
    if (e.type === 'OWN_GOAL') score[home ? 'awayScore' : 'homeScore'] += 1;
  }
  return score;
}

describe('the demo seed', () => {
  it('is seeded only into an empty database: isEmpty is false afterwards', async () => {
    expect(await isEmpty(t.db)).toBe(false);
  });

  it('has exactly one past, one current and one future tournament', async () => {
    const [past, current, future] = [
      await data('/api/tournaments/past'),
      await data('/api/tournaments/current'),
      await data('/api/tournaments/future'),
    ];
    expect([past.length, current.length, future.length]).toEqual([1, 1, 1]);
    for (const tournament of [...past, ...current, ...future]) expect(tournament.timeZone).toBe(ZONE);
  });

  it('has 8 teams, each with 15 members', async () => {
    const list = await data('/api/teams/all');
    expect(list).toHaveLength(8);
    for (const team of list) expect((await data(`/api/teams/all/${team.id}`)).members).toHaveLength(15);
    const memberships = await t.db
      .select({ id: teams.id, members: teamMembers.userId })
      .from(teams)
      .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id));
    expect(memberships).toHaveLength(8 * 15);
  });

  it('has a match in its SECOND_HALF, with lineups and events', async () => {
    const [summary] = await data('/api/tournaments/current');
    const current = await data(`/api/tournaments/all/${summary.id}`);
    const live = (current.fixtures as Fixture[]).filter((f) => f.status === 'SECOND_HALF');
    expect(live).toHaveLength(1);
    const fixture = await data(`/api/fixture/all/${live[0]?.id}`);
    expect(fixture.homeTeam.lineups).toHaveLength(1);
    expect(fixture.awayTeam.lineups).toHaveLength(1);
    const { matchEvents } = await data(`/api/matchEvent/fixture/${live[0]?.id}`);
    expect(matchEvents.length).toBeGreaterThan(0);
    expect(Math.max(...matchEvents.map((e: Event) => e.minute))).toBeLessThanOrEqual(55);
  });

  it("keeps its live match as the tracker's log, which replays to the stored score in the 55th minute", async () => {
    const [live] = await t.db.select().from(fixtures).where(eq(fixtures.status, 'SECOND_HALF'));
    if (!live) throw new Error('no live demo match');
    const login = await postAuth(t.app, 'login', { ...DEMO_ORGANISER, password: PUBLISHED_DEMO_PASSWORD });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/matchLog/fixture/${live.id}?after=0`,
      headers: bearer(login.json().data.accessToken),
    });
    expect(read.statusCode).toBe(200);
    const entries = (read.json().data.entries as { entry: TrackerEntry }[]).map((row) => row.entry);
    const state = replay(await matchLineups(t.db, live), entries);
    expect(state.rejected).toEqual([]);
    expect(state.stage).toBe('Second Half');
    expect(minuteAt(state.clock, seededAt.getTime())).toBe(55);
    expect(state.score).toMatchObject({ homeScore: live.homeScore, awayScore: live.awayScore });
    const { matchEvents } = await data(`/api/matchEvent/fixture/${live.id}`);
    expect(matchEvents.map((e: { id: string }) => e.id).sort()).toEqual(state.events.map((e) => e.id).sort());
  });

  it('stores on every FULL_TIME fixture the score its events imply', async () => {
    const finished = await t.db.select().from(fixtures).where(eq(fixtures.status, 'FULL_TIME'));
    expect(finished.length).toBeGreaterThan(0);
    let goals = 0;
    for (const fixture of finished) {
      const { matchEvents } = await data(`/api/matchEvent/fixture/${fixture.id}`);
      const implied = scoreOf(fixture, matchEvents);
      expect({ id: fixture.id, homeScore: fixture.homeScore, awayScore: fixture.awayScore }).toEqual({
        id: fixture.id,
        ...implied,
      });
      goals += implied.homeScore + implied.awayScore;
    }
    expect(goals).toBeGreaterThan(0);
  });

  it('kicks every match but the live one off at a round time in its zone, never two of a tournament at once', async () => {
    const kickOffs = await t.db
      .select({ tournamentId: fixtures.tournamentId, date: fixtures.date })
      .from(fixtures)
      .where(ne(fixtures.status, 'SECOND_HALF'));
    const times = kickOffs.map((f) => DateTime.fromJSDate(f.date, { zone: ZONE }).toFormat('HH:mm'));
    for (const time of times) expect(['10:00', '12:30', '15:00', '17:30']).toContain(time);
    const instants = kickOffs.map((f) => `${f.tournamentId} ${f.date.toISOString()}`);
    expect(new Set(instants).size).toBe(instants.length);
  });

  it("plays every match on one of its tournament's days, counted in the tournament's zone", async () => {
    const rows = await t.db
      .select({ date: fixtures.date, startDate: tournaments.startDate, endDate: tournaments.endDate })
      .from(fixtures)
      .innerJoin(tournaments, eq(tournaments.id, fixtures.tournamentId));
    for (const row of rows) {
      const day = DateTime.fromJSDate(row.date, { zone: ZONE }).toISODate() as string;
      expect({ day, within: day >= row.startDate && day <= row.endDate }).toEqual({ day, within: true });
    }
  });

  it("lists in each played tournament's Golden Gloves every goalkeeper who played, clean sheets first", async () => {
    for (const period of ['past', 'current']) {
      const [summary] = await data(`/api/tournaments/${period}`);
      const { goldenGlove } = await data(`/api/leaderboard/awards/${summary.id}`);
      expect(goldenGlove.length, period).toBeGreaterThanOrEqual(2);
      for (const row of goldenGlove) expect(row.matchesInGoal).toBeGreaterThan(0);
      const sheets = goldenGlove.map((row: { cleanSheets: number }) => row.cleanSheets);
      expect(sheets).toEqual([...sheets].sort((a, b) => b - a));
    }
  });

  it('gives standings that count only the finished matches of each tournament', async () => {
    for (const period of ['past', 'current']) {
      const [summary] = await data(`/api/tournaments/${period}`);
      const tournament = await data(`/api/tournaments/all/${summary.id}`);
      const table = await data(`/api/leaderboard/standings/${tournament.id}`);
      const finished = (tournament.fixtures as Fixture[]).filter((f) => f.status === 'FULL_TIME');
      expect(table.reduce((sum: number, row: { played: number }) => sum + row.played, 0)).toBe(2 * finished.length);
      const scored = finished.reduce((sum, f) => sum + f.homeScore + f.awayScore, 0);
      expect(table.reduce((sum: number, row: { goalsFor: number }) => sum + row.goalsFor, 0)).toBe(scored);
    }
  });
});
