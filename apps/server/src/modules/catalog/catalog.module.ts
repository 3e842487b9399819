import { createAdminProductsRepository } from '../admin-products/admin-products.repository.ts';
import { adminProductsRoutes } from '../admin-products/admin-products.routes.ts';
import { createAdminProductsService } from '../admin-products/admin-products.service.ts';
import { clockOf, defineModule } from '../module.ts';
import { createCatalogRepository } from './catalog.repository.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { createCatalogService, type CatalogService } from './catalog.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}

/**
 * The catalogue (spec §7 Products): the shoppers' reads, cached until a write, and the admin's product writes
 * (decision 010), which invalidate that cache on every instance.
 */
export const catalogModule = defineModule('catalog', async (app, ctx) => {
  const { database, cache, guards } = ctx;
  const catalog = createCatalogService(createCatalogRepository(database.db), cache, app.sales);
  app.decorate('catalog', catalog);
  await app.register(catalogRoutes, { prefix: '/api/products', catalog });
  await app.register(adminProductsRoutes, {
    prefix: '/api',
    products: createAdminProductsService({
      repository: createAdminProductsRepository(database.db),
      cache,
      ...clockOf(ctx),
    }),
    requireAdmin: guards.requireAdmin,
  });
});
