import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COD_CSV_HEADER, codAnalyticsQuerySchema, codAnalyticsSchema } from '@kala/contract/cod-analytics';
import { errorSchema, successOf } from '@kala/contract/envelope';
import type { CodAnalyticsService } from './cod-analytics.service.ts';
import { codCsvRows } from './cod-csv.ts';
import { toCsv } from './csv.ts';

/**
 * GET /api/admin/analytics/cod and its CSV (issue 25 item 6): what cash on delivery did over a range of the store's
 * calendar, by week. Admin only, read only.
 */
export const codAnalyticsRoutes: FastifyPluginAsyncZod<{
  cod: CodAnalyticsService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { cod, requireAdmin }) => {
  // On request, before the query is read: a guest gets 401 and a shopper 403 whatever they send.
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/analytics/cod',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Cash on delivery for a range, by week (Asia/Kolkata): share, confirmation, RTO by payment, tier and state, ' +
          'conversion to prepaid and shipping lost to RTO; money in paise',
        querystring: codAnalyticsQuerySchema,
        response: { 200: successOf(codAnalyticsSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await cod.cod(request.query) }),
  );

  app.get(
    '/analytics/cod.csv',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The cash-on-delivery figures of a range as a CSV file (text/csv attachment): weeks, total, tiers, states',
        querystring: codAnalyticsQuerySchema,
        response: { 200: z.string(), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      // A few dozen rows at most (157 weeks, the total, 3 tiers, 36 states): written whole, not streamed.
      const data = await cod.cod(request.query);
      const { from, to } = data.range;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="kala-cash-on-delivery-${from}-to-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(toCsv([COD_CSV_HEADER, ...codCsvRows(data)]));
    },
  );
};
