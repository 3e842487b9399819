import {
  PAYMENT_MAX_ATTEMPTS,
  PAYMENT_MESSAGES,
  PAYMENT_WINDOW_SECONDS,
  type PaymentConfig,
  type PaymentFailureInput,
  type PaymentOrder,
  type TestGatewayPay,
  type VerifyPaymentInput,
} from '@kala/contract/payments';
import { ORDER_MESSAGES, type Order, type PlacedOrderInput } from '@kala/contract/orders';
import { toRupees } from '@kala/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import { enqueue, type OutboxJobs } from '../../jobs/outbox.ts';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../../lib/errors.ts';
import type { PaymentProvider, ProviderPayment } from '../../providers/payments/payment-provider.ts';
import { PaymentProviderError } from '../../providers/payments/payment-provider.ts';
import type { TestGateway } from '../../providers/payments/test-gateway.ts';
import type { OrderRow, OrdersRepository } from '../orders/orders.repository.ts';
import type { Actor, OrdersService } from '../orders/orders.service.ts';
import { nextLatePaymentCheck } from './late-payments.ts';
import type { PaymentsRepository } from './payments.repository.ts';

export interface PaymentsServiceOptions {
  orders: OrdersService;
  ordersRepository: OrdersRepository;
  repository: PaymentsRepository;
  provider: PaymentProvider;
  /** Present when the local test gateway is the provider: its dialog's Pay and Fail go through it. */
  testGateway?: TestGateway | undefined;
  logger: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  now?: () => number;
}

/** Razorpay's webhook entities, as much of them as this store reads. */
interface WebhookBody {
  event?: string;
  payload?: {
    payment?: {
      entity?: {
        id?: string;
        order_id?: string;
        amount?: number;
        currency?: string;
        status?: string;
        error_description?: string | null;
      };
    };
    refund?: { entity?: { id?: string; payment_id?: string; status?: string } };
  };
}

/** A provider call that failed: 502 with the spec's words, the details in the log. */
async function askProvider<T>(
  logger: PaymentsServiceOptions['logger'],
  what: string,
  call: () => Promise<T>,
  message: string,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.warn({ err: error.message, status: error.status }, `payment provider: ${what} failed`);
    throw new HttpError(502, message);
  }
}

/**
 * Online payment (issue 10): the payment order for an order placed by the orders module, verification of the
 * checkout's signature against the provider's own record, failures and dismissals, webhooks, the job that gives up
 * on unpaid orders, and refunds. The shopper is never charged without an order (the order exists before the payment
 * order), never marked paid without the provider saying so, and never pays twice (confirmPayment acts once; a second
 * payment is refunded).
 */
