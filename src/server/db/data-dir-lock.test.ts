import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

  it('takes over the lock of a crashed process whose parent has not reaped it yet', async () => {
    const dir = freshDir();
    // The background sleep exits at once, and its parent turns into a sleep that never reaps it: a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 5']);
    const zombie = Number(
      await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))),
    );
    try {
      await expect.poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0]).toBe('Z');
      writeFileSync(join(dir, 'pitchside.lock'), String(zombie));
      const unlock = lockDataDir(dir);
      unlock();
    } finally {
      parent.kill();
    }
  });

  it('takes over a lock whose pid now belongs to a later process', () => {
    const dir = freshDir();
    // Our parent is alive, but it is not the process that started at the recorded time.
    writeFileSync(join(dir, 'pitchside.lock'), `${process.ppid} 1`);
    const unlock = lockDataDir(dir);
    unlock();
  });

  it('refuses while the recorded process still runs, the same one that started then', () => {
    const dir = freshDir();
    const parentStat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const parentStart = parentStat.slice(parentStat.lastIndexOf(')') + 2).split(' ')[19];
    writeFileSync(join(dir, 'pitchside.lock'), `${process.ppid} ${parentStart}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('keeps the directory private to its user, also one made before', () => {
    const dir = freshDir();
    chmodSync(dir, 0o755);
    lockDataDir(dir)();
    expect(statSync(dir).mode & 0o077).toBe(0);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    const dead = spawnSync('sh', ['-c', 'echo $$']);
    writeFileSync(join(dir, 'pitchside.lock'), String(dead.stdout).trim());
    const unlock = lockDataDir(dir);
    unlock();
  });
});
