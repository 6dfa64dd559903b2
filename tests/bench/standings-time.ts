import { computeStandings, type TypedFixtureResult } from '../../src/shared/domain/standings';
import {
  type Api,
  type BatchWrite,
  DEMO_ORGANISER,
  demoServer,
  entryWrite,
  percentile,
  Scorer,
  sendBatch,
  squadLineups,
} from './match-day';

/** A pseudo-random number of goals, 0 to 4, the same every run. */
function goalMaker(seed = 7) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % 5;
  };
}

/** A league of `teams` teams playing `rounds` double round robins, every match finished with a score. */
function league(teams: number, rounds: number) {
  const refs = Array.from({ length: teams }, (_, i) => ({ id: `t${i}`, name: `Team ${i}`, logo: null }));
  const fixtures: TypedFixtureResult[] = [];
  const goals = goalMaker();
  for (let round = 0; round < rounds; round++) {
    for (const home of refs) {
      for (const away of refs) {
        if (home === away) continue;
        const id = `f${fixtures.length}`;
        fixtures.push({
          id,
          homeTeamId: home.id,
          awayTeamId: away.id,
          status: 'FULL_TIME',
          matchType: 'League',
          ...score(goals),
        });
      }
    }
  }
  return { refs, fixtures };
}

const score = (goals: () => number) => ({ homeScore: goals(), awayScore: goals() });

/** Median milliseconds of the pure function computing the table (no database, no HTTP), over 21 runs. */
export function standingsTime(teams: number, rounds: number): { fixtures: number; ms: number } {
  const { refs, fixtures } = league(teams, rounds);
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    computeStandings(refs, fixtures);
    times.push(performance.now() - started);
  }
  return { fixtures: fixtures.length, ms: times.toSorted((a, b) => a - b)[10] ?? 0 };
}

const TEAMS = 20;
const SAMPLES = Number(process.env.BENCH_STANDINGS_SAMPLES ?? 100);
/** Writes in one outbox call, as the phone batches them. */
const BATCH = 250;
const isoDate = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

/**
 * A tournament of 20 teams (the demo's 8 clubs and 12 more, made by its organiser), a double
 * round robin of 380 fixtures and one more match being played, all made through the API: each of
 * the 380 is scored through the tracker's entries (kick-off, its goals, half time, second half,
 * full time) sent with the phone's outbox call, so its result is the server's own.
 */
async function twentyTeamLeague(api: Api, token: string) {
  const tournament = await api.call<{ data: { id: string } }>(
    'POST',
    '/tournaments/create',
    { name: 'Bench League', description: 'Twenty teams, home and away', startDate: isoDate(-1), endDate: isoDate(1) },
    token,
  );
  const tournamentId = tournament.data.id;
  const demoClubs = (await api.get<{ id: string }[]>('/teams/all')).slice(0, 8);
  const teamIds = demoClubs.map((team) => team.id);
  for (let i = teamIds.length; i < TEAMS; i++) {
    const team = await api.call<{ id: string }>(
      'POST',
      '/teams/create',
      { name: `Bench Club ${i}`, description: 'A club of the bench league', abbreviation: `BC${i}` },
      token,
    );
    // One player, a demo club's number 10, is enough: a match without lineups counts the whole squad on the field.
    const phoneNumber = `+9190000${String((i % 8) * 100 + 10).padStart(5, '0')}`;
    await api.call('POST', '/teams/add-player', { teamId: team.id, phoneNumber }, token);
    teamIds.push(team.id);
  }
  for (const teamId of teamIds) await api.call('POST', '/tournaments/add-team', { tournamentId, teamId }, token);

  const pairs = teamIds.flatMap((home) => teamIds.filter((away) => away !== home).map((away) => [home, away]));
  const subfixtures = [...pairs, pairs[0] as string[]].map(([homeTeam, awayTeam], i) => ({
    homeTeam,
    awayTeam,
    matchDate: isoDate(i < pairs.length ? 0 : 1),
    time: '18:00',
    venue: 'Bench Park',
  }));
  const { fixtureIds } = await api.call<{ fixtureIds: string[] }>(
    'POST',
    '/fixture/container',
    { tournamentId, matchType: 'League', subfixtures },
    token,
  );

  const goals = goalMaker();
  const writes: BatchWrite[] = [];
  const kickOff = Date.now() - 3 * 3_600_000;
  for (const [i, fixtureId] of fixtureIds.slice(0, pairs.length).entries()) {
    const scorer = new Scorer(fixtureId, squadLineups(await api.fixture(fixtureId)), 'bench-setup');
    const entries = [scorer.start(kickOff)];
    const [home, away] = [goals(), goals()];
    for (let g = 0; g < home + away; g++)
      entries.push(scorer.goal(g < home ? 'home' : 'away', kickOff + (g + 1) * 300_000));
    entries.push(scorer.stage('HALF_TIME', kickOff + 45 * 60_000));
    entries.push(scorer.stage('SECOND_HALF', kickOff + 60 * 60_000));
    entries.push(scorer.stage('FULL_TIME', kickOff + 105 * 60_000 + i));
    writes.push(...entries.map((entry) => entryWrite(fixtureId, entry)));
  }
  for (let i = 0; i < writes.length; i += BATCH) {
    const results = await sendBatch(api, token, writes.slice(i, i + BATCH));
    const refused = results.find((r) => r.outcome !== 'applied');
    if (refused) throw new Error(`setting up the league: ${JSON.stringify(refused)}`);
  }
  const liveId = fixtureIds[pairs.length] as string;
  const live = new Scorer(liveId, squadLineups(await api.fixture(liveId)), 'bench-live');
  await sendBatch(api, token, [entryWrite(liveId, live.start())]);
  return { tournamentId, finished: pairs.length, live, entries: writes.length };
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return performance.now() - started;
}

/**
 * GET /api/leaderboard/standings/{id} of that league over real HTTP, one request at a time, as a
 * spectator (no token): cold, each read right after a goal in the league's live match was taken
 * (the write that makes the cached answer stale), and cached, read after read with no write.
 */
export async function standingsOverHttp(port: number) {
  const server = await demoServer(port);
  try {
    const { api } = server;
    const token = await api.signIn(DEMO_ORGANISER);
    const setupStarted = performance.now();
    const { tournamentId, finished, live, entries } = await twentyTeamLeague(api, token);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const url = `${server.url}/api/leaderboard/standings/${tournamentId}`;
    const table = await api.get<{ played: number }[]>(`/leaderboard/standings/${tournamentId}`);
    const played = table.reduce((sum, row) => sum + row.played, 0);
    if (table.length !== TEAMS || played !== finished * 2)
      throw new Error(`standings of ${table.length} teams and ${played / 2} matches, not ${TEAMS} and ${finished}`);

    const cold: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const [result] = await sendBatch(api, token, [entryWrite(live.fixtureId, live.next('GOAL'))]);
      if (result?.outcome !== 'applied') throw new Error(`goal refused: ${JSON.stringify(result)}`);
      cold.push(await timedGet(url));
    }
    const cached: number[] = [];
    await timedGet(url);
    for (let i = 0; i < SAMPLES; i++) cached.push(await timedGet(url));
    const summary = (times: number[]) => ({ p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) });
    return {
      teams: TEAMS,
      fixtures: finished,
      samples: SAMPLES,
      setupSeconds,
      setupEntries: entries,
      cold: summary(cold),
      cached: summary(cached),
    };
  } finally {
    await server.stop();
  }
}
