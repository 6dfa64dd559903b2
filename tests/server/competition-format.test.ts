import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitionFormats, fixtures, tournamentOrganisers } from '../../src/server/db/schema';
import { formatMessages } from '../../src/shared/domain/formats';
import { messages } from '../../src/shared/messages';
import { expectError } from '../support/auth-flow';
import { competitionTournament, knockoutFixture, schedule, stageFixtures } from '../support/competition-world';
import { dayIn } from '../support/fixtures-builder';
import type { TestApp } from '../support/test-app';
import { call, freshWriteWorldEachTest, tableRows, type WriteWorld } from '../support/write-world';

let t: TestApp;
let w: WriteWorld;
freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

const setFormat = (tournamentId: string, body: object, token = w.owner.accessToken) =>
  call(t.app, 'POST', `/api/tournaments/${tournamentId}/format`, token, { schedule, ...body });

const GROUPS_OF_FOUR = { kind: 'groups-knockout', rounds: 1, advance: 2, thirdPlace: true } as const;

/** When a bracket match is to kick off, as the format stored it for the fixture written once its teams are known. */
async function bracketMatchDay(tournamentId: string, matchId: string) {
  const [row] = await t.db
    .select({ knockoutDays: competitionFormats.knockoutDays })
    .from(competitionFormats)
    .where(eq(competitionFormats.tournamentId, tournamentId));
  return (row?.knockoutDays as Record<string, { date: string }> | undefined)?.[matchId]?.date;
}

