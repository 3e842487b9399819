import { clockOf, defineModule } from '../module.ts';
import { createDeliveryEstimateRepository } from './delivery-estimate.repository.ts';
import { adminDeliverySettingsRoutes, deliveryEstimateRoutes } from './delivery-estimate.routes.ts';
import { createDeliveryEstimateService, type DeliveryEstimateService } from './delivery-estimate.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The promise by PIN code, for other modules (the product page's structured data, modules/seo). */
    deliveryEstimate: DeliveryEstimateService;
  }
}

/**
 * The delivery promise by PIN code (issue 26 item 1, decision 036): the public estimate, the signed-in shopper's
 * remembered PIN code and the seller's festival-season switch. Reads the courier rates (shipping) and the COD
 * policy (cod) through their services.
 */
export const deliveryEstimateModule = defineModule(
  'delivery-estimate',
  async (app, ctx) => {
    const { config, database, cache, guards } = ctx;
    const service = createDeliveryEstimateService({
      repository: createDeliveryEstimateRepository(database.db),
      cache,
      shipping: app.shipping,
      cod: app.cod,
      cutoffHour: config.delivery.cutoffHour,
      ...clockOf(ctx),
    });
    app.decorate('deliveryEstimate', service);
    await app.register(deliveryEstimateRoutes, {
      prefix: '/api/delivery-estimate',
      service,
      requireUser: guards.requireUser,
      limit: { max: config.delivery.estimateRateLimit, timeWindow: 60_000 },
    });
    await app.register(adminDeliverySettingsRoutes, {
      prefix: '/api/admin/settings/delivery',
      service,
      requireAdmin: guards.requireAdmin,
    });
  },
  ['shipping', 'cod'],
);
