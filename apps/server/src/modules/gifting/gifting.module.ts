import { clockOf, defineModule } from '../module.ts';
import { createGiftingRepository } from './gifting.repository.ts';
import { adminGiftSettingsRoutes, giftSettingsRoutes } from './gifting.routes.ts';
import { createGiftingService, type GiftingService } from './gifting.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gift orders' gifts and the seller's wrap price (issue 27 item 3): orders, invoices and shipments read it. */
    gifting: GiftingService;
  }
}

/** Gifting (issue 27 item 3, decision 042): registered before invoices, orders and shipments, which read it. */
export const giftingModule = defineModule('gifting', async (app, ctx) => {
  const { database, cache, guards } = ctx;
  const service = createGiftingService({ repository: createGiftingRepository(database.db), cache, ...clockOf(ctx) });
  app.decorate('gifting', service);
  await app.register(giftSettingsRoutes, { prefix: '/api/settings/gifting', service });
  await app.register(adminGiftSettingsRoutes, {
    prefix: '/api/admin/settings/gifting',
    service,
    requireAdmin: guards.requireAdmin,
  });
});
