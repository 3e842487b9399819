import { createRazorpayProvider } from '../../providers/payments/razorpay.ts';
import { createTestGateway } from '../../providers/payments/test-gateway.ts';
import { clockOf, defineModule } from '../module.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { codPaymentRoutes } from './cod-payments.routes.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createPaymentsService } from './payments.service.ts';

/**
 * Online payments (issue 10, decision 009): Razorpay when configured, else the local test gateway (architecture §5).
 * Its jobs give up on unpaid orders, send refunds and deliver the test gateway's webhooks.
 */
export const paymentsModule = defineModule(
  'payments',
  async (app, ctx) => {
    const { config, deps, database, guards, jobs } = ctx;
    const testGateway = config.razorpay ? undefined : createTestGateway({ db: database.db, secret: config.jwtSecret });
    const payments = createPaymentsService({
      orders: app.orders,
      repository: createPaymentsRepository(database.db),
      provider:
        deps.paymentProvider ??
        (config.razorpay
          ? createRazorpayProvider({
              keyId: config.razorpay.keyId,
              keySecret: config.razorpay.keySecret,
              ...(config.razorpay.webhookSecret ? { webhookSecret: config.razorpay.webhookSecret } : {}),
              ...(config.razorpay.baseUrl ? { baseUrl: config.razorpay.baseUrl } : {}),
            })
          : testGateway!.provider),
      testGateway: deps.paymentProvider ? undefined : testGateway,
      logger: app.log,
      ...clockOf(ctx),
    });
    jobs.handle('payment-expiry', async ({ orderId }) => void (await payments.expire(orderId)));
    jobs.handle('payment-late-check', async (job) => void (await payments.lateCheck(job)));
    jobs.handle('payment-refund', async ({ refundId }) => void (await payments.refund(refundId)));
    jobs.handle('cod-payment-check', async (job) => void (await payments.codPaymentCheck(job)));
    // The test gateway's webhook goes to the same handling as Razorpay's, signature checked and event deduplicated.
    jobs.handle('test-gateway-webhook', async (delivery) => {
      await payments.webhook(delivery.body, delivery.signature, delivery.eventId);
    });
    await app.register(codPaymentRoutes, { prefix: '/api/payments', payments, requireUser: guards.requireUser });
    await app.register(paymentsRoutes, {
      prefix: '/api/payments',
      payments,
      requireUser: guards.requireUser,
      placeLimitPerMinute: config.orderRateLimit,
    });
  },
  ['orders'],
);
