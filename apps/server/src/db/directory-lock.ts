import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export interface DirectoryLock {
  release(): void;
}

export class DirectoryLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A pid lock file created with O_EXCL. A lock left by a process that has died (a crash, kill -9) is taken over;
 * a lock held by a live process refuses the start.
 */
export function acquireDirectoryLock(lockFile: string): DirectoryLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DirectoryLockedError(
          `Another Kala server (pid ${holder}) is using this data directory (${lockFile}). ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not lock ${lockFile}`);
}