export function createPaymentsService(options: PaymentsServiceOptions) {
  const { orders, ordersRepository, repository, provider, logger } = options;
  const now = options.now ?? Date.now;
  const db = ordersRepository.db;

  /** The provider's payment order for this order, made once (a retry after a failed call makes it then). */
  async function paymentOrderFor(row: OrderRow, view: Order): Promise<PaymentOrder> {
    let providerOrderId = row.providerOrderId;
    if (!providerOrderId) {
      const created = await askProvider(
        logger,
        'create order',
        () =>
          provider.createOrder({ amountPaise: row.totalPaise, receipt: row.orderNumber, notes: { orderId: row.id } }),
        PAYMENT_MESSAGES.createFailed,
      );
      if (created.amountPaise !== row.totalPaise) throw new HttpError(502, PAYMENT_MESSAGES.createFailed);
      providerOrderId = created.id;
      await ordersRepository.setProviderOrder(db, row.id, providerOrderId);
    }
    return {
      orderId: row.id,
      orderNumber: row.orderNumber,
      razorpayOrderId: providerOrderId,
      amount: toRupees(row.totalPaise),
      amountPaise: row.totalPaise,
      currency: 'INR',
      keyId: provider.keyId,
      provider: provider.name,
      paymentDueAt: (row.paymentDueAt ?? new Date(now())).toISOString(),
      prefill: {
        name: row.shippingAddress.fullName,
        email: row.shippingAddress.email ?? row.customerEmail,
        contact: row.shippingAddress.phone,
      },
      orderDetails: { shippingAddress: view.shippingAddress },
    };
  }

  /** Why 'Pay now' is not offered for this order, as the shopper should read it. */
  function whyNotPayable(view: Order): string {
    if (view.paymentMethod !== 'razorpay') return PAYMENT_MESSAGES.notOnline;
    if (view.paymentStatus === 'completed' || view.paymentStatus === 'refunded') return PAYMENT_MESSAGES.alreadyPaid;
    if (view.orderStatus === 'cancelled') return PAYMENT_MESSAGES.orderCancelled;
    if (view.paymentAttempts.filter((a) => a.outcome === 'failed').length >= PAYMENT_MAX_ATTEMPTS) {
      return PAYMENT_MESSAGES.tooManyAttempts;
    }
    return PAYMENT_MESSAGES.windowClosed;
  }

  async function ownOrder(user: Actor, orderId: string) {
    const found = await orders.find(orderId, user.id);
    if (!found) throw new NotFoundError(ORDER_MESSAGES.notFound);
    return found;
  }

  /** Confirms a payment the provider reported for one of our provider orders (webhooks and the expiry job). */
  async function settleCaptured(payment: ProviderPayment, by: string) {
    const row = await ordersRepository.findByProviderOrder(db, payment.orderId);
    if (!row) return 'unknown-order' as const;
    let paid = payment;
    if (paid.status === 'authorized') paid = await provider.capture(paid.id, paid.amountPaise);
    if (paid.status !== 'captured') return 'not-captured' as const;
    return orders.confirmPayment(
      row.id,
      { id: paid.id, amountPaise: paid.amountPaise, currency: paid.currency, providerOrderId: paid.orderId },
      by,
    );
  }

  return {
    config: (): PaymentConfig => ({ provider: provider.name, keyId: provider.keyId }),

    /**
     * POST /api/payments/create-order: the order is placed (priced by the orders module, stock taken, pending and
     * unpaid, the cart kept), then the provider's payment order is made for exactly its total.
     */
    async createOrder(user: Actor, input: PlacedOrderInput, idempotencyKey: string): Promise<PaymentOrder> {
      const { row, order } = await orders.place(user, input, idempotencyKey, {
        paymentWindowMs: PAYMENT_WINDOW_SECONDS * 1000,
      });
      if (!order.canPay) throw new ConflictError(whyNotPayable(order));
      return paymentOrderFor(row, order);
    },

    /** 'Pay now' on the order page: the same payment order again, while the window is open and tries are left. */
    async retry(user: Actor, orderId: string): Promise<PaymentOrder> {
      const { row, view } = await ownOrder(user, orderId);
      if (!view.canPay) throw new ConflictError(whyNotPayable(view));
      return paymentOrderFor(row, view);
    },

    /**
     * POST /api/payments/verify: the signature over our stored provider order id and the payment id, compared in
     * constant time; then the provider's own record of the payment (its order, amount, currency and status); only
     * then is the order paid. Verifying twice, or racing a webhook, changes the order once.
     */
    async verify(user: Actor, input: VerifyPaymentInput): Promise<Order> {
      const { row } = await ownOrder(user, input.orderId);
      if (row.paymentMethod !== 'razorpay') throw new BadRequestError(PAYMENT_MESSAGES.notOnline);
      const fail = () => new BadRequestError(PAYMENT_MESSAGES.verificationFailed);
      if (!row.providerOrderId || row.providerOrderId !== input.razorpayOrderId) throw fail();
      if (!provider.verifyPaymentSignature(row.providerOrderId, input.razorpayPaymentId, input.razorpaySignature)) {
        throw fail();
      }
      let payment = await askProvider(
        logger,
        'fetch payment',
        () => provider.fetchPayment(input.razorpayPaymentId),
        PAYMENT_MESSAGES.providerDown,
      );
      if (!payment || payment.orderId !== row.providerOrderId) throw fail();
      if (payment.status === 'authorized') {
        const authorized = payment;
        payment = await askProvider(
          logger,
          'capture',
          () => provider.capture(authorized.id, authorized.amountPaise),
          PAYMENT_MESSAGES.providerDown,
        );
      }
      if (payment.status !== 'captured' && payment.status !== 'refunded') throw fail();
      const outcome = await orders.confirmPayment(
        row.id,
        {
          id: payment.id,
          amountPaise: payment.amountPaise,
          currency: payment.currency,
          providerOrderId: payment.orderId,
        },
        'Customer',
      );
      if (outcome === 'mismatch') throw fail();
      if (outcome === 'refunding')
        throw new ConflictError(`${PAYMENT_MESSAGES.orderCancelled}; the payment will be refunded`);
      return (await ownOrder(user, row.id)).view;
    },

    /**
     * POST /api/payments/failure: the checkout reports a failed payment or a dismissal ('Payment cancelled by user').
     * The order stays pending so the shopper can retry within the window; a failed payment shows as failed.
     */
    async failure(user: Actor, input: PaymentFailureInput): Promise<Order> {
      const { row, view } = await ownOrder(user, input.orderId);
      if (row.paymentMethod !== 'razorpay') throw new BadRequestError(PAYMENT_MESSAGES.notOnline);
      if (row.paymentStatus === 'completed' || row.status === 'cancelled') return view;
      const error = input.error;
      const message = (typeof error === 'string' ? error : error?.description) || PAYMENT_MESSAGES.failed;
      const paymentId = typeof error === 'object' ? error.metadata?.payment_id : undefined;
      const dismissed = !paymentId && message === PAYMENT_MESSAGES.cancelledByUser;
      await ordersRepository.recordAttempt(db, {
        orderId: row.id,
        providerPaymentId: paymentId ?? null,
        outcome: dismissed ? 'dismissed' : 'failed',
        message: message.slice(0, 500),
        createdAt: new Date(now()),
      });
      // The status says what happened last: a failure, or a dismissal after it (the payment is awaited again).
      if (dismissed) await repository.markPaymentAwaited(row.id);
      else await repository.markPaymentFailed(row.id);
      return (await ownOrder(user, row.id)).view;
    },

    /**
     * POST /api/payments/webhook: the signature over the raw body, an event id seen before dropped, then the event
     * applied in whatever order events arrive (each handler checks the order's state, and confirmPayment acts once).
     */
    async webhook(rawBody: string, signature: string | undefined, eventId: string | undefined): Promise<string> {
      if (!signature || !provider.verifyWebhookSignature(rawBody, signature)) {
        throw new BadRequestError(PAYMENT_MESSAGES.webhookSignature);
      }
      if (eventId && (await repository.seenEvent(eventId))) return 'duplicate';
      let body: WebhookBody;
      try {
        body = JSON.parse(rawBody) as WebhookBody;
      } catch {
        throw new BadRequestError('Invalid webhook body');
      }
      const event = body.event ?? 'unknown';
      const entity = body.payload?.payment?.entity;
      const payment: ProviderPayment | undefined =
        entity?.id && entity.order_id && typeof entity.amount === 'number'
          ? {
              id: entity.id,
              orderId: entity.order_id,
              amountPaise: entity.amount,
              currency: entity.currency ?? 'INR',
              status: (entity.status as ProviderPayment['status']) ?? 'created',
              errorDescription: entity.error_description ?? undefined,
            }
          : undefined;
      let result = 'ignored';
      if ((event === 'payment.captured' || event === 'order.paid' || event === 'payment.authorized') && payment) {
        result = await settleCaptured(payment, 'Payment gateway');
      } else if (event === 'payment.failed' && payment) {
        const row = await ordersRepository.findByProviderOrder(db, payment.orderId);
        if (row && row.paymentStatus !== 'completed' && row.status !== 'cancelled') {
          await ordersRepository.recordAttempt(db, {
            orderId: row.id,
            providerPaymentId: payment.id,
            outcome: 'failed',
            message: (payment.errorDescription ?? PAYMENT_MESSAGES.failed).slice(0, 500),
            createdAt: new Date(now()),
          });
          await repository.markPaymentFailed(row.id);
          result = 'failed';
        }
      } else if (event === 'refund.processed') {
        const refundId = body.payload?.refund?.entity?.id;
        const refund = refundId ? await repository.refundByProviderId(refundId) : undefined;
        if (refund && refundId) {
          await repository.settleRefund(
            refund.id,
            { providerRefundId: refundId, status: 'processed' },
            new Date(now()),
          );
          result = 'refunded';
        }
      }
      if (eventId) await repository.rememberEvent(eventId, event);
      logger.info({ event, result }, 'payment webhook');
      return result;
    },

    /**
     * The payment-expiry job: asks the provider for the order's payments first (a late UPI authorisation is normal),
     * settles from the answer, and only if nothing was paid cancels the order and gives its stock back.
     */
    async expire(orderId: string): Promise<string> {
      const found = await orders.find(orderId, null);
      if (!found) return 'unknown-order';
      const { row } = found;
      if (row.paymentMethod !== 'razorpay' || row.paymentStatus === 'completed' || row.status === 'cancelled') {
        return 'settled';
      }
      if (row.providerOrderId) {
        const payments = await provider.paymentsOfOrder(row.providerOrderId);
        const paid = payments.find((p) => p.status === 'captured') ?? payments.find((p) => p.status === 'authorized');
        if (paid) return settleCaptured(paid, 'Store');
      }
      await orders.expireUnpaid(row.id);
      return 'cancelled';
    },

    /**
     * The payment-late-check job: for an online order cancelled before it was paid, asks the provider for the order's
     * payments; one captured or authorised since is settled as a payment for a cancelled order, which refunds it once
     * (confirmPayment, keyed by the payment's id). Then the next check is queued, until 3 days after the cancellation.
     */
    async lateCheck(job: OutboxJobs['payment-late-check']): Promise<string> {
      const found = await orders.find(job.orderId, null);
      const row = found?.row;
      if (!row?.providerOrderId || row.status !== 'cancelled') return 'settled';
      const payments = await provider.paymentsOfOrder(row.providerOrderId);
      let result = 'nothing-paid';
      for (const payment of payments) {
        if (payment.status === 'captured' || payment.status === 'authorized') {
          result = await settleCaptured(payment, 'Store');
        }
      }
      const next = nextLatePaymentCheck(new Date(job.cancelledAt), job.checks + 1);
      if (next) {
        await enqueue(db, { kind: 'payment-late-check', payload: { ...job, checks: job.checks + 1 } }, next);
      }
      return result;
    },

    /** The refund job: the provider refunds the full amount, once (the refund's id is the idempotency key). */
    async refund(refundId: string): Promise<string> {
      const refund = await repository.findRefund(refundId);
      if (!refund || refund.status !== 'requested') return 'settled';
      const answer = await provider.refund({
        paymentId: refund.providerPaymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.id,
        notes: { reason: refund.reason.slice(0, 200) },
      });
      await repository.settleRefund(refund.id, { providerRefundId: answer.id, status: answer.status }, new Date(now()));
      return answer.status;
    },

    /**
     * The local test gateway's dialog: Pay or Fail for one of the shopper's own payment orders. The answer is what
     * Razorpay's checkout hands its handler (or its payment.failed error); the webhook follows through the outbox.
     */
    async testGatewayPay(user: Actor, providerOrderId: string, outcome: 'pay' | 'fail'): Promise<TestGatewayPay> {
      const gateway = options.testGateway;
      const row = gateway ? await ordersRepository.findByProviderOrder(db, providerOrderId) : undefined;
      if (!gateway || !row || row.userId !== user.id) throw new NotFoundError('Payment order not found');
      const made = await gateway.pay(providerOrderId, outcome);
      if (!made) throw new NotFoundError('Payment order not found');
      const { payment, signature } = made;
      const delivery = gateway.webhook(outcome === 'pay' ? 'payment.captured' : 'payment.failed', payment);
      await enqueue(db, { kind: 'test-gateway-webhook', payload: delivery }, new Date(now()));
      if (outcome === 'pay') {
        return { razorpay_payment_id: payment.id, razorpay_order_id: payment.orderId, razorpay_signature: signature };
      }
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: payment.errorDescription ?? PAYMENT_MESSAGES.failed,
          metadata: { payment_id: payment.id, order_id: payment.orderId },
        },
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
