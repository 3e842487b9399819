import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock.ts';

const lockPath = () => path.join(mkdtempSync(path.join(tmpdir(), 'kala-lock-')), 'db.lock');

describe('data directory lock', () => {
  it('refuses a second holder while a live process holds the lock', async () => {
    const file = lockPath();
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(file, String(other.pid));
      expect(() => acquireDirectoryLock(file)).toThrow(DirectoryLockedError);
      expect(() => acquireDirectoryLock(file)).toThrow(/Another Kala server \(pid \d+\) is using this data directory/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has died', async () => {
    const file = lockPath();
    const dead = spawn('true');
    await new Promise((r) => dead.once('exit', r));
    writeFileSync(file, String(dead.pid));
    const lock = acquireDirectoryLock(file);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });
});
