import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ConflictError, UnauthorizedError } from '../../lib/errors.ts';
import { operatorToken, sameToken, writeBackup } from './backup.ts';

/**
 * `POST /api/operations/backup` (issue 12 item 3): the running server writes a consistent backup of its embedded
 * database and uploads into DATA_DIR/backups, for `npm run backup`. The caller shows the operator token kept in
 * DATA_DIR. Hidden from the API document: it is for the operator's script, not for the store's clients.
 */
export const operationsRoutes: FastifyPluginAsync<{ database: Database; dataDir: string; uploadsDir: string }> = async (
  app,
  { database, dataDir, uploadsDir },
) => {
  const token = await operatorToken(dataDir);
  app.post('/backup', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, token)) throw new UnauthorizedError('The operator token of this data directory is required');
    if (!database.snapshot) {
      throw new ConflictError('PostgreSQL is backed up with pg_dump or point-in-time recovery (docs/deploy.md)');
    }
    const folder = await writeBackup({ database, uploadsDir, backupsDir: path.join(dataDir, 'backups') });
    request.log.info({ folder }, 'backup written');
    return reply.code(201).send({ success: true, data: { path: folder } });
  });
};
