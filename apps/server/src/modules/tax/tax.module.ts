import { clockOf, defineModule } from '../module.ts';
import { createTaxRepository } from './tax.repository.ts';
import { adminTaxRoutes, priceDisplayRoutes } from './tax.routes.ts';
import { createTaxService, type TaxService } from './tax.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tax: TaxService;
  }
}

/**
 * GST (issue 24, decision 025): the seller's tax settings and the categories' rates, which pricing reads for every
 * cart and order (app.tax.regime()), and the admin's Settings tab that writes them.
 */
export const taxModule = defineModule(
  'tax',
  async (app, ctx) => {
    const { config, database, cache, guards } = ctx;
    const tax = createTaxService({
      repository: createTaxRepository(database.db),
      configured: config.sellerTax,
      defaultRatePercent: config.gstPercent,
      pickupPincode: config.pickupPincode,
      pincodes: app.pincodes,
      cache,
      ...clockOf(ctx),
    });
    app.decorate('tax', tax);
    await app.register(adminTaxRoutes, { prefix: '/api/admin/settings/tax', tax, requireAdmin: guards.requireAdmin });
    await app.register(priceDisplayRoutes, { prefix: '/api/settings', tax });
  },
  ['shipping'],
);
