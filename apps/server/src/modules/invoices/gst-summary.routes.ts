import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { gstSummaryQuerySchema, gstSummarySchema } from '@kala/contract/gst-summary';
import { csvStream } from '../analytics/csv.ts';
import { GST_SUMMARY_CSV_HEADER, gstSummaryCsvPages } from './gst-summary-csv.ts';
import { gstSummary } from './gst-summary.ts';
import type { GstSummaryRepository } from './gst-summary.repository.ts';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The month's GST summary for the accountant (issue 24 item 7, decision 026): admins only, as JSON and as CSV. */
export const gstSummaryRoutes: FastifyPluginAsyncZod<{
  summaries: GstSummaryRepository;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { summaries, requireAdmin }) => {
  // onRequest, so a guest is 401 and a shopper 403 before the query is read.
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/summary',
    {
      schema: {
        tags: ['admin'],
        summary: "A month's GSTR-1 tables (4, 5, 7, 9B, 12, 13) and the documents' totals, month as YYYY-MM",
        querystring: gstSummaryQuerySchema,
        response: { 200: successOf(gstSummarySchema), ...refusals },
      },
    },
    async (request) => ({ success: true as const, data: await gstSummary(summaries, request.query.month) }),
  );

  app.get(
    '/summary.csv',
    {
      schema: {
        tags: ['admin'],
        summary: "A month's GSTR-1 tables as one CSV file (text/csv attachment), month as YYYY-MM",
        querystring: gstSummaryQuerySchema,
        // A stream of text/csv: Fastify pipes it as it is, the JSON serializer never sees it.
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      // Computed before the answer starts, so a failing database is still an answer in the envelope.
      const summary = await gstSummary(summaries, request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="kala-gst-summary-${summary.month}.csv"`)
        .header('cache-control', 'no-store')
        .send(csvStream(GST_SUMMARY_CSV_HEADER, gstSummaryCsvPages(summary)) as unknown as string);
    },
  );
};
