import { clockOf, defineModule } from '../module.ts';
import { createStockRepository } from './stock.repository.ts';
import { adminStockRoutes, stockRoutes } from './stock.routes.ts';
import { createStockService } from './stock.service.ts';

/**
 * Stock that tells the truth (issue 26 item 4, decision 038): the shopper's own holds on a product (GET
 * /api/stock/holds) and the seller's low-stock threshold and list (/api/admin/stock). The cart's and the order's
 * stock rules live where they apply (modules/cart, modules/orders/order-lines.ts).
 */
export const stockModule = defineModule('stock', async (app, ctx) => {
  const { database, guards } = ctx;
  const stock = createStockService({ repository: createStockRepository(database.db), ...clockOf(ctx) });
  await app.register(stockRoutes, { prefix: '/api/stock', stock, requireUser: guards.requireUser });
  await app.register(adminStockRoutes, { prefix: '/api/admin/stock', stock, requireAdmin: guards.requireAdmin });
});
