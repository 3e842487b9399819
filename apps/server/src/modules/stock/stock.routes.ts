import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import {
  lowStockReportSchema,
  lowStockSettingsSchema,
  LOW_STOCK_MESSAGES,
  stockHoldsQuerySchema,
  stockHoldsSchema,
} from '@kala/contract/stock';
import { rateLimitConfig, type RouteLimit } from '../../lib/route-limits.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { StockService } from './stock.service.ts';

/** A product page read by a signed-in shopper asks once; this only stops a loop. Per client address. */
export const DEFAULT_STOCK_HOLDS_LIMIT: RouteLimit = { max: 120, timeWindow: 60_000 };

/**
 * GET /api/stock/holds?productId=: the signed-in shopper's own unpaid online orders holding pieces of the product's
 * sizes (the product page shows those 'Reserved for you'). Per user and never cached: the catalogue's product answer is
 * public and cached, so this is asked beside it, only by a signed-in shopper.
 */
export const stockRoutes: FastifyPluginAsyncZod<{
  stock: StockService;
  requireUser: preHandlerAsyncHookHandler;
  limit?: RouteLimit;
}> = async (app, { stock, requireUser, limit = DEFAULT_STOCK_HOLDS_LIMIT }) => {
  app.get(
    '/holds',
    {
      config: rateLimitConfig(limit),
      onRequest: async function (request, reply) {
        await requireUser.call(this, request, reply);
      },
      schema: {
        tags: ['stock'],
        summary: "The signed-in shopper's own unpaid orders holding pieces of a product",
        querystring: stockHoldsQuerySchema,
        response: { 200: successOf(stockHoldsSchema), 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      // Per shopper: no shared cache may keep it.
      void reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        data: await stock.holds(currentUser(request).id, request.query.productId),
      };
    },
  );
};

const guarded = { 401: errorSchema, 403: errorSchema };

/** The seller's low-stock threshold and the sizes at or below it (admins only; the guard runs before the body). */
export const adminStockRoutes: FastifyPluginAsyncZod<{
  stock: StockService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { stock, requireAdmin }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/low',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counted sizes of products on sale at or below the low-stock threshold, the fewest first',
        response: { 200: successOf(lowStockReportSchema), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await stock.lowStock() }),
  );

  app.get(
    '/settings',
    {
      schema: {
        tags: ['admin'],
        summary: "The seller's low-stock threshold",
        response: { 200: successOf(lowStockSettingsSchema), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await stock.settings() }),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags: ['admin'],
        summary: "Save the seller's low-stock threshold",
        body: lowStockSettingsSchema,
        response: { 200: successOf(lowStockSettingsSchema), 400: errorSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: await stock.saveSettings(currentUser(request), request.body),
      message: LOW_STOCK_MESSAGES.thresholdSaved,
    }),
  );
};
