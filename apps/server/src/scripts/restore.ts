import { loadConfig } from '../config.ts';
import { restoreBackup } from '../modules/operations/backup.ts';

/**
 * `npm run restore -- <backup folder>`: brings a backup written by `npm run backup` back into DATA_DIR, with the
 * server stopped. What was there is kept beside it (db.before-restore-…, uploads.before-restore-…).
 */
async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: npm run restore -- DATA_DIR/backups/kala-<time>');
    process.exit(1);
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('This store runs on PostgreSQL: restore it with pg_restore or psql (docs/deploy.md).');
    process.exit(1);
  }
  const manifest = await restoreBackup({ backupDir: folder, dataDir: config.dataDir });
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}. Start the server with npm run serve.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
