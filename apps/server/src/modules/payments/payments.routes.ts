import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { onlineOrderInputSchema, orderIdParamsSchema, orderSchema } from '@kala/contract/orders';
import {
  PAYMENT_MESSAGES,
  paymentConfigSchema,
  paymentFailureInputSchema,
  paymentOrderSchema,
  testGatewayPayInputSchema,
  testGatewayPaySchema,
  verifyPaymentInputSchema,
} from '@kala/contract/payments';
import { currentUser } from '../../plugins/authenticate.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import {
  idempotencyHeadersSchema,
  idempotencyKeyOf,
  placeOrderRouteConfig,
  orderFailures,
} from '../orders/place-order-route.ts';
import type { PaymentsService } from './payments.service.ts';

const failures = orderFailures;

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
  requireUser: preHandlerAsyncHookHandler;
  placeLimitPerMinute: number;
}

/** Spec §7 Payments, and the provider's webhook (which signs its body instead of sending a session). */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const { payments, requireUser } = options;

  // The webhook reads its body as raw text: the signature is over the exact bytes the provider sent.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body; x-razorpay-event-id deduplicates)',
          response: { 200: z.object({ success: z.literal(true), message: z.string() }), 400: errorSchema },
        },
        config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      },
      async (request) => {
        const signature = request.headers['x-razorpay-signature'];
        const eventId = request.headers['x-razorpay-event-id'];
        const raw = typeof request.body === 'string' ? request.body : '';
        const result = await payments.webhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
          typeof eventId === 'string' ? eventId : undefined,
        );
        return { success: true as const, message: result };
      },
    );
  });

  await app.register(async (plain) => {
    const shopper = plain.withTypeProvider<ZodTypeProvider>();
    shopper.addHook('onRequest', async function (request, reply) {
      await requireUser.call(this, request, reply);
    });

    shopper.get(
      '/config',
      {
        schema: {
          tags: ['payments'],
          summary: 'Which gateway the checkout opens, and its public key id',
          response: { 200: successOf(paymentConfigSchema), 401: errorSchema },
        },
      },
      async () => ({ success: true as const, data: payments.config() }),
    );

    shopper.post(
      '/create-order',
      {
        schema: {
          tags: ['payments'],
          summary: 'Place an order paid online and create its payment order (Idempotency-Key honoured)',
          headers: idempotencyHeadersSchema,
          body: onlineOrderInputSchema,
          response: { 200: successOf(paymentOrderSchema), ...failures },
        },
        config: placeOrderRouteConfig(options.placeLimitPerMinute),
      },
      async (request) => {
        const data = await payments.createOrder(
          currentUser(request),
          request.body,
          idempotencyKeyOf(request.headers),
          requestLocale(request),
        );
        return { success: true as const, data, message: 'Payment order created' };
      },
    );

    shopper.post(
      '/retry/:id',
      {
        schema: {
          tags: ['payments'],
          summary: "'Pay now': the payment order of an unpaid online order, inside its window",
          params: orderIdParamsSchema,
          response: { 200: successOf(paymentOrderSchema), ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.retry(currentUser(request), request.params.id),
      }),
    );

    shopper.post(
      '/verify',
      {
        schema: {
          tags: ['payments'],
          summary: "Verify the checkout's payment signature and the provider's record, then mark the order paid",
          body: verifyPaymentInputSchema,
          response: { 200: successOf(orderSchema), ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.verify(currentUser(request), request.body),
        message: PAYMENT_MESSAGES.verified,
      }),
    );

    shopper.post(
      '/failure',
      {
        schema: {
          tags: ['payments'],
          summary: 'Record a failed or dismissed payment (the order stays open for a retry)',
          body: paymentFailureInputSchema,
          response: { 200: successOf(orderSchema), ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.failure(currentUser(request), request.body),
        message: PAYMENT_MESSAGES.recorded,
      }),
    );

    shopper.post(
      '/test-gateway/pay',
      {
        schema: {
          tags: ['payments'],
          summary: "The local test gateway's dialog: Pay or Fail (404 when Razorpay is configured)",
          body: testGatewayPayInputSchema,
          response: { 200: successOf(testGatewayPaySchema), ...failures },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.testGatewayPay(currentUser(request), request.body.razorpayOrderId, request.body.outcome),
      }),
    );
  });
};
