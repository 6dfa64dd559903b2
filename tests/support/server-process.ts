import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port, so several servers can run side by side. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** What the process printed so far. */
  output(): string;
  /** Ends the process: SIGKILL for a crash, SIGTERM for a clean stop. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `src/server/main.ts` as its own Node process and waits until it says it is ready. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Pitchside is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
}
