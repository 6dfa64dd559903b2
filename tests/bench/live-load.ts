import autocannon from 'autocannon';
import { changes, openSse, type SseConnection } from '../support/sse-client';
import {
  type Action,
  DEMO_ORGANISER,
  demoServer,
  entryWrite,
  leagueScorers,
  percentile,
  type Scorer,
  sendBatch,
} from './match-day';

const LISTENERS = 200;
const SCORERS = 10;
const READER_CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 60);
/** Each scorer records an entry this often: far busier than any real match, on purpose. */
const SCORER_PAUSE_MS = 500;
/** What each scorer records, in turn: goals, cards (a player booked twice is sent off) and substitutions. */
const ACTIONS: readonly Action[] = ['GOAL', 'YELLOW_CARD', 'SUBSTITUTION'];

export interface LiveLoadResult {
  seconds: number;
  listeners: number;
  /** Entries the server took during the run, by what they recorded. */
  entries: number;
  goals: number;
  yellowCards: number;
  substitutions: number;
  sentOff: number;
  writeErrors: number;
  readErrors: number;
  lost: number;
  duplicated: number;
  writeP99Ms: number;
  readP99Ms: number;
  readsPerSecond: number;
}

/**
 * One server, loopback only: 200 spectators on live streams and 50 connections reading the public
 * match reads, while 10 organisers score 10 matches for a minute through the phone's outbox call
 * (POST /api/sync/batch): goals, yellow cards and substitutions in turn, each one the tracker's
 * rules accept (lineups with a bench, the clock started, a second yellow sends off, a sent-off
 * player gets nothing more and his place is filled from the bench). Every acknowledged entry must
 * reach the database once and every stream of its match once.
 */
export async function liveLoad(port: number): Promise<LiveLoadResult> {
  const server = await demoServer(port);
  const streams: SseConnection[] = [];
  try {
    const { api } = server;
    const token = await api.signIn(DEMO_ORGANISER);
    const { scorers } = await leagueScorers(api, token, SCORERS);

    for (let i = 0; i < LISTENERS; i++) {
      const scorer = scorers[i % scorers.length] as Scorer;
      const stream = await openSse(`${server.url}/api/live/fixture/${scorer.fixtureId}`);
      await stream.next(1, (frame) => frame.event === 'ready');
      streams.push(stream);
    }

    const acknowledged = new Map<string, string[]>(scorers.map((s) => [s.fixtureId, []]));
    /** Entries that make an event on the match's public page (all but the clock's). */
    const events = new Map<string, string[]>(scorers.map((s) => [s.fixtureId, []]));
    const writeTimes: number[] = [];
    let writeErrors = 0;
    const endAt = Date.now() + SECONDS * 1000;
    const score = async (scorer: Scorer) => {
      for (let i = 0; Date.now() < endAt; i++) {
        const entry = i === 0 ? scorer.start() : scorer.next(ACTIONS[(i - 1) % ACTIONS.length] as Action);
        const started = performance.now();
        const [result] = await sendBatch(api, token, [entryWrite(scorer.fixtureId, entry)]).catch(() => []);
        writeTimes.push(performance.now() - started);
        if (result?.outcome === 'applied') {
          acknowledged.get(scorer.fixtureId)?.push(entry.id);
          if (entry.kind !== 'CLOCK_START') events.get(scorer.fixtureId)?.push(entry.id);
        } else {
          writeErrors += 1;
          if (writeErrors === 1) console.error(`live load: ${entry.kind} refused: ${JSON.stringify(result)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, SCORER_PAUSE_MS));
      }
    };
    const reads = autocannon({
      url: server.url,
      connections: READER_CONNECTIONS,
      duration: SECONDS,
      requests: scorers.flatMap((s) => [
        { method: 'GET', path: `/api/fixture/all/${s.fixtureId}` },
        { method: 'GET', path: `/api/matchEvent/fixture/${s.fixtureId}` },
      ]),
    });
    const [readResult] = await Promise.all([reads, ...scorers.map(score)]);

    let lost = 0;
    let duplicated = 0;
    for (const [i, stream] of streams.entries()) {
      const scorer = scorers[i % scorers.length] as Scorer;
      const expected = acknowledged.get(scorer.fixtureId)?.length ?? 0;
      const frames = await stream.next(expected, changes, 10_000).catch(() => []);
      const ids = new Set(frames.map((frame) => frame.id));
      lost += expected - ids.size;
      duplicated += frames.length - ids.size;
    }
    for (const scorer of scorers) {
      const stored = await api.get<{ matchEvents: { id: string }[] }>(`/matchEvent/fixture/${scorer.fixtureId}`);
      const sent = events.get(scorer.fixtureId) ?? [];
      const storedIds = new Set(stored.matchEvents.map((event) => event.id));
      lost += sent.filter((id) => !storedIds.has(id)).length;
      duplicated += stored.matchEvents.length - storedIds.size;
    }
    const total = (key: keyof Scorer['counts']) => scorers.reduce((sum, s) => sum + s.counts[key], 0);
    return {
      seconds: SECONDS,
      listeners: streams.length,
      entries: [...acknowledged.values()].reduce((sum, ids) => sum + ids.length, 0),
      goals: total('GOAL'),
      yellowCards: total('YELLOW_CARD'),
      substitutions: total('SUBSTITUTION'),
      sentOff: total('sentOff'),
      writeErrors,
      readErrors: readResult.errors + readResult.non2xx,
      lost,
      duplicated,
      writeP99Ms: percentile(writeTimes, 99),
      readP99Ms: readResult.latency.p99,
      readsPerSecond: readResult.requests.average,
    };
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
}
