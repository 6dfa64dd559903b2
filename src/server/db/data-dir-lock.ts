import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

const HAS_PROC = existsSync('/proc/self/stat');

/**
 * What Linux says of a process: gone (no entry, or a zombie left by a crash its parent has not
 * reaped yet), or alive since a start time in clock ticks. Undefined where there is no /proc.
 */
function procState(pid: number): { alive: false } | { alive: true; startedAt: string } | undefined {
  if (!HAS_PROC) return undefined;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return { alive: false };
  }
  // Fields after the command name (which may hold spaces) start with the state; the start time is field 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return { alive: false };
  return { alive: true, startedAt: fields[19] ?? '' };
}

function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The lock's owner still runs: the same process, not a later one given the same pid (pids are
 * reused quickly in containers), and not the zombie of one that was just killed.
 */
function ownerRuns(pid: number, recordedStart: string | undefined): boolean {
  const state = procState(pid);
  if (!state) return signalReaches(pid);
  if (!state.alive) return false;
  return recordedStart === undefined || recordedStart === state.startedAt;
}

/** The lock file's text: the owner's pid and, where Linux tells it, the owner's start time. */
function ownerRecord(): string {
  const state = procState(process.pid);
  return state?.alive ? `${process.pid} ${state.startedAt}` : String(process.pid);
}

/**
 * PGlite must be opened by one process only: a second one would corrupt the data.
 * The lock file names its owner; a lock left by a process that died is taken over.
 * The directory is made private to this user: it holds the database and the token secret.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const lockPath = join(dataDir, 'pitchside.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, ownerRecord());
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText, recordedStart] = readFileSync(lockPath, 'utf8').trim().split(' ');
      const owner = Number(pidText);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && ownerRuns(owner, recordedStart)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Pitchside process (pid ${owner}). ` +
            'Stop it, or start this one with another PITCHSIDE_DATA_DIR, or use DATABASE_URL to share PostgreSQL.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
