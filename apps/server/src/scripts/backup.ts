import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../app.ts';
import { operatorToken, writeBackup } from '../modules/operations/backup.ts';

/**
 * `npm run backup`: a consistent backup of the embedded database and the uploads into DATA_DIR/backups. With the
 * server running, the server writes it (it holds the database); otherwise this script opens the database itself.
 * With DATABASE_URL set it explains how PostgreSQL is backed up instead.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'This store runs on PostgreSQL: back it up with pg_dump (and point-in-time recovery for a live shop), as docs/deploy.md says. Uploads are in ' +
        config.uploadsDir,
    );
    process.exit(1);
  }
  const lockFile = path.join(config.dataDir, 'db.lock');
  const holder = existsSync(lockFile) ? Number.parseInt(readFileSync(lockFile, 'utf8'), 10) : NaN;
  if (Number.isInteger(holder) && isAlive(holder)) {
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    const answer = await fetch(`http://${host}:${config.port}/api/operations/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await operatorToken(config.dataDir)}` },
      signal: AbortSignal.timeout(10 * 60_000),
    });
    const body = (await answer.json()) as { success: boolean; message?: string; data?: { path: string } };
    if (!answer.ok || !body.data) throw new Error(`The running server (pid ${holder}) refused: ${body.message}`);
    console.log(`Backup written by the running server: ${body.data.path}`);
    return;
  }
  const database = await openConfiguredDatabase(config);
  try {
    const folder = await writeBackup({
      database,
      uploadsDir: config.uploadsDir,
      backupsDir: path.join(config.dataDir, 'backups'),
    });
    console.log(`Backup written: ${folder}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
