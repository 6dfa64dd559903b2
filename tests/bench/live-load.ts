import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { changes, openSse, type SseConnection } from '../support/sse-client';
import { launchServer } from './server-start';

const LISTENERS = 200;
const SCORERS = 10;
const READER_CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 60);
/** Each scorer records an event this often: far busier than any real match, on purpose. */
const SCORER_PAUSE_MS = 500;

interface Fixture {
  id: string;
  status: string;
  homeTeam: { id: string; members: { id: string }[] };
}

export interface LiveLoadResult {
  seconds: number;
  listeners: number;
  events: number;
  writeErrors: number;
  readErrors: number;
  lost: number;
  duplicated: number;
  writeP99Ms: number;
  readP99Ms: number;
  readsPerSecond: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function data<T>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

/**
 * One server, loopback only: 200 spectators on live streams and 50 connections reading the public
 * match reads, while 10 organisers score 10 matches for a minute. Every acknowledged event must
 * reach the database once and every stream of its match once.
 */
export async function liveLoad(port: number): Promise<LiveLoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-live-'));
  const env = { PITCHSIDE_DATA_DIR: dataDir, PITCHSIDE_DEMO: '1', WRITE_RATE_LIMIT: '100000' };
  const server = await launchServer(env, port);
  const streams: SseConnection[] = [];
  try {
    const api = (path: string, init?: RequestInit) => fetch(`${server.url}/api${path}`, init);
    const login = await data<{ accessToken: string }>(
      await api('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber: '+919000000000', password: 'pitchside-demo' }),
      }),
    );
    const current = await data<{ id: string; name: string }[]>(await api('/tournaments/current'));
    const league = current.find((t) => t.name === 'City League');
    const detail = await data<{ fixtures: { id: string; status: string }[] }>(
      await api(`/tournaments/all/${league?.id}`),
    );
    const scheduled = detail.fixtures.filter((f) => f.status === 'SCHEDULED').slice(0, SCORERS);
    const matches = await Promise.all(scheduled.map(async (f) => data<Fixture>(await api(`/fixture/all/${f.id}`))));

    for (let i = 0; i < LISTENERS; i++) {
      const match = matches[i % matches.length] as Fixture;
      const stream = await openSse(`${server.url}/api/live/fixture/${match.id}`);
      await stream.next(1, (frame) => frame.event === 'ready');
      streams.push(stream);
    }

    const acknowledged = new Map<string, string[]>(matches.map((m) => [m.id, []]));
    const writeTimes: number[] = [];
    let writeErrors = 0;
    const endAt = Date.now() + SECONDS * 1000;
    const score = async (match: Fixture) => {
      const playerId = match.homeTeam.members[0]?.id;
      while (Date.now() < endAt) {
        const id = randomUUID();
        const body = { id, fixtureId: match.id, teamId: match.homeTeam.id, playerId, type: 'FOUL', minute: 1 };
        const started = performance.now();
        const response = await api('/matchEvent/create', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${login.accessToken}`,
            'idempotency-key': id,
          },
          body: JSON.stringify(body),
        });
        writeTimes.push(performance.now() - started);
        if (response.status === 201) acknowledged.get(match.id)?.push(id);
        else writeErrors += 1;
        await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, SCORER_PAUSE_MS));
      }
    };
    const reads = autocannon({
      url: server.url,
      connections: READER_CONNECTIONS,
      duration: SECONDS,
      requests: matches.flatMap((m) => [
        { method: 'GET', path: `/api/fixture/all/${m.id}` },
        { method: 'GET', path: `/api/matchEvent/fixture/${m.id}` },
      ]),
    });
    const [readResult] = await Promise.all([reads, ...matches.map(score)]);

    let lost = 0;
    let duplicated = 0;
    for (const [i, stream] of streams.entries()) {
      const match = matches[i % matches.length] as Fixture;
      const expected = acknowledged.get(match.id)?.length ?? 0;
      const frames = await stream.next(expected, changes, 10_000).catch(() => []);
      const ids = new Set(frames.map((frame) => frame.id));
      lost += expected - ids.size;
      duplicated += frames.length - ids.size;
    }
    let events = 0;
    for (const match of matches) {
      const stored = await data<{ matchEvents: { id: string }[] }>(await api(`/matchEvent/fixture/${match.id}`));
      const sent = acknowledged.get(match.id) ?? [];
      const storedIds = new Set(stored.matchEvents.map((event) => event.id));
      lost += sent.filter((id) => !storedIds.has(id)).length;
      duplicated += stored.matchEvents.length - storedIds.size;
      events += sent.length;
    }
    return {
      seconds: SECONDS,
      listeners: streams.length,
      events,
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
    rmSync(dataDir, { recursive: true, force: true });
  }
}
