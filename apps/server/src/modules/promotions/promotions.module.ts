import { clockOf, defineModule } from '../module.ts';
import { createAdminCouponsRepository } from './admin-coupons.repository.ts';
import { adminCouponsRoutes } from './admin-coupons.routes.ts';
import { createAdminCouponsService } from './admin-coupons.service.ts';
import { DEFAULT_CODE_LIMIT, promotionsRoutes } from './promotions.routes.ts';
import { createPromotionsService } from './promotions.service.ts';

/**
 * Coupon codes (issue 27 items 1 and 5, decision 040): the shopper's code on the cart and the admin's codes. The
 * pricing of a code is the orders module's (order-context.ts#price through coupon-pricing.ts), its use taken in the
 * order's transaction (place-order.ts) and given back on cancellation (cancel-order.ts).
 */
export const promotionsModule = defineModule(
  'promotions',
  async (app, ctx) => {
    const { database, guards } = ctx;
    await app.register(promotionsRoutes, {
      prefix: '/api/promotions',
      promotions: createPromotionsService(database.db, app.orders, clockOf(ctx)),
      requireUser: guards.requireUser,
      codeLimit: DEFAULT_CODE_LIMIT,
    });
    await app.register(adminCouponsRoutes, {
      prefix: '/api/admin/promotions',
      admin: createAdminCouponsService(createAdminCouponsRepository(database.db), clockOf(ctx)),
      requireAdmin: guards.requireAdmin,
    });
  },
  ['orders'],
);
