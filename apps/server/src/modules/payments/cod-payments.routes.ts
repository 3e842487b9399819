import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COD_PAYMENT_MESSAGES,
  codPaymentInputSchema,
  codPaymentOfferAnswerSchema,
  codPaymentOutcomeSchema,
} from '@kala/contract/cod-payments';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { orderIdParamsSchema } from '@kala/contract/orders';
import {
  paymentFailureInputSchema,
  paymentOrderSchema,
  testGatewayPayInputSchema,
  testGatewayPaySchema,
  verifyPaymentInputSchema,
} from '@kala/contract/payments';
import { currentUser } from '../../plugins/authenticate.ts';
import type { CodPayer } from './cod-payments.ts';
import type { PaymentsService } from './payments.service.ts';

const failures = {
  400: errorSchema,
  401: errorSchema,
  404: errorSchema,
  409: errorSchema,
  410: errorSchema,
  429: errorSchema,
  502: errorSchema,
  503: errorSchema,
};
const tokenParams = z.object({ token: z.string().max(100) });
/** The link is public: enough for a person paying (open, pay, verify, a retry or two), little for a guesser. */
const linkLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Paying online for a cash-on-delivery order (issue 25 items 3 and 4, decision 033): its advance, or the whole order
 * instead of cash. The same five steps for the signed-in shopper's own order (`/cod/:id`, another's is 404) and for
 * whoever holds its confirmation link (`/cod-link/:token`, no sign-in: 404 for a link not signed here, 410 once it
 * lapsed): what may be paid, the payment order, the checkout's verify and failure; the link holder's test gateway
 * dialog too (the signed-in shopper's is /test-gateway/pay). The provider's webhook settles them as well.
 */
export const codPaymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  requireUser: preHandlerAsyncHookHandler;
}> = async (app, { payments, requireUser }) => {
  /** The five routes for one kind of payer, under `base`. */
  function routes(
    scope: typeof app,
    base: string,
    params: typeof orderIdParamsSchema | typeof tokenParams,
    payerOf: (params: Record<string, string>, request: Parameters<typeof currentUser>[0]) => CodPayer,
    who: string,
    config: object,
  ) {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.get(
      base,
      {
        config,
        schema: {
          tags: ['payments'],
          summary: `What ${who} may pay online for a COD order now`,
          params,
          response: { 200: codPaymentOfferAnswerSchema, ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.codOffer(payerOf(request.params as Record<string, string>, request)),
      }),
    );
    r.post(
      base,
      {
        config,
        schema: {
          tags: ['payments'],
          summary: `The payment order for ${who}'s COD advance or prepayment (purpose advance | prepay)`,
          params,
          body: codPaymentInputSchema,
          response: { 200: successOf(paymentOrderSchema), ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.codOpen(payerOf(request.params as Record<string, string>, request), request.body.purpose),
      }),
    );
    r.post(
      `${base}/verify`,
      {
        config,
        schema: {
          tags: ['payments'],
          summary: `Verify ${who}'s COD payment: the advance recorded or the order converted to prepaid, confirmed`,
          params,
          body: verifyPaymentInputSchema,
          response: { 200: successOf(codPaymentOutcomeSchema), ...failures },
        },
      },
      async (request) => {
        const payer = payerOf(request.params as Record<string, string>, request);
        const { outcome, message } = await payments.codVerify(payer, request.body);
        return { success: true as const, data: outcome, message };
      },
    );
    r.post(
      `${base}/failure`,
      {
        config,
        schema: {
          tags: ['payments'],
          summary: `Record ${who}'s failed or dismissed COD payment (the order keeps waiting; pay again)`,
          params,
          body: paymentFailureInputSchema,
          response: { 200: successOf(codPaymentOutcomeSchema), ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.codFailure(payerOf(request.params as Record<string, string>, request), request.body),
        message: COD_PAYMENT_MESSAGES.recorded,
      }),
    );
  }

  await app.register(async (shopper) => {
    shopper.addHook('onRequest', async function (request, reply) {
      await requireUser.call(this, request, reply);
    });
    routes(
      shopper,
      '/cod/:id',
      orderIdParamsSchema,
      (params, request) => ({ user: currentUser(request), orderId: params.id! }),
      'the shopper',
      {},
    );
  });

  await app.register(async (link) => {
    routes(link, '/cod-link/:token', tokenParams, (params) => ({ token: params.token! }), 'the link holder', linkLimit);
    link.withTypeProvider<ZodTypeProvider>().post(
      '/cod-link/:token/test-gateway',
      {
        config: linkLimit,
        schema: {
          tags: ['payments'],
          summary:
            "The local test gateway's dialog for a COD link holder: Pay or Fail (404 when Razorpay is configured)",
          params: tokenParams,
          body: testGatewayPayInputSchema,
          response: { 200: successOf(testGatewayPaySchema), ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.codLinkTestGatewayPay(
          request.params.token,
          request.body.razorpayOrderId,
          request.body.outcome,
        ),
      }),
    );
  });
};
