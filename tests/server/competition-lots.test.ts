import { describe, expect, it } from 'vitest';
import { tournamentOrganisers } from '../../src/server/db/schema';
import { formatMessages, tieBreakCriteria } from '../../src/shared/domain/formats';
import { messages } from '../../src/shared/messages';
import { expectError } from '../support/auth-flow';
import { competitionTournament, knockoutFixture, setFormat, stageFixtures } from '../support/competition-world';
import type { TestApp } from '../support/test-app';
import { call, freshWriteWorldEachTest, tableRows, type WriteWorld } from '../support/write-world';

let t: TestApp;
let w: WriteWorld;
freshWriteWorldEachTest((app, world) => {
  t = app;
  w = world;
});

type Cup = Awaited<ReturnType<typeof competitionTournament>>;

/** 8 teams T1…T8 in groups A (T1–T4) and B (T5–T8); each group's winner goes to the final. */
async function twoGroupCup(): Promise<Cup> {
  const cup = await competitionTournament(w, 8);
  await setFormat(t.app, w, cup, { groups: [cup.ids.slice(0, 4), cup.ids.slice(4)], advance: 1 });
  return cup;
}

/** Group A's scores by pairing (team numbers): T1 and T2 end on 6 points; T1 has the better goal difference, T2 beat T1. */
const GROUP_A: Record<string, [number, number]> = {
  '2-1': [1, 0],
  '1-3': [5, 0],
  '1-4': [1, 0],
  '3-2': [1, 0],
  '2-4': [1, 0],
  '4-3': [1, 0],
};

/** Plays group A as GROUP_A says and every match of group B 0–0, so B's four teams are level on everything. */
async function playGroups(cup: Cup, { leaveLastOfB = false } = {}) {
  const number = (id: string) => cup.ids.indexOf(id) + 1;
  const stages = await stageFixtures(t.db, cup.tournament.id);
  const groupB = stages.filter((f) => f.stage === 'B');
  for (const f of stages.filter((s) => s.stage === 'A')) {
    const [home, away] = [number(f.homeTeamId), number(f.awayTeamId)];
    const straight = GROUP_A[`${home}-${away}`];
    const [homeScore, awayScore] = straight ?? ([...(GROUP_A[`${away}-${home}`] ?? [])].reverse() as [number, number]);
    await played(f.id, homeScore, awayScore);
  }
  for (const f of leaveLastOfB ? groupB.slice(0, -1) : groupB) await played(f.id, 0, 0);
}

async function played(fixtureId: string, homeScore: number, awayScore: number) {
  const body = { status: 'FULL_TIME', homeScore, awayScore };
  const answer = await call(t.app, 'PUT', `/api/fixture/update/${fixtureId}`, w.owner.accessToken, body);
  expect(answer.statusCode, answer.body).toBe(200);
}

const drawLots = (cup: Cup, body: object, token = w.owner.accessToken) =>
  call(t.app, 'POST', `/api/tournaments/${cup.tournament.id}/format/lots`, token, body);

const setTieBreak = (cup: Cup, body: object, token = w.owner.accessToken) =>
  call(t.app, 'PUT', `/api/tournaments/${cup.tournament.id}/format/tie-break`, token, body);

type Row = { position: number; team: { name: string }; decidedBy: string | null; byLots: boolean };

async function groupsRead(cup: Cup) {
  const read = (await call(t.app, 'GET', `/api/tournaments/all/${cup.tournament.id}`)).json().data;
  return read.competition.groups as { name: string; criteria: string[]; rows: Row[] }[];
}

const table = (rows: Row[]) => rows.map((r) => [r.team.name, r.decidedBy, r.byLots]);

const finalPair = async (cup: Cup) => {
  const final = await knockoutFixture(t.db, cup.tournament.id, 'F');
  return final && [final.homeTeamId, final.awayTeamId];
};

const coOrganise = (cup: Cup) =>
  t.db
    .insert(tournamentOrganisers)
    .values({ tournamentId: cup.tournament.id, userId: w.other.user.id, addedBy: w.owner.user.id });

