import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pgliteExtensions, pgliteStartParams, type Database } from '../../db/client.ts';
import { acquireDirectoryLock } from '../../db/directory-lock.ts';

/*
 * Backups of the embedded database and the uploads (issue 12 item 3). A backup is a folder
 * `DATA_DIR/backups/kala-<time>/` holding `db.tar.gz` (PGlite's own dump of its data directory), `uploads/` and
 * `manifest.json`. PostgreSQL is backed up with pg_dump or point-in-time recovery (docs/deploy.md).
 */

export const DB_FILE = 'db.tar.gz';
const MANIFEST = 'manifest.json';

export interface Manifest {
  createdAt: string;
  database: 'pglite';
  bytes: number;
}

/** Writes a backup of a running embedded database and the uploads; answers the backup's folder. */
export async function writeBackup(options: {
  database: Database;
  uploadsDir: string;
  backupsDir: string;
  now?: Date;
}): Promise<string> {
  if (!options.database.snapshot) {
    throw new Error('PostgreSQL is backed up with pg_dump or point-in-time recovery (docs/deploy.md)');
  }
  const at = options.now ?? new Date();
  const folder = path.join(options.backupsDir, `kala-${at.toISOString().replace(/[:.]/g, '-')}`);
  // Written beside its final name, then renamed: a folder named kala-… is always a whole backup.
  const partial = `${folder}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const dump = await options.database.snapshot();
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(path.join(partial, DB_FILE), bytes);
    if (existsSync(options.uploadsDir)) {
      // Dot-named entries are uploads still being written (modules/uploads): not part of the shop yet.
      await cp(options.uploadsDir, path.join(partial, 'uploads'), {
        recursive: true,
        filter: (source) => !path.basename(source).startsWith('.'),
      });
    }
    const manifest: Manifest = { createdAt: at.toISOString(), database: 'pglite', bytes: bytes.length };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, folder);
    return folder;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Brings a backup back into DATA_DIR, with no server running on it (the directory lock is taken for the time of
 * the restore). What was there is kept beside it as `db.before-restore-<time>` and `uploads.before-restore-<time>`.
 */
export async function restoreBackup(options: { backupDir: string; dataDir: string; now?: Date }): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(options.backupDir, MANIFEST), 'utf8')) as Manifest;
  const dump = await readFile(path.join(options.backupDir, DB_FILE));
  await mkdir(options.dataDir, { recursive: true });
  const lock = acquireDirectoryLock(path.join(options.dataDir, 'db.lock'));
  try {
    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
    const dbDir = path.join(options.dataDir, 'db');
    const uploadsDir = path.join(options.dataDir, 'uploads');
    if (existsSync(dbDir)) await rename(dbDir, `${dbDir}.before-restore-${stamp}`);
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({
      dataDir: dbDir,
      loadDataDir: new Blob([dump]),
      startParams: pgliteStartParams(PGlite.defaultStartParams),
      extensions: await pgliteExtensions(),
    });
    await client.close();
    const savedUploads = path.join(options.backupDir, 'uploads');
    if (existsSync(savedUploads)) {
      if (existsSync(uploadsDir)) await rename(uploadsDir, `${uploadsDir}.before-restore-${stamp}`);
      await cp(savedUploads, uploadsDir, { recursive: true });
    }
    return manifest;
  } finally {
    lock.release();
  }
}

/**
 * The token `npm run backup` shows the running server: kept in DATA_DIR (0600), so whoever may read the data
 * directory may ask for its backup, and nobody else.
 */
export async function operatorToken(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'operator-token');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  await writeFile(file, token, { mode: 0o600 });
  return token;
}

export const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
