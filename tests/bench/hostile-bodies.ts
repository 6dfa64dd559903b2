import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostileSenders, nestedMetadata, wideBody } from '../support/hostile-senders';
import { Api, DEMO_ORGANISER, percentile } from './match-day';
import { launchServer, rssMb } from './server-start';

/**
 * Hostile bodies with the rate limits lifted, so what is measured is the cost of each body rather
 * than the limiter turning senders away: eight senders in their own thread, two on each of
 * - anonymous POST /api/auth/logout and POST /api/auth/login with two million zeros (3.8 MB),
 * - a signed-in POST /api/matchEvent/create with the same body,
 * - a signed-in POST /api/matchEvent/create with metadata nested 5,000 deep (25 KB, read in full);
 * while /api/health is asked every PROBE_MS on a connection of its own.
 */

const SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS ?? 10);
const PROBE_MS = 50;

export interface HostileBodiesResult {
  seconds: number;
  probes: number;
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  statuses: Record<string, number>;
  peakRssMb: number;
}

export async function hostileBodies(port: number): Promise<HostileBodiesResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-hostile-'));
  const server = await launchServer(
    { PITCHSIDE_DATA_DIR: dataDir, PITCHSIDE_DEMO: '1', WRITE_RATE_LIMIT: '10000000', AUTH_RATE_LIMIT: '10000000' },
    port,
  );
  try {
    const api = new Api(server.url);
    const token = await api.signIn(DEMO_ORGANISER);
    const league = await api.cityLeague();
    const fixture = await api.fixture(league.fixtures[0]?.id as string);
    const signedIn = { authorization: `Bearer ${token}` };
    const wide = wideBody();
    const deep = `{"fixtureId":"${fixture.id}","teamId":"${fixture.homeTeamId}","playerId":"${randomUUID()}","type":"FOUL","minute":1,"metadata":${nestedMetadata(5_000)}}`;
    const calls = [
      { url: `${server.url}/api/auth/logout`, headers: {}, body: wide },
      { url: `${server.url}/api/auth/login`, headers: {}, body: wide },
      { url: `${server.url}/api/matchEvent/create`, headers: signedIn, body: wide },
      { url: `${server.url}/api/matchEvent/create`, headers: signedIn, body: deep },
    ];
    const stop = await hostileSenders([...calls, ...calls]);
    const times: number[] = [];
    let peakRssMb = server.rssMb;
    const until = performance.now() + SECONDS * 1000;
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/health`);
      await response.arrayBuffer();
      const ms = performance.now() - started;
      times.push(ms);
      peakRssMb = Math.max(peakRssMb, rssMb(server.pid));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_MS - ms)));
    }
    const { statuses } = await stop();
    return {
      seconds: SECONDS,
      probes: times.length,
      healthP50Ms: percentile(times, 50),
      healthP99Ms: percentile(times, 99),
      healthMaxMs: Math.max(...times),
      statuses,
      peakRssMb,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
