import { eq, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_DEMO_PASSWORD } from '../../src/server/config';
import { DEMO_ORGANISER, demoSignIn, isEmpty, seedDemo } from '../../src/server/db/demo/seed';
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

/** The tournament's one match in its second half has both lineups and events up to the 55th minute. */
async function expectLiveMatch(tournamentId: string) {
  const tournament = await data(`/api/tournaments/all/${tournamentId}`);
  const live = (tournament.fixtures as Fixture[]).filter((f) => f.status === 'SECOND_HALF');
  expect(live).toHaveLength(1);
  const fixture = await data(`/api/fixture/all/${live[0]?.id}`);
  expect(fixture.homeTeam.lineups).toHaveLength(1);
  expect(fixture.awayTeam.lineups).toHaveLength(1);
  const { matchEvents } = await data(`/api/matchEvent/fixture/${live[0]?.id}`);
  expect(matchEvents.length).toBeGreaterThan(0);
  expect(Math.max(...matchEvents.map((e: Event) => e.minute))).toBeLessThanOrEqual(55);
}

/** A live match's log replays without a refusal to its stored score, at the 55th minute when seeded. */
async function expectLiveLog(live: typeof fixtures.$inferSelect) {
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
}

type Group = { name: string; complete: boolean; rows: unknown[] };
type Slot = { team: { id: string } | null; label: string };
type Round = {
  name: string;
  matches: {
    fixtureId: string | null;
    status: string | null;
    result: string | null;
    winnerTeamId: string | null;
    home: Slot;
    away: Slot;
  }[];
};

/** The competition format of the demo tournament of that name in that period's list. */
async function competitionOf(period: string, name: string) {
  const summary = (await data(`/api/tournaments/${period}`)).find((t: { name: string }) => t.name === name);
  return (await data(`/api/tournaments/all/${summary.id}`)).competition;
}

