import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken } from './tracker-support';

/**
 * Demo players (src/server/db/demo/seed.ts) lent to two teams about to meet in a shootout: a
 * goalkeeper (a lineup needs one) and a kicker each (goalkeepers take no kicks).
 */
export type Squads = readonly [readonly string[], readonly string[]];
const SQUADS: Squads = [
  ['9000000002', '9000000003'],
  ['9000000004', '9000000005'],
];

type Headers = Record<string, string>;
interface TeamRef {
  id: string;
  name: string;
}
interface BracketMatch {
  id: string;
  home: { team: TeamRef | null; label: string };
  away: { team: TeamRef | null; label: string };
  fixtureId: string | null;
}
interface TournamentRead {
  fixtures: { id: string; stage: string | null; homeTeamId: string; awayTeamId: string }[];
  competition: {
    groups: { name: string; rows: { team: TeamRef }[] }[];
    bracket: { rounds: { matches: BracketMatch[] }[] };
  };
}

export interface Cup {
  id: string;
  name: string;
  /** T1…T6 by name: A is T1–T3, B is T4–T6. */
  teams: TeamRef[];
  headers: Headers;
}

/** The date (YYYY-MM-DD, UTC) so many days from now. */
export const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

/** A POST to the API that must answer `status`: its data. */
export async function post(request: APIRequestContext, path: string, headers: Headers, data: unknown, status: number) {
  const answer = await request.post(`/api${path}`, { headers, data });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(status);
  return (await answer.json()).data;
}

