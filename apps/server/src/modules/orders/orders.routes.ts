import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import {
  ORDER_MESSAGES,
  cancelOrderInputSchema,
  orderCountSchema,
  orderIdParamsSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderListSchema,
  orderPreviewInputSchema,
  orderPreviewSchema,
  orderSchema,
  placedOrderSchema,
  savedAddressSchema,
} from '@kala/contract/orders';
import { BadRequestError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { OrdersService } from './orders.service.ts';
import {
  idempotencyHeadersSchema,
  idempotencyKeyOf,
  placeOrderRouteConfig,
  orderFailures,
} from './place-order-route.ts';

const failures = orderFailures;

export interface OrdersRoutesOptions {
  orders: OrdersService;
  requireUser: preHandlerAsyncHookHandler;
  /** Orders a signed-in shopper may place a minute (a bot with a stolen session cannot empty the stock). */
  placeLimitPerMinute: number;
}

/** Spec §7 Orders for the signed-in shopper: their own orders and nobody else's. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, options) => {
  const { orders, requireUser } = options;
  app.addHook('onRequest', async function (request, reply) {
    await requireUser.call(this, request, reply);
  });

  app.post(
    '/',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order (cart lines or a quick order); send an Idempotency-Key header to make retries safe',
        headers: idempotencyHeadersSchema,
        body: orderInputSchema,
        response: { 200: successOf(placedOrderSchema), 201: successOf(placedOrderSchema), ...failures },
      },
      config: placeOrderRouteConfig(options.placeLimitPerMinute),
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers);
      if (request.body.paymentMethod !== 'cash_on_delivery') {
        // Online payment orders go through POST /api/payments/create-order (the payment module).
        throw new BadRequestError(ORDER_MESSAGES.onlinePaymentHere);
      }
      // Without a key the request is simply not deduplicated: each one is its own attempt.
      const { order, replayed } = await orders.place(
        currentUser(request),
        { ...request.body, language: requestLocale(request) },
        key,
      );
      reply.status(replayed ? 200 : 201);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return {
        success: true as const,
        data: { orderId: order._id, orderNumber: order.orderNumber, status: order.orderStatus, order },
        message: ORDER_MESSAGES.placed,
      };
    },
  );

  app.post(
    '/preview',
    {
      schema: {
        tags: ['orders'],
        summary: 'Price lines as an order would be priced (GST, courier, COD charges), writing nothing',
        body: orderPreviewInputSchema,
        response: { 200: successOf(orderPreviewSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.preview(currentUser(request), request.body, requestLocale(request)),
    }),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['orders'],
        summary: "The shopper's orders, newest first",
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { orders: list, pagination } = await orders.list(currentUser(request), request.query);
      return { success: true as const, data: list, pagination };
    },
  );

  app.get(
    '/count',
    {
      schema: {
        tags: ['orders'],
        summary: "How many orders: the shopper's own, or all for an admin",
        response: { 200: successOf(orderCountSchema), 401: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await orders.count(currentUser(request)) }),
  );

  app.get(
    '/addresses',
    {
      schema: {
        tags: ['orders'],
        summary: 'Addresses the shopper shipped to before, the last used first',
        response: { 200: successOf(z.array(savedAddressSchema)), 401: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await orders.savedAddresses(currentUser(request)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the shopper’s orders (another user’s answers 404)',
        params: orderIdParamsSchema,
        response: { 200: successOf(orderSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await orders.get(currentUser(request), request.params.id) }),
  );

  app.patch(
    '/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order while pending, confirmed or processing, within 12 hours of placing it',
        params: orderIdParamsSchema,
        body: cancelOrderInputSchema.default({ reason: undefined }),
        response: { 200: successOf(orderSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.cancel(currentUser(request), request.params.id, request.body),
      message: ORDER_MESSAGES.cancelled,
    }),
  );
};
