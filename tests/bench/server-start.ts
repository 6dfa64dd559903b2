import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StartSample {
  seconds: number;
  rssMb: number;
}

/** A process's resident set, from /proc/<pid>/status (Linux). */
export const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line?.[1] ? Number(line[1]) / 1024 : Number.NaN;
};

export interface RunningServer extends StartSample {
  url: string;
  /** The server process, to sample its memory while it works. */
  pid: number;
  stop(): Promise<void>;
}

/** Spawns `node dist/server/main.js` and waits for its first /api/health answer; the time and RSS then. */
export async function launchServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 60_000) throw new Error('server did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = child.pid as number;
  return { url, pid, stop, seconds: (performance.now() - started) / 1000, rssMb: rssMb(pid) };
}

/** Wall time from spawning the server to its first /api/health answer, and its RSS then. */
export async function startServer(env: Record<string, string>, port: number): Promise<StartSample> {
  const server = await launchServer(env, port);
  await server.stop();
  return { seconds: server.seconds, rssMb: server.rssMb };
}

/** The first start on an empty database (which creates it), then the median of three starts on it. */
async function firstAndUsualStart(env: Record<string, string>, port: number) {
  const fresh = await startServer(env, port);
  const again: StartSample[] = [];
  for (let i = 0; i < 3; i++) again.push(await startServer(env, port));
  again.sort((a, b) => a.seconds - b.seconds);
  return { fresh, existing: again[1] as StartSample };
}

/** Start on an empty embedded database, then the median of three starts on the data it created. */
export async function embeddedStartTimes(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-bench-'));
  try {
    return await firstAndUsualStart({ PITCHSIDE_DATA_DIR: dataDir, PITCHSIDE_DEMO: '0' }, port);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Start on an empty PostgreSQL database (migrating it), then the median of three starts on it. */
export async function postgresStartTimes(port: number, baseUrl: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const url = baseUrl.replace(/\/[^/]*$/, '/pitchside_bench');
  try {
    await admin.query('drop database if exists pitchside_bench with (force)');
    await admin.query('create database pitchside_bench');
    const env = { DATABASE_URL: url, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing' };
    return await firstAndUsualStart(env, port);
  } finally {
    await admin.query('drop database if exists pitchside_bench with (force)');
    await admin.end();
  }
}
