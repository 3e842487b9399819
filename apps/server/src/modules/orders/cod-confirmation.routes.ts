import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codAdminConfirmSchema,
  codConfirmationAnswerSchema,
  codOfferSchema,
  riskOverrideSchema,
} from '@kala/contract/cod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { codOfferInputSchema, orderIdParamsSchema, orderSchema } from '@kala/contract/orders';
import { currentUser } from '../../plugins/authenticate.ts';
import type { OrdersService } from './orders.service.ts';

const tokenParams = z.object({ token: z.string().max(100) });
/** The link is public: a few taps a minute per address is plenty for a person and little for a guesser. */
const linkLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const linkAnswers = {
  200: codConfirmationAnswerSchema,
  404: errorSchema,
  409: errorSchema,
  410: errorSchema,
  429: errorSchema,
};

/**
 * The one-tap COD confirmation link (issue 25 item 2): works without signing in. GET only reads (mail scanners open
 * links), the buttons POST. Registered outside the shopper's guard.
 */
export const codConfirmationLinkRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get(
    '/confirm/:token',
    {
      config: linkLimit,
      schema: {
        tags: ['orders'],
        summary: 'A COD order behind a confirmation link, in short',
        params: tokenParams,
        response: linkAnswers,
      },
    },
    async (request) => ({ success: true as const, data: await orders.codConfirmation.linkView(request.params.token) }),
  );
  for (const action of ['confirm', 'cancel'] as const) {
    app.post(
      `/confirm/:token/${action}`,
      {
        config: linkLimit,
        schema: {
          tags: ['orders'],
          summary:
            action === 'confirm'
              ? 'Confirm a COD order from its link (single use)'
              : 'Cancel a COD order from its confirmation link (single use)',
          params: tokenParams,
          response: linkAnswers,
        },
      },
      async (request) => {
        const { view, message } = await orders.codConfirmation.actOnLink(request.params.token, action);
        return { success: true as const, data: view, message };
      },
    );
  }
};

/** The signed-in shopper's COD routes: the payment step's offer and the order page's 'Confirm order'. */
export const codShopperRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  requireUser: preHandlerAsyncHookHandler;
}> = async (app, { orders, requireUser }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireUser.call(this, request, reply);
  });
  app.post(
    '/cod-offer',
    {
      schema: {
        tags: ['orders'],
        summary: 'Whether cash on delivery is offered for these lines and this address, and on what terms',
        body: codOfferInputSchema,
        response: {
          200: successOf(codOfferSchema),
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
          422: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: await orders.codOffer(currentUser(request), request.body) }),
  );
  app.post(
    '/:id/confirm',
    {
      schema: {
        tags: ['orders'],
        summary: 'Confirm your own cash-on-delivery order',
        params: orderIdParamsSchema,
        response: { 200: successOf(orderSchema), 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.codConfirmation.confirmOnOrderPage(currentUser(request), request.params.id),
      message: 'Thank you! Your order is confirmed.',
    }),
  );
};

/** The admin's COD routes: confirmed by phone (with a note of the call) and the risk tier's override. */
export const codAdminRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { orders, requireAdmin }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });
  const guarded = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
  app.post(
    '/:id/confirm',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a COD order confirmed after calling the shopper, with a note of the call',
        params: orderIdParamsSchema,
        body: codAdminConfirmSchema,
        response: { 200: successOf(orderSchema), 400: errorSchema, 409: errorSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.codConfirmation.confirmByPhone(currentUser(request), request.params.id, request.body.note),
      message: 'Order confirmed',
    }),
  );
  app.put(
    '/:id/risk',
    {
      schema: {
        tags: ['admin'],
        summary: "Override a COD order's risk tier, saying why",
        params: orderIdParamsSchema,
        body: riskOverrideSchema,
        response: { 200: successOf(z.object({ tier: z.string() })), 400: errorSchema, ...guarded },
      },
    },
    async (request) => {
      await orders.codConfirmation.overrideRisk(currentUser(request), request.params.id, request.body);
      return { success: true as const, data: { tier: request.body.tier }, message: 'Risk tier overridden' };
    },
  );
};
