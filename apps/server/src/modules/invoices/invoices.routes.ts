import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { taxDocumentListSchema } from '@kala/contract/gst-summary';
import { orderIdParamsSchema } from '@kala/contract/orders';
import { currentUser } from '../../plugins/authenticate.ts';
import type { InvoicesService } from './invoices.service.ts';

const listAnswers = { 200: successOf(taxDocumentListSchema), 401: errorSchema, 404: errorSchema };

/** The signed-in shopper's own order's GST documents in short (another's order is a 404). */
export const shopperDocumentRoutes: FastifyPluginAsyncZod<{
  invoices: InvoicesService;
  requireUser: preHandlerAsyncHookHandler;
}> = async (app, { invoices, requireUser }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireUser.call(this, request, reply);
  });
  app.get(
    '/:id/documents',
    {
      schema: {
        tags: ['orders'],
        summary: "The order's tax invoice and credit notes: kind, number, date and total",
        params: orderIdParamsSchema,
        response: listAnswers,
      },
    },
    async (request) => ({
      success: true as const,
      data: await invoices.documentsOfOrder(request.params.id, currentUser(request).id),
    }),
  );
};

/** The admin's view of any order's GST documents, beside the admin order view (/api/orders/admin/:id). */
export const adminDocumentRoutes: FastifyPluginAsyncZod<{
  invoices: InvoicesService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { invoices, requireAdmin }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });
  app.get(
    '/admin/:id/documents',
    {
      schema: {
        tags: ['admin'],
        summary: "Any order's tax invoice and credit notes: kind, number, date and total",
        params: orderIdParamsSchema,
        response: { ...listAnswers, 403: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await invoices.documentsOfOrder(request.params.id, null) }),
  );
};
