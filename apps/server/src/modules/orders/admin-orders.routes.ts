import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeToday } from '@kala/contract/analytics';
import {
  ADMIN_ORDER_MESSAGES,
  adminOrderDetailSchema,
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderStatsSchema,
  orderStatusChangeSchema,
} from '@kala/contract/admin-orders';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { orderIdParamsSchema, orderSchema } from '@kala/contract/orders';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdminOrdersService } from './admin-orders.service.ts';
import type { OrdersService } from './orders.service.ts';

export interface AdminOrdersRoutesOptions {
  orders: OrdersService;
  admin: AdminOrdersService;
  requireAdmin: preHandlerAsyncHookHandler;
}

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/**
 * Spec §7's admin order calls, under /api/orders beside the shopper's (their own plugin, so the admin guard covers
 * exactly these routes): every order, the counts and revenue, one order in full, and the status change.
 */
export const adminOrdersRoutes: FastifyPluginAsyncZod<AdminOrdersRoutesOptions> = async (app, options) => {
  const { orders, admin, requireAdmin } = options;
  // onRequest, so a guest is 401 and a shopper 403 before their input is even read.
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/admin/all',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Every order, newest first: page, limit (5, 10, 20 or 50), an optional status (or to_ship) and q (order number, phone, email or name)',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, ...refusals },
      },
    },
    async (request) => {
      const { rows, pagination } = await admin.list(request.query);
      return { success: true as const, data: rows, pagination };
    },
  );

  app.get(
    '/admin/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The list's orders (status or to_ship, and q) as a CSV file (text/csv attachment), newest first, streamed",
        querystring: adminOrderExportQuerySchema,
        // A stream sent as text/csv: the JSON serializer never sees it.
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      const csv = await admin.exportCsv(request.query);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kala-orders-${storeToday()}.csv"`)
          // Customers' names, phones and addresses: never kept by a shared cache or the browser's.
          .header('cache-control', 'no-store')
          // The stream of the text the schema documents (the serializer is not used for a stream).
          .send(csv as unknown as string)
      );
    },
  );

  app.get(
    '/admin/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders per status and the revenue (orders not cancelled, paid online or cash on delivery)',
        response: { 200: successOf(adminOrderStatsSchema), ...refusals },
      },
    },
    async () => ({ success: true as const, data: await admin.stats() }),
  );

  app.get(
    '/admin/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order in full, with its customer and the audit of admin changes',
        params: orderIdParamsSchema,
        response: { 200: successOf(adminOrderDetailSchema), ...refusals, 404: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await admin.detail(request.params.id) }),
  );

  app.patch(
    '/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: "Change an order's status, with an optional note and tracking number (history, mail and audit)",
        params: orderIdParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: successOf(orderSchema), ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.changeStatus(request.params.id, request.body, currentUser(request)),
      message: ADMIN_ORDER_MESSAGES.updated,
    }),
  );
};