describe('a drawing of lots', () => {
  it('orders the teams level on everything, shown as decided by lots, and the final takes the drawn winner', async () => {
    const cup = await twoGroupCup();
    const [, , , , t5, t6, t7, t8] = cup.ids as string[];
    await playGroups(cup);
    const [, before] = await groupsRead(cup);
    expect(table(before?.rows ?? [])).toEqual([
      ['T5', 'name', false],
      ['T6', 'name', false],
      ['T7', 'name', false],
      ['T8', null, false],
    ]);
    expect((await finalPair(cup))?.[1]).toBe(t5);

    const answer = await drawLots(cup, { group: 'B', teamIds: [t7, t5, t8, t6] });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ message: formatMessages.changes.lotsRecorded });
    const [, after] = await groupsRead(cup);
    expect(table(after?.rows ?? [])).toEqual([
      ['T7', 'lots', true],
      ['T5', 'lots', true],
      ['T8', 'lots', true],
      ['T6', null, true],
    ]);
    expect(await finalPair(cup)).toEqual([cup.ids[0], t7]);
  });

  it('is refused while the group is not complete, for teams not level, for other teams and for anyone but the admin', async () => {
    const cup = await twoGroupCup();
    const [t1, t2, , , t5, t6, t7, t8] = cup.ids as string[];
    await playGroups(cup, { leaveLastOfB: true });
    const before = await tableRows(t.db);
    expectError(
      await drawLots(cup, { group: 'B', teamIds: [t6, t5, t7, t8] }),
      409,
      formatMessages.changes.lotsIncomplete,
    );
    expectError(await drawLots(cup, { group: 'A', teamIds: [t2, t1] }), 400, formatMessages.changes.lotsNotLevel);
    expectError(await drawLots(cup, { group: 'D', teamIds: [t2, t1] }), 400, formatMessages.changes.unknownGroup('D'));
    expectError(
      await drawLots(cup, { group: 'best-placed', teamIds: [t2, t1] }),
      400,
      formatMessages.changes.noBestPlaced,
    );
    expect(await tableRows(t.db)).toEqual(before);

    await playGroups(cup);
    expectError(await drawLots(cup, { group: 'B', teamIds: [t6, t5] }), 400, formatMessages.changes.lotsNotLevel);
    expectError(
      await drawLots(cup, { group: 'B', teamIds: [t6, t5, t7, t1] }),
      400,
      formatMessages.changes.lotsNotLevel,
    );
    // A team named twice in place of another is no draw of the level teams.
    expectError(await drawLots(cup, { group: 'B', teamIds: [t6, t6, t7, t8] }), 400, formatMessages.changes.lotsOnce);
    await coOrganise(cup);
    const lots = { group: 'B', teamIds: [t6, t5, t7, t8] };
    expectError(await drawLots(cup, lots, w.other.accessToken), 403, formatMessages.changes.lotsAdminOnly);
    expect((await drawLots(cup, lots, '')).statusCode).toBe(401);
    expect((await drawLots(cup, { group: 'B', teamIds: [t6] })).statusCode).toBe(400);
  });

  it('is refused once the final it would change has started, changing nothing', async () => {
    const cup = await twoGroupCup();
    const [, , , , t5, t6, t7, t8] = cup.ids as string[];
    await playGroups(cup);
    const final = await knockoutFixture(t.db, cup.tournament.id, 'F');
    const live = await call(t.app, 'PUT', `/api/fixture/update/${final?.id}`, w.owner.accessToken, { status: 'LIVE' });
    expect(live.statusCode).toBe(200);
    const before = await tableRows(t.db);
    expectError(
      await drawLots(cup, { group: 'B', teamIds: [t8, t7, t6, t5] }),
      409,
      formatMessages.changes.knockoutStarted('F'),
    );
    expect(await tableRows(t.db)).toEqual(before);
    // The same winner drawn changes no match: it is recorded.
    expect((await drawLots(cup, { group: 'B', teamIds: [t5, t8, t7, t6] })).statusCode).toBe(201);
  });
});

