/**
 * The admin's parcel paperwork as PDFs (issue 24 item 6), under /api/admin/orders: one order's label or packing slip
 * (GET, so a link can open it), and one PDF for a selection (POST with the order ids, at most 100), plus the
 * courier's manifest when its service makes one. Admin only: a shopper gets 403, a guest 401.
 */
import type { FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@kala/contract/envelope';
import { paperworkBatchSchema, paperworkOrderParamsSchema } from '@kala/contract/paperwork';
import type { Paperwork } from './paperwork.service.ts';

export interface PaperworkRoutesOptions {
  paperwork: Paperwork;
  asAdmin: preHandlerAsyncHookHandler;
}

const failures = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  503: errorSchema,
};

/** A PDF as it is (no 200 schema, so no serializer touches it), named for saving, never cached by a shared cache. */
function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${filename.replace(/[^\w.-]/g, '-')}"`)
    .type('application/pdf')
    .send(pdf);
}

export const paperworkRoutes: FastifyPluginAsyncZod<PaperworkRoutesOptions> = async (app, options) => {
  const { paperwork, asAdmin } = options;

  const single = (path: string, summary: string, make: (id: string) => Promise<Buffer>, name: string) =>
    app.get(
      path,
      {
        onRequest: asAdmin,
        schema: { tags: ['admin'], summary, params: paperworkOrderParamsSchema, response: failures },
      },
      async (request, reply) => sendPdf(reply, await make(request.params.id), `${name}.pdf`),
    );
  single('/:id/label.pdf', 'The order’s shipping label, 4x6 inch PDF (admin)', (id) => paperwork.labels([id]), 'label');
  single(
    '/:id/packing-slip.pdf',
    'The order’s packing slip, A5 PDF (admin)',
    (id) => paperwork.packingSlips([id]),
    'packing-slip',
  );

  const batch = (path: string, summary: string, make: (ids: string[]) => Promise<Buffer>, name: string) =>
    app.post(
      path,
      { onRequest: asAdmin, schema: { tags: ['admin'], summary, body: paperworkBatchSchema, response: failures } },
      async (request, reply) => sendPdf(reply, await make(request.body.orderIds), `${name}.pdf`),
    );
  batch('/labels.pdf', 'Shipping labels of the chosen orders, one PDF (admin)', paperwork.labels, 'labels');
  batch(
    '/packing-slips.pdf',
    'Packing slips of the chosen orders, one PDF (admin)',
    paperwork.packingSlips,
    'packing-slips',
  );
  batch(
    '/picking-list.pdf',
    'Picking list of the chosen orders, gift orders marked, one PDF (admin)',
    paperwork.pickingList,
    'picking-list',
  );
  batch(
    '/manifest.pdf',
    'The courier’s manifest of the chosen orders’ parcels (admin; Shiprocket)',
    paperwork.manifest,
    'manifest',
  );
};
