import { clockOf, defineModule } from '../module.ts';
import { createCodRepository } from './cod.repository.ts';
import { adminCodRoutes } from './cod.routes.ts';
import { createCodService, type CodService } from './cod.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cod: CodService;
  }
}

/**
 * Cash on delivery that arrives (issue 25, decision 030): the seller's COD policy and lists, and the risk tier every
 * COD order is given at checkout (app.cod.decide), which the orders module reads before an order's transaction.
 */
export const codModule = defineModule('cod', async (app, ctx) => {
  const { config, database, cache, guards } = ctx;
  const cod = createCodService({
    repository: createCodRepository(database.db),
    cache,
    confirmHours: config.codConfirmHours,
    requireConfirmation: config.codRequireConfirmation,
    ...clockOf(ctx),
  });
  app.decorate('cod', cod);
  await app.register(adminCodRoutes, { prefix: '/api/admin/settings/cod', cod, requireAdmin: guards.requireAdmin });
});
