import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '@kala/contract/admin-stats';
import { errorSchema, successOf } from '@kala/contract/envelope';
import type { AdminStatsService } from './stats.service.ts';

/** GET /api/admin/stats (spec §7): the Overview tab's figures. Admins only. */
export const adminStatsRoutes: FastifyPluginAsyncZod<{
  stats: AdminStatsService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { stats, requireAdmin }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts of products, users and orders, revenue, the latest orders and the featured products',
        response: { 200: successOf(adminStatsSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ success: true as const, data: await stats.stats() }),
  );
};
