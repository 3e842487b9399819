import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '@kala/contract/analytics';
import { errorSchema, successOf } from '@kala/contract/envelope';
import type { AnalyticsService } from './analytics.service.ts';

/** GET /api/admin/analytics (issue 11 item 6): revenue over time, totals, conversion, cancellations, top sellers. */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  analytics: AnalyticsService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { analytics, requireAdmin }) => {
  // On request, before the query is read: a guest gets 401 and a shopper 403 whatever they send.
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/analytics',
    {
      schema: {
        tags: ['admin'],
        summary: "Sales analytics for a range of the store's calendar days (Asia/Kolkata); money in paise",
        querystring: analyticsQuerySchema,
        response: { 200: successOf(analyticsSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await analytics.analytics(request.query) }),
  );
};
