import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StartSample {
  seconds: number;
  rssMb: number;
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line?.[1] ? Number(line[1]) / 1024 : Number.NaN;
};

/** Spawns `node dist/server/main.js` and waits for its first /api/health answer; `stop` ends it. */
export async function launchServer(env: Record<string, string>, port: number) {
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
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
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
  return { seconds: (performance.now() - started) / 1000, pid: child.pid as number, stop };
}

/** Wall time from spawning the server to its first /api/health answer, and its RSS then. */
export async function startServer(env: Record<string, string>, port: number): Promise<StartSample> {
  const server = await launchServer(env, port);
  try {
    return { seconds: server.seconds, rssMb: rssMb(server.pid) };
  } finally {
    await server.stop();
  }
}

/** Start on an empty embedded database, then the median of three starts on the data it created. */
export async function embeddedStartTimes(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-bench-'));
  try {
    const env = { PITCHSIDE_DATA_DIR: dataDir, PITCHSIDE_DEMO: '0' };
    const fresh = await startServer(env, port);
    const again: StartSample[] = [];
    for (let i = 0; i < 3; i++) again.push(await startServer(env, port));
    again.sort((a, b) => a.seconds - b.seconds);
    return { fresh, existing: again[1] as StartSample };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
