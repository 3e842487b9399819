import { clockOf, defineModule } from '../module.ts';
import { adminOrdersRoutes } from './admin-orders.routes.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { ordersRoutes } from './orders.routes.ts';
import { codAdminRoutes, codConfirmationLinkRoutes, codShopperRoutes } from './cod-confirmation.routes.ts';
import { refundsRoutes } from './refunds.routes.ts';
import { createOrdersService, type OrdersService } from './orders.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}

/**
 * Orders (issue 9, decisions 007 and 012): priced by one function, placed in one transaction with shipping quoted
 * again at order time; the shopper's orders and the admin's lists, status changes and refunds of a part (decision 024).
 */
export const ordersModule = defineModule(
  'orders',
  async (app, ctx) => {
    const { config, database, cache, guards } = ctx;
    const repository = createOrdersRepository(database.db);
    const orders = createOrdersService({
      repository,
      shipping: app.shipping,
      cache,
      tax: app.tax,
      documents: app.orderDocuments,
      publicUrl: config.publicUrl,
      storeName: config.storeName,
      cod: app.cod,
      linkSecret: config.jwtSecret,
      messaging: app.messaging,
      reviewRequestDays: config.reviewRequestDays,
      gifting: app.gifting,
      sales: app.sales,
      ...clockOf(ctx),
    });
    app.decorate('orders', orders);
    await app.register(ordersRoutes, {
      prefix: '/api/orders',
      orders,
      requireUser: guards.requireUser,
      placeLimitPerMinute: config.orderRateLimit,
    });
    await app.register(adminOrdersRoutes, {
      prefix: '/api/orders',
      orders,
      admin: createAdminOrdersService({ orders, repository, gifting: app.gifting }),
      requireAdmin: guards.requireAdmin,
    });
    // Before the shopper's routes: '/confirm/:token' and '/cod-offer' must not be taken for an order id.
    await app.register(codConfirmationLinkRoutes, { prefix: '/api/orders', orders });
    await app.register(codShopperRoutes, { prefix: '/api/orders', orders, requireUser: guards.requireUser });
    await app.register(codAdminRoutes, { prefix: '/api/orders/admin', orders, requireAdmin: guards.requireAdmin });
    ctx.jobs.handle('cod-confirmation', (job) => orders.codConfirmation.runJob(job));
    await app.register(refundsRoutes, { prefix: '/api/admin/orders', orders, requireAdmin: guards.requireAdmin });
  },
  ['shipping', 'mail', 'messaging', 'tax', 'invoices', 'cod', 'gifting'],
);
