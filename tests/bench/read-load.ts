import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { launchServer } from './server-start';

export interface LoadResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);

async function load(url: string, path: string): Promise<LoadResult> {
  const result = await autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: SECONDS });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function json(url: string) {
  return ((await (await fetch(url)).json()) as { data: unknown }).data;
}

/**
 * The public reads a stadium of phones makes during a live match (standings, the fixture, its
 * events) under 100 connections, next to /api/health on the same server in the same run.
 */
export async function publicReadLoad(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-load-'));
  const server = await launchServer({ PITCHSIDE_DATA_DIR: dataDir, PITCHSIDE_DEMO: '1' }, port);
  try {
    const current = (await json(`${server.url}/api/tournaments/current`)) as { id: string; name: string }[];
    const league = current.find((t) => t.name === 'City League') ?? current[0];
    const detail = (await json(`${server.url}/api/tournaments/all/${league?.id}`)) as {
      fixtures: { id: string; status: string }[];
    };
    const live = detail.fixtures.find((f) => f.status === 'SECOND_HALF') ?? detail.fixtures[0];
    const paths = [
      '/api/health',
      `/api/leaderboard/standings/${league?.id}`,
      `/api/fixture/all/${live?.id}`,
      `/api/matchEvent/fixture/${live?.id}`,
    ];
    const results: LoadResult[] = [];
    for (const path of paths) results.push(await load(server.url, path));
    return { health: results[0] as LoadResult, reads: results.slice(1) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
