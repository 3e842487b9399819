/**
 * Failed delivery attempts' routes (decision 032): the admin's courier actions beside the others under
 * /api/shipping (fail the local courier's attempt, re-attempt, return to the seller), the shopper's under their order
 * (/api/orders/{id}/delivery-attempts; another shopper's order is 404), and the message's single-use link, which works
 * without signing in (/api/shipping/delivery-fix/{token}, rate limited per address).
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELIVERY_ATTEMPT_MESSAGES,
  deliveryFixParamsSchema,
  deliveryFixViewSchema,
  failAttemptInputSchema,
  reattemptInputSchema,
  returnToOriginInputSchema,
} from '@kala/contract/delivery-attempts';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { orderIdParamsSchema } from '@kala/contract/orders';
import { orderShipmentsSchema, shipmentOrderParamsSchema } from '@kala/contract/shipments';
import { currentUser } from '../../../plugins/authenticate.ts';
import type { ShipmentsService } from '../shipments.service.ts';

type AttemptActions = ShipmentsService['attempts'];

const failures = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  503: errorSchema,
};

export interface DeliveryAttemptRoutesOptions {
  attempts: AttemptActions;
  requireUser: preHandlerAsyncHookHandler;
  requireAdmin: preHandlerAsyncHookHandler;
}

/** Registered under /api: the admin's actions (/shipping/...) and the shopper's (/orders/{id}/delivery-attempts). */
export const deliveryAttemptRoutes: FastifyPluginAsyncZod<DeliveryAttemptRoutesOptions> = async (app, options) => {
  const { attempts } = options;
  // On request, before the body is read: a guest gets 401 and a shopper 403 whatever the body holds.
  const asAdmin: preHandlerAsyncHookHandler = async function (request, reply) {
    await options.requireAdmin.call(this, request, reply);
  };
  const asUser: preHandlerAsyncHookHandler = async function (request, reply) {
    await options.requireUser.call(this, request, reply);
  };
  const adminSchema = (summary: string) => ({
    tags: ['admin'],
    summary,
    params: shipmentOrderParamsSchema,
    response: { 200: successOf(orderShipmentsSchema), ...failures },
  });

  app.post(
    '/shipping/fail-attempt/:orderId',
    {
      onRequest: asAdmin,
      schema: {
        ...adminSchema('Fail the local courier’s delivery attempt under way, for a reason (admin; local courier only)'),
        body: failAttemptInputSchema,
      },
    },
    async (request) => ({
      success: true as const,
      data: await attempts.failLocal(currentUser(request), request.params.orderId, request.body),
      message: DELIVERY_ATTEMPT_MESSAGES.attemptFailed,
    }),
  );

  app.post(
    '/shipping/reattempt/:orderId',
    {
      onRequest: asAdmin,
      schema: {
        ...adminSchema(
          'Ask the courier to deliver again on a date, optionally to a corrected address or phone (admin)',
        ),
        body: reattemptInputSchema,
      },
    },
    async (request) => ({
      success: true as const,
      data: await attempts.reattempt(currentUser(request), request.params.orderId, request.body),
      message: DELIVERY_ATTEMPT_MESSAGES.reattemptAsked,
    }),
  );

  app.post(
    '/shipping/rto/:orderId',
    {
      onRequest: asAdmin,
      schema: {
        ...adminSchema('Send the parcel back to the store after a failed attempt (return to origin; admin)'),
        body: returnToOriginInputSchema,
      },
    },
    async (request) => ({
      success: true as const,
      data: await attempts.returnToOrigin(currentUser(request), request.params.orderId, request.body),
      message: DELIVERY_ATTEMPT_MESSAGES.rtoAsked,
    }),
  );

  app.get(
    '/orders/:id/delivery-attempts',
    {
      onRequest: asUser,
      schema: {
        tags: ['orders'],
        summary: 'The order’s failed delivery attempts and what the shopper can do (own orders only: else 404)',
        params: orderIdParamsSchema,
        response: { 200: successOf(deliveryFixViewSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await attempts.shopperView(currentUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/orders/:id/delivery-attempts/reattempt',
    {
      onRequest: asUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Ask for a re-attempt on a date, optionally with a corrected address or phone (own orders only)',
        params: orderIdParamsSchema,
        body: reattemptInputSchema,
        response: { 200: successOf(deliveryFixViewSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await attempts.shopperReattempt(currentUser(request).id, request.params.id, request.body),
      message: DELIVERY_ATTEMPT_MESSAGES.reattemptAsked,
    }),
  );
};

/** The message's link (no sign-in): under /api/shipping. The token is masked in the request log (its route name). */
export const deliveryFixRoutes: FastifyPluginAsyncZod<{ attempts: AttemptActions }> = async (app, { attempts }) => {
  app.get(
    '/delivery-fix/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['shipping'],
        summary: 'What a delivery-fix link acts on (single use, a few days; the link stays unused)',
        params: deliveryFixParamsSchema,
        response: { 200: successOf(deliveryFixViewSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await attempts.linkView(request.params.token) }),
  );

  app.post(
    '/delivery-fix/:token/reattempt',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['shipping'],
        summary: 'Ask for a re-attempt with a delivery-fix link (spends the link)',
        params: deliveryFixParamsSchema,
        body: reattemptInputSchema,
        response: {
          200: successOf(deliveryFixViewSchema),
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await attempts.linkReattempt(request.params.token, request.body),
      message: DELIVERY_ATTEMPT_MESSAGES.reattemptAsked,
    }),
  );
};
