import { operationsRoutes } from '../operations/operations.routes.ts';
import { defineModule } from '../module.ts';
import { registerDrain, type Drain } from './drain.ts';
import { healthRoutes } from './health.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness off, then serve until requests stop arriving: main.ts's SIGTERM, before close. */
    drain: Drain;
  }
}

/** For load balancers and operators: alive, ready, draining (issue 12), and backups of the embedded database. */
export const healthModule = defineModule('health', async (app, { config, database }) => {
  const drain = registerDrain(app);
  app.decorate('drain', drain);
  await app.register(healthRoutes, { prefix: '/api', database, drain });
  // Backups of the embedded database while it runs, for `npm run backup`.
  await app.register(operationsRoutes, {
    prefix: '/api/operations',
    database,
    dataDir: config.dataDir,
    uploadsDir: config.uploadsDir,
  });
});