export async function readCup(request: APIRequestContext, id: string): Promise<TournamentRead> {
  const answer = await request.get(`/api/tournaments/all/${id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).data;
}

export async function bracketMatch(request: APIRequestContext, cup: Cup, id: string): Promise<BracketMatch> {
  const rounds = (await readCup(request, cup.id)).competition.bracket.rounds;
  const found = rounds.flatMap((round) => round.matches).find((match) => match.id === id);
  if (!found) throw new Error(`no ${id} in the bracket`);
  return found;
}

/**
 * A tournament of the demo organiser's own, on from yesterday for ten days (current in any zone at
 * any hour), with new teams he manages ("T1 …", "T2 …"), all in it, and no format yet. No other
 * test touches it.
 */
export async function cupOfItsOwn(request: APIRequestContext, title: string, teamCount: number): Promise<Cup> {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const tag = crypto.randomUUID().slice(0, 6);
  const name = `${title} ${tag}`;
  const created = await post(
    request,
    '/tournaments/create',
    headers,
    { name, description: 'A cup for one browser test', startDate: isoDate(-1), endDate: isoDate(10) },
    201,
  );
  const id = created.data.id as string;
  const teams: TeamRef[] = [];
  for (let i = 1; i <= teamCount; i++) {
    const teamName = `T${i} ${tag}`;
    const team = await post(
      request,
      '/teams/create',
      headers,
      { name: teamName, description: 'A club', abbreviation: `T${i}` },
      201,
    );
    await post(request, '/tournaments/add-team', headers, { tournamentId: id, teamId: team.id }, 200);
    teams.push({ id: team.id, name: teamName });
  }
  return { id, name, teams, headers };
}

/** Six teams in groups A (T1–T3) and B (T4–T6), the top two through to semi-finals and a final. */
export async function groupsCup(request: APIRequestContext): Promise<Cup> {
  const cup = await cupOfItsOwn(request, 'Bracket Cup', 6);
  const { id, teams, headers } = cup;
  const groups = [teams.slice(0, 3), teams.slice(3)].map((group) => ({ teamIds: group.map((team) => team.id) }));
  await post(
    request,
    `/tournaments/${id}/format`,
    headers,
    {
      format: { kind: 'groups-knockout', rounds: 1, advance: 2, thirdPlace: false },
      groups,
      schedule: { firstDay: isoDate(0), time: '10:00', venue: 'North Pitch', daysBetween: 1 },
    },
    201,
  );
  return cup;
}

async function setScore(request: APIRequestContext, cup: Cup, fixtureId: string, data: Record<string, unknown>) {
  const answer = await request.put(`/api/fixture/update/${fixtureId}`, { headers: cup.headers, data });
  expect(answer.status(), await answer.text()).toBe(200);
}

export const fullTime = (
  request: APIRequestContext,
  cup: Cup,
  fixtureId: string,
  homeScore: number,
  awayScore: number,
) => setScore(request, cup, fixtureId, { status: 'FULL_TIME', homeScore, awayScore });

/** The match under way, at this score. */
export const liveScore = (
  request: APIRequestContext,
  cup: Cup,
  fixtureId: string,
  homeScore: number,
  awayScore: number,
) => setScore(request, cup, fixtureId, { status: 'LIVE', homeScore, awayScore });

/** Every group match: the team listed earlier wins 1–0, so each group finishes T1, T2, T3 and T4, T5, T6. */
export async function playGroups(request: APIRequestContext, cup: Cup) {
  const order = cup.teams.map((team) => team.id);
  for (const f of (await readCup(request, cup.id)).fixtures.filter((f) => f.stage === 'A' || f.stage === 'B')) {
    const homeWins = order.indexOf(f.homeTeamId) < order.indexOf(f.awayTeamId);
    await fullTime(request, cup, f.id, homeWins ? 1 : 0, homeWins ? 0 : 1);
  }
}

/** A bracket match decided by hand, its home team winning 2–0. */
export async function homeWins(request: APIRequestContext, cup: Cup, matchId: string) {
  const match = await bracketMatch(request, cup, matchId);
  await fullTime(request, cup, match.fixtureId as string, 2, 0);
}

/** Each team of the match gets a goalkeeper and a kicker, both in its lineup: the kickers' ids. */
export async function lendKickers(
  request: APIRequestContext,
  cup: Cup,
  fixtureId: string,
  teams: TeamRef[],
  squads: Squads = SQUADS,
) {
  const players: string[] = [];
  for (const [i, team] of teams.entries()) {
    for (const phoneNumber of squads[i] ?? []) {
      await post(request, '/teams/add-player', cup.headers, { teamId: team.id, phoneNumber }, 200);
    }
    const read = await request.get(`/api/teams/all/${team.id}`);
    const [keeper, kicker] = ((await read.json()).data.members as { id: string }[]).map((member) => member.id);
    const lineup = {
      id: crypto.randomUUID(),
      fixtureId,
      teamId: team.id,
      players: [
        { playerId: keeper, position: 'GOALKEEPER', isStarting: true, jerseyNumber: 1 },
        { playerId: kicker, position: 'DEFENDER', isStarting: true, jerseyNumber: 2 },
      ],
    };
    await post(request, '/lineup/create', cup.headers, lineup, 201);
    players.push(kicker as string);
  }
  return players;
}

/**
 * A bracket match scored in the match log: level after extra time, then a shootout the home team
 * wins 3–0. Its result reads "0–0 (a.e.t.), 3–0 on penalties".
 */
export async function shootout(request: APIRequestContext, cup: Cup, matchId: string) {
  const match = await bracketMatch(request, cup, matchId);
  const fixtureId = match.fixtureId as string;
  const [home, away] = [match.home.team, match.away.team] as TeamRef[];
  const [homeKicker, awayKicker] = await lendKickers(request, cup, fixtureId, [home as TeamRef, away as TeamRef]);
  const start = Date.now() - 60_000;
  const kicks = [0, 1, 2].flatMap(() => [
    { kind: 'SHOOTOUT_KICK', teamId: home?.id, playerId: homeKicker, scored: true },
    { kind: 'SHOOTOUT_KICK', teamId: away?.id, playerId: awayKicker, scored: false },
  ]);
  const entries = [
    { kind: 'CLOCK_START' },
    { kind: 'STAGE', stage: 'EXTRA_TIME' },
    { kind: 'SHOOTOUT_START' },
    ...kicks,
    { kind: 'SHOOTOUT_END' },
  ];
  for (const [i, entry] of entries.entries()) {
    const id = crypto.randomUUID();
    await post(
      request,
      '/matchLog/entry',
      { ...cup.headers, 'idempotency-key': id },
      { fixtureId, entry: { id, at: start + i * 1000, ...entry } },
      201,
    );
  }
}

export const SHOOTOUT_RESULT = '0–0 (a.e.t.), 3–0 on penalties';
/** The same under a score shown large (fixture card, match page). */
export const SHOOTOUT_UNDER_SCORE = 'After extra time, 3–0 on penalties';