describe('a drawing of lots among the best-placed', () => {
  it('decides which runner-up level on everything goes through, once every group is complete', async () => {
    // Groups A (T1–T3), B (T4–T6), C (T7–T9): the three winners and the best runner-up reach the semi-finals.
    const cup = await competitionTournament(w, 9);
    await setFormat(t.app, w, cup, {
      groups: [cup.ids.slice(0, 3), cup.ids.slice(3, 6), cup.ids.slice(6)],
      advance: 1,
    });
    const [, t2, , , t5, , , t8] = cup.ids as string[];
    const runnersUp = [t8, t2, t5] as string[];
    // In every group the team listed first wins both its matches 1–0 and the second beats the third 1–0.
    const stages = await stageFixtures(t.db, cup.tournament.id);
    const [last, ...others] = [...stages].reverse();
    for (const f of others) {
      const homeFirst = cup.ids.indexOf(f.homeTeamId) < cup.ids.indexOf(f.awayTeamId);
      await played(f.id, homeFirst ? 1 : 0, homeFirst ? 0 : 1);
    }
    expectError(
      await drawLots(cup, { group: 'best-placed', teamIds: runnersUp }),
      409,
      formatMessages.changes.lotsIncomplete,
    );
    const homeFirst = cup.ids.indexOf(last?.homeTeamId as string) < cup.ids.indexOf(last?.awayTeamId as string);
    await played(last?.id as string, homeFirst ? 1 : 0, homeFirst ? 0 : 1);

    const recorded = await drawLots(cup, { group: 'best-placed', teamIds: runnersUp });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const read = await groupsRead(cup);
    const through = read.flatMap((g) => g.rows as (Row & { qualification: string; team: { id: string } })[]);
    expect(through.filter((r) => r.position === 2).map((r) => [r.team.id, r.qualification])).toEqual([
      [t2, 'out'],
      [t5, 'out'],
      [t8, 'through'],
    ]);
    const knockout = (await stageFixtures(t.db, cup.tournament.id)).filter((f) => f.stage === 'knockout');
    expect(knockout.some((f) => f.homeTeamId === t8 || f.awayTeamId === t8)).toBe(true);
  });
});

describe("a group's tie-break order", () => {
  it("reorders that group's table only, and the final follows", async () => {
    const cup = await twoGroupCup();
    const [t1, t2] = cup.ids as string[];
    await playGroups(cup);
    const [a] = await groupsRead(cup);
    expect(table(a?.rows.slice(0, 2) ?? [])).toEqual([
      ['T1', 'goal-difference', false],
      ['T2', 'points', false],
    ]);
    expect((await finalPair(cup))?.[0]).toBe(t1);

    const answer = await setTieBreak(
      cup,
      { group: 'A', preset: 'head-to-head-first', fairPlay: true },
      w.other.accessToken,
    );
    expectError(answer, 403, messages.server.notTournamentAdmin);
    await coOrganise(cup);
    const set = await setTieBreak(
      cup,
      { group: 'A', preset: 'head-to-head-first', fairPlay: true },
      w.other.accessToken,
    );
    expect(set.statusCode, set.body).toBe(200);
    const [ownOrder, others] = await groupsRead(cup);
    expect(ownOrder?.criteria).toEqual(tieBreakCriteria('head-to-head-first', { fairPlay: true }));
    expect(others?.criteria).toEqual(tieBreakCriteria('standard'));
    expect(table(ownOrder?.rows.slice(0, 2) ?? [])).toEqual([
      ['T2', 'head-to-head', false],
      ['T1', 'points', false],
    ]);
    expect((await finalPair(cup))?.[0]).toBe(t2);

    // Every group's order at once puts A back on the tournament's.
    expect((await setTieBreak(cup, { preset: 'standard' })).statusCode).toBe(200);
    const [back] = await groupsRead(cup);
    expect(back?.criteria).toEqual(tieBreakCriteria('standard'));
    expect((await finalPair(cup))?.[0]).toBe(t1);
  });

  it('is refused for an unknown group, a format without groups and once the final it would change has started', async () => {
    const cup = await twoGroupCup();
    expectError(
      await setTieBreak(cup, { group: 'Z', preset: 'standard' }),
      400,
      formatMessages.changes.unknownGroup('Z'),
    );
    expect((await setTieBreak(cup, { group: 'A', preset: 'alphabetical' })).statusCode).toBe(400);
    await playGroups(cup);
    const final = await knockoutFixture(t.db, cup.tournament.id, 'F');
    await call(t.app, 'PUT', `/api/fixture/update/${final?.id}`, w.owner.accessToken, { status: 'LIVE' });
    const before = await tableRows(t.db);
    expectError(
      await setTieBreak(cup, { group: 'A', preset: 'head-to-head-first' }),
      409,
      formatMessages.changes.knockoutStarted('F'),
    );
    expect(await tableRows(t.db)).toEqual(before);

    const knockout = await competitionTournament(w, 4);
    await setFormat(t.app, w, knockout, 'knockout');
    expectError(await setTieBreak(knockout, { preset: 'standard' }), 409, formatMessages.changes.noGroups);
  });
});