describe('POST /api/tournaments/{id}/format', () => {
  it('writes a league: every pair once, on consecutive days', async () => {
    const { tournament, ids } = await competitionTournament(w, 4);
    const answer = await setFormat(tournament.id, { format: { kind: 'league', rounds: 1 } });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toEqual({ groups: [], bracketMatches: [] });
    const written = await stageFixtures(t.db, tournament.id);
    expect(written).toHaveLength(6);
    expect(new Set(written.map((f) => f.stage))).toEqual(new Set(['league']));
    const pairs = new Set(written.map((f) => [f.homeTeamId, f.awayTeamId].sort().join()));
    expect(pairs.size).toBe(6);
    expect(written.every((f) => ids.includes(f.homeTeamId) && f.venue === 'North Pitch')).toBe(true);
    expect(new Set(written.map((f) => f.date.toISOString().slice(0, 10))).size).toBe(3);
  });

  it('writes 3 groups of 4 and a bracket of quarter-finals for the top two and the 2 best thirds', async () => {
    const { tournament, ids } = await competitionTournament(w, 12);
    const groups = [ids.slice(0, 4), ids.slice(4, 8), ids.slice(8)].map((teamIds) => ({ teamIds }));
    const answer = await setFormat(tournament.id, { format: GROUPS_OF_FOUR, groups });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toEqual({
      groups: [
        { name: 'A', teamIds: ids.slice(0, 4) },
        { name: 'B', teamIds: ids.slice(4, 8) },
        { name: 'C', teamIds: ids.slice(8) },
      ],
      bracketMatches: ['QF1', 'QF2', 'QF3', 'QF4', 'SF1', 'SF2', '3P', 'F'],
    });
    const written = await stageFixtures(t.db, tournament.id);
    expect(written).toHaveLength(18);
    expect(written.filter((f) => f.stage === 'A')).toHaveLength(6);
    // No knockout fixture before its teams are known.
    expect(written.some((f) => f.bracketMatch !== null)).toBe(false);
  });

  it("spaces a day's kick-offs on one pitch: each matchday's and each round's matches minutes apart, in order", async () => {
    const { tournament, ids } = await competitionTournament(w, 8);
    const groups = [ids.slice(0, 4), ids.slice(4)].map((teamIds) => ({ teamIds }));
    const answer = await setFormat(tournament.id, {
      format: GROUPS_OF_FOUR,
      groups,
      schedule: { ...schedule, time: '09:30', minutesBetween: 75 },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const written = await stageFixtures(t.db, tournament.id);
    const localTime = (date: Date) =>
      date.toLocaleTimeString('en-GB', { timeZone: tournament.timeZone, hour: '2-digit', minute: '2-digit' });
    const byDay = new Map<string, string[]>();
    for (const f of written) {
      const day = f.date.toLocaleDateString('en-CA', { timeZone: tournament.timeZone });
      byDay.set(day, [...(byDay.get(day) ?? []), localTime(f.date)]);
    }
    expect(byDay.size).toBe(3);
    for (const times of byDay.values()) expect(times.sort()).toEqual(['09:30', '10:45', '12:00', '13:15']);
    const [sf1, sf2] = await Promise.all(['SF1', 'SF2'].map((id) => bracketMatchDay(tournament.id, id)));
    expect([localTime(new Date(sf1 as string)), localTime(new Date(sf2 as string))]).toEqual(['09:30', '10:45']);

    // Without minutes between, a day's matches all kick off together, as before.
    const together = await setFormat(tournament.id, { format: GROUPS_OF_FOUR, groups, confirm: true });
    expect(together.statusCode, together.body).toBe(201);
    const again = await stageFixtures(t.db, tournament.id);
    expect(new Set(again.map((f) => localTime(f.date)))).toEqual(new Set(['10:00']));
  });

  it('draws the groups from a seed: the same seed, the same groups', async () => {
    const { tournament } = await competitionTournament(w, 12);
    const body = { format: GROUPS_OF_FOUR, groupCount: 3, seed: 7 };
    const first = (await setFormat(tournament.id, body)).json().data.groups;
    const again = await setFormat(tournament.id, { ...body, confirm: true });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.groups).toEqual(first);
    expect(first.map((g: { teamIds: string[] }) => g.teamIds.length)).toEqual([4, 4, 4]);
  });

  it('writes a knockout with byes: the first round at once, the rest once its teams are known', async () => {
    const { tournament, ids } = await competitionTournament(w, 6);
    const answer = await setFormat(tournament.id, { format: { kind: 'knockout', thirdPlace: false }, seeds: ids });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.bracketMatches).toEqual(['QF1', 'QF2', 'SF1', 'SF2', 'F']);
    // Seeds 1 and 2 have byes; 4 v 5 and 3 v 6 play first.
    const qf1 = await knockoutFixture(t.db, tournament.id, 'QF1');
    const qf2 = await knockoutFixture(t.db, tournament.id, 'QF2');
    expect([qf1?.homeTeamId, qf1?.awayTeamId]).toEqual([ids[3], ids[4]]);
    expect([qf2?.homeTeamId, qf2?.awayTeamId]).toEqual([ids[2], ids[5]]);
    const read = (await call(t.app, 'GET', `/api/fixture/all/${qf1?.id}`)).json().data;
    expect(read).toMatchObject({ matchType: 'Knockout', stage: 'knockout', bracketMatch: 'QF1' });
    expect(await knockoutFixture(t.db, tournament.id, 'SF1')).toBeUndefined();
  });

  it('lets a co-organiser set it, and refuses a stranger and a signed-out caller', async () => {
    const { tournament } = await competitionTournament(w, 4);
    const body = { format: { kind: 'league', rounds: 2 } };
    expectError(await setFormat(tournament.id, body, w.other.accessToken), 403, messages.server.notTournamentAdmin);
    expect((await setFormat(tournament.id, body, '')).statusCode).toBe(401);
    await t.db.insert(tournamentOrganisers).values({
      tournamentId: tournament.id,
      userId: w.other.user.id,
      addedBy: w.owner.user.id,
    });
    const answer = await setFormat(tournament.id, body, w.other.accessToken);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await stageFixtures(t.db, tournament.id)).toHaveLength(12);
  });

  it('answers bad input with a 400 that says why, and writes nothing', async () => {
    const { tournament, ids } = await competitionTournament(w, 12);
    const before = await tableRows(t.db);
    const cases: [object, string][] = [
      [
        { format: GROUPS_OF_FOUR, groups: [{ teamIds: ids.slice(0, 2) }, { teamIds: ids.slice(2) }] },
        formatMessages.problems.groupSize,
      ],
      [
        { format: GROUPS_OF_FOUR, groups: [{ teamIds: ids.slice(0, 4) }, { teamIds: ids.slice(4, 8) }] },
        formatMessages.problems.groupTeams,
      ],
      [{ format: GROUPS_OF_FOUR }, formatMessages.changes.groupsNeeded],
      [{ format: { ...GROUPS_OF_FOUR, advance: 3, bestPlaced: 9 }, groupCount: 3 }, formatMessages.problems.bestPlaced],
      [{ format: { kind: 'knockout', thirdPlace: true }, seeds: ids.slice(1) }, formatMessages.changes.seeds],
      [
        { format: { kind: 'league', rounds: 2 }, schedule: { ...schedule, daysBetween: 5 } },
        formatMessages.changes.schedule,
      ],
      [
        { format: { kind: 'league', rounds: 1 }, schedule: { ...schedule, firstDay: dayIn('Europe/London', -5) } },
        formatMessages.changes.schedule,
      ],
      [
        { format: { kind: 'league', rounds: 1 }, schedule: { ...schedule, time: '20:00', minutesBetween: 150 } },
        formatMessages.changes.pastMidnight,
      ],
      [
        { format: { kind: 'league', rounds: 1 }, schedule: { ...schedule, minutesBetween: 241 } },
        'Minutes between kick-offs must be at most 240.',
      ],
      [{ format: { kind: 'cup' } }, 'Format kind must be one of league, groups-knockout, knockout.'],
      [{ format: { kind: 'league', rounds: 3 } }, 'Rounds must be 1 (once) or 2 (home and away).'],
    ];
    for (const [body, message] of cases) expectError(await setFormat(tournament.id, body), 400, message);
    expect(await tableRows(t.db)).toEqual(before);
  });

  it("keeps a format's matches and teams: no deleting its fixtures, no withdrawing a team in a group", async () => {
    const { tournament, ids } = await competitionTournament(w, 12);
    const groups = [ids.slice(0, 4), ids.slice(4, 8), ids.slice(8)].map((teamIds) => ({ teamIds }));
    expect((await setFormat(tournament.id, { format: GROUPS_OF_FOUR, groups })).statusCode).toBe(201);
    const [first] = await stageFixtures(t.db, tournament.id);
    const before = await tableRows(t.db);
    const deleted = await call(t.app, 'DELETE', `/api/fixture/delete/${first?.id}`, w.owner.accessToken);
    expectError(deleted, 409, formatMessages.changes.fixtureInFormat);
    const withdrawn = await call(t.app, 'POST', `/api/teams/${ids[0]}/withdraw`, w.owner.accessToken, {
      tournamentId: tournament.id,
    });
    expectError(withdrawn, 409, formatMessages.changes.teamInFormat('T1'));
    expect(await tableRows(t.db)).toEqual(before);
  });

  it('asks before replacing fixtures, then deletes only the unplayed ones', async () => {
    const { tournament, teams } = await competitionTournament(w, 4);
    const [a, b, c] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0]];
    const played = await w.build.fixture({ tournament, home: a, away: b, status: 'FULL_TIME' });
    await w.build.fixture({ tournament, home: b, away: c });
    const before = await tableRows(t.db);
    const body = { format: { kind: 'league', rounds: 1 } };
    expectError(
      await setFormat(tournament.id, body),
      409,
      `${formatMessages.changes.replaceWhat(1, 1)} ${formatMessages.changes.confirmHint}`,
    );
    expect(await tableRows(t.db)).toEqual(before);
    expect((await setFormat(tournament.id, { ...body, confirm: true })).statusCode).toBe(201);
    const all = await t.db.select().from(fixtures).where(eq(fixtures.tournamentId, tournament.id));
    expect(all).toHaveLength(7);
    expect(all.find((f) => f.id === played.id)).toMatchObject({ status: 'FULL_TIME', stage: null });
  });
});
