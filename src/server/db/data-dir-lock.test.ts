import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'pitchside-lock-'));

describe('lockDataDir', () => {
  it('lets one holder in and releases on unlock', () => {
    const dir = freshDir();
    const unlock = lockDataDir(dir);
    expect(existsSync(join(dir, 'pitchside.lock'))).toBe(true);
    unlock();
    expect(existsSync(join(dir, 'pitchside.lock'))).toBe(false);
  });

  it('refuses a second process with a message that says what to do', () => {
    const dir = freshDir();
    // Our parent process is alive and is not us: it stands for another server holding the lock.
    writeFileSync(join(dir, 'pitchside.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Pitchside process .*PITCHSIDE_DATA_DIR/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    const dead = spawnSync('sh', ['-c', 'echo $$']);
    writeFileSync(join(dir, 'pitchside.lock'), String(dead.stdout).trim());
    const unlock = lockDataDir(dir);
    unlock();
  });
});
