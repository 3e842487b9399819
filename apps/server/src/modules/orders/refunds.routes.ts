import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { toRupees } from '@kala/contract/money';
import { orderIdParamsSchema, orderSchema } from '@kala/contract/orders';
import { REFUND_MESSAGES, refundInputSchema } from '@kala/contract/refunds';
import { currentUser } from '../../plugins/authenticate.ts';
import type { OrdersService } from './orders.service.ts';
import { checkedIdempotencyKey, idempotencyHeadersSchema } from './place-order-route.ts';

export interface RefundsRoutesOptions {
  orders: OrdersService;
  requireAdmin: preHandlerAsyncHookHandler;
}

/**
 * POST /api/admin/orders/{id}/refunds (issue 30, decision 024): the owner refunds a line or an amount of an order,
 * with a reason. Its own plugin, so the admin guard covers exactly this route.
 */
export const refundsRoutes: FastifyPluginAsyncZod<RefundsRoutesOptions> = async (app, { orders, requireAdmin }) => {
  // onRequest, so a guest is 401 and a shopper 403 before their input is even read.
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.post(
    '/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Refund part of a paid order: a line (orderItemId, quantity) or an amount in rupees, with a reason; send an Idempotency-Key header to make retries safe',
        params: orderIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: refundInputSchema,
        response: {
          201: successOf(orderSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = checkedIdempotencyKey(request.headers);
      const result = await orders.refundPart(request.params.id, request.body, currentUser(request), key);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({
        success: true as const,
        data: result.order,
        message: REFUND_MESSAGES.requested(toRupees(result.amountPaise)),
      });
    },
  );
};
