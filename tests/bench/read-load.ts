import autocannon from 'autocannon';
import {
  DEMO_ORGANISER,
  DEMO_SPECTATOR,
  demoServer,
  entryWrite,
  leagueScorers,
  percentile,
  type Scorer,
  sendBatch,
} from './match-day';

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface ReadUnderWrites extends LoadResult {
  /** p99 of the connections without a token, and of those sending a signed-in user's. */
  anonymousP99Ms: number;
  signedInP99Ms: number;
  /** Entries the scorers had taken while this address was read, and the p99 of their calls. */
  writes: number;
  writeP99Ms: number;
}

const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const SCORERS = 10;
/** Each scorer records a goal this often. */
const SCORER_PAUSE_MS = 500;

/** 100 connections on one address, none signed in. */
const load = (url: string, path: string): Promise<LoadResult> => halfSignedIn(url, path, null);

/**
 * 100 connections on one address, every second one sending `Authorization: Bearer <token>` when one
 * is given; every one accepts gzip, as every browser says it does.
 */
async function halfSignedIn(url: string, path: string, token: string | null) {
  const times = { anonymous: [] as number[], signedIn: [] as number[] };
  let clients = 0;
  const result = await autocannon({
    url: `${url}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    setupClient: (client) => {
      const signedIn = token !== null && clients++ % 2 === 1;
      client.setHeaders({ 'accept-encoding': 'gzip', ...(signedIn ? { authorization: `Bearer ${token}` } : {}) });
      const into = signedIn ? times.signedIn : times.anonymous;
      client.on('response', (_status: number, _bytes: number, ms: number) => into.push(ms));
    },
  });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    anonymousP99Ms: percentile(times.anonymous, 99),
    signedInP99Ms: percentile(times.signedIn, 99),
  };
}

/**
 * The public reads a stadium of phones makes during match day, on the addresses the app reads
 * (the tournament, its standings, a live fixture and its events), each at 100 connections of which
 * half are signed in (the app sends the token on every call when one is stored), while 10
 * organisers score goals in 10 live matches of that tournament through the phone's outbox call.
 * Next to /api/health on the same server in the same run, measured before the scoring starts.
 */
export async function publicReadLoad(port: number) {
  const server = await demoServer(port);
  try {
    const { api } = server;
    const organiser = await api.signIn(DEMO_ORGANISER);
    const spectator = await api.signIn(DEMO_SPECTATOR);
    const { league, scorers } = await leagueScorers(api, organiser, SCORERS);
    const health = await load(server.url, '/api/health');

    // The clocks start, then every scorer records a goal each SCORER_PAUSE_MS until the reads end.
    const written: { at: number; ms: number }[] = [];
    let writeErrors = 0;
    for (const scorer of scorers) {
      const [result] = await sendBatch(api, organiser, [entryWrite(scorer.fixtureId, scorer.start())]);
      if (result?.outcome !== 'applied') throw new Error(`clock start refused: ${JSON.stringify(result)}`);
    }
    let reading = true;
    const score = async (scorer: Scorer) => {
      while (reading) {
        const started = performance.now();
        const [result] = await sendBatch(api, organiser, [entryWrite(scorer.fixtureId, scorer.next('GOAL'))]).catch(
          () => [],
        );
        if (result?.outcome === 'applied') written.push({ at: performance.now(), ms: performance.now() - started });
        else writeErrors += 1;
        await new Promise((resolve) => setTimeout(resolve, SCORER_PAUSE_MS));
      }
    };
    const scoring = Promise.all(scorers.map(score));
    const live = scorers[0]?.fixtureId;
    const paths = [
      `/api/tournaments/all/${league.id}`,
      `/api/leaderboard/standings/${league.id}`,
      `/api/fixture/all/${live}`,
      `/api/matchEvent/fixture/${live}`,
    ];
    const reads: ReadUnderWrites[] = [];
    try {
      for (const path of paths) {
        const from = performance.now();
        const read = await halfSignedIn(server.url, path, spectator);
        const to = performance.now();
        const during = written.filter((w) => w.at >= from && w.at < to);
        reads.push({
          ...read,
          writes: during.length,
          writeP99Ms: percentile(
            during.map((w) => w.ms),
            99,
          ),
        });
      }
    } finally {
      reading = false;
      await scoring;
    }
    return { health, reads, writeErrors, scorers: SCORERS };
  } finally {
    await server.stop();
  }
}