describe('the demo seed', () => {
  it('prints how to sign in as the organiser: the number as typed in India signs in, elsewhere the whole number', async () => {
    expect(demoSignIn('IN', 'pw')).toBe('sign in with phone 9000000000 (the form adds +91) and password pw');
    expect(demoSignIn('GB', 'pw')).toBe('sign in with phone +919000000000 and password pw');
    const typed = { phoneNumber: '9000000000', password: PUBLISHED_DEMO_PASSWORD };
    expect((await postAuth(t.app, 'login', typed)).statusCode).toBe(200);
  });

  it('is seeded only into an empty database: isEmpty is false afterwards', async () => {
    expect(await isEmpty(t.db)).toBe(false);
  });

  it('has two past tournaments, two current and one future, by name', async () => {
    const [past, current, future] = [
      await data('/api/tournaments/past'),
      await data('/api/tournaments/current'),
      await data('/api/tournaments/future'),
    ];
    const names = (list: { name: string }[]) => list.map((t) => t.name).sort();
    expect([names(past), names(current), names(future)]).toEqual([
      ['Coastal Cup', 'Monsoon Cup'],
      ['City League', 'Lagoon Trophy'],
      ['Winter Shield'],
    ]);
    for (const tournament of [...past, ...current, ...future]) expect(tournament.timeZone).toBe(ZONE);
  });

  it('has 12 teams, each with 15 members', async () => {
    const list = await data('/api/teams/all');
    expect(list).toHaveLength(12);
    for (const team of list) expect((await data(`/api/teams/all/${team.id}`)).members).toHaveLength(15);
    const memberships = await t.db
      .select({ id: teams.id, members: teamMembers.userId })
      .from(teams)
      .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id));
    expect(memberships).toHaveLength(12 * 15);
  });

  it('has a match in its SECOND_HALF in each current tournament, with lineups and events', async () => {
    for (const summary of await data('/api/tournaments/current')) await expectLiveMatch(summary.id);
  });

  it("keeps its live matches as the tracker's log, which replays to the stored score in the 55th minute", async () => {
    const live = await t.db.select().from(fixtures).where(eq(fixtures.status, 'SECOND_HALF'));
    expect(live).toHaveLength(2);
    for (const fixture of live) await expectLiveLog(fixture);
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
    for (const summary of [...(await data('/api/tournaments/past')), ...(await data('/api/tournaments/current'))]) {
      const period = summary.name;
      const { goldenGlove } = await data(`/api/leaderboard/awards/${summary.id}`);
      expect(goldenGlove.length, period).toBeGreaterThanOrEqual(2);
      for (const row of goldenGlove) expect(row.matchesInGoal).toBeGreaterThan(0);
      const sheets = goldenGlove.map((row: { cleanSheets: number }) => row.cleanSheets);
      expect(sheets).toEqual([...sheets].sort((a, b) => b - a));
    }
  });

  it('gives standings that count only the finished League matches of each tournament', async () => {
    for (const summary of [...(await data('/api/tournaments/past')), ...(await data('/api/tournaments/current'))]) {
      const tournament = await data(`/api/tournaments/all/${summary.id}`);
      const table = await data(`/api/leaderboard/standings/${tournament.id}`);
      // The Coastal Cup's bracket matches are Knockout: they stay out of the table.
      const finished = (tournament.fixtures as (Fixture & { matchType: string })[]).filter(
        (f) => f.status === 'FULL_TIME' && f.matchType === 'League',
      );
      expect(table.reduce((sum: number, row: { played: number }) => sum + row.played, 0)).toBe(2 * finished.length);
      const scored = finished.reduce((sum, f) => sum + f.homeScore + f.awayScore, 0);
      expect(table.reduce((sum: number, row: { goalsFor: number }) => sum + row.goalsFor, 0)).toBe(scored);
    }
  });

  it('has a finished tournament in groups then a knockout: every group complete, every bracket match decided', async () => {
    const competition = await competitionOf('past', 'Coastal Cup');
    expect(competition.groups.map((g: Group) => [g.name, g.complete, g.rows.length])).toEqual([
      ['A', true, 4],
      ['B', true, 4],
      ['C', true, 4],
    ]);
    const rounds = competition.bracket.rounds as Round[];
    expect(rounds.map((r) => [r.name, r.matches.length])).toEqual([
      ['Quarter-finals', 4],
      ['Semi-finals', 2],
      ['Third-place match', 1],
      ['Final', 1],
    ]);
    const matches = rounds.flatMap((r) => r.matches);
    for (const match of matches) {
      expect(match).toMatchObject({ status: 'FULL_TIME', winnerTeamId: expect.any(String) });
      expect([match.home.team?.id, match.away.team?.id]).toContain(match.winnerTeamId);
    }
    const results = matches.map((m) => m.result);
    expect(results.filter((r) => r?.includes('(a.e.t.)') && !r.includes('penalties')).length).toBeGreaterThan(0);
    expect(results.filter((r) => r?.includes('on penalties')).length).toBeGreaterThan(0);
  });

  it('has a tournament in its quarter-finals now: groups complete, one quarter-final live, later rounds placeholders', async () => {
    const competition = await competitionOf('current', 'Lagoon Trophy');
    expect(competition.groups.every((g: Group) => g.complete)).toBe(true);
    const [quarterFinals, ...later] = competition.bracket.rounds as Round[];
    const qf = quarterFinals?.matches ?? [];
    expect(qf.map((m) => m.status)).toEqual(['FULL_TIME', 'FULL_TIME', 'SECOND_HALF', 'SCHEDULED']);
    // The winners of the two quarter-finals played meet in the first semi-final, still to come.
    const [sf1, sf2, ...rest] = later.flatMap((r) => r.matches);
    expect(sf1).toMatchObject({ status: 'SCHEDULED', home: { team: { id: qf[0]?.winnerTeamId } } });
    expect(sf1?.away.team?.id).toBe(qf[1]?.winnerTeamId);
    expect(sf2).toMatchObject({ fixtureId: null, home: { team: null, label: 'Winner of QF3' } });
    for (const match of rest) expect(match).toMatchObject({ fixtureId: null, away: { team: null } });
  });

  // Last: it seeds the demo again.
  it('is the same demo every time it is seeded: the same groups, tables and bracket results', async () => {
    const outline = async () => {
      const competition = await competitionOf('past', 'Coastal Cup');
      return {
        groups: competition.groups.map((g: Group) =>
          (g.rows as { team: { name: string }; points: number }[]).map((row) => `${row.team.name} ${row.points}`),
        ),
        results: (competition.bracket.rounds as Round[]).flatMap((r) => r.matches.map((m) => m.result)),
      };
    };
    const first = await outline();
    await resetDatabase(t);
    await seedDemo(t.db, ZONE, PUBLISHED_DEMO_PASSWORD, seededAt);
    expect(await outline()).toEqual(first);
  });
});
