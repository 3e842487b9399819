import { PAYMENT_MAX_ATTEMPTS, PAYMENT_MESSAGES, type PaymentOrder } from '@kala/contract/payments';
import { ORDER_MESSAGES, type Order } from '@kala/contract/orders';
import { toRupees } from '@kala/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import { BadRequestError, HttpError, NotFoundError } from '../../lib/errors.ts';
import type { PaymentProvider, ProviderPayment } from '../../providers/payments/payment-provider.ts';
import { PaymentProviderError } from '../../providers/payments/payment-provider.ts';
import type { TestGateway } from '../../providers/payments/test-gateway.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { Actor, OrdersService } from '../orders/orders.service.ts';
import type { PaymentsRepository } from './payments.repository.ts';

export interface PaymentsServiceOptions {
  orders: OrdersService;
  repository: PaymentsRepository;
  provider: PaymentProvider;
  /** Present when the local test gateway is the provider: its dialog's Pay and Fail go through it. */
  testGateway?: TestGateway | undefined;
  logger: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  now?: () => number;
}

/** A provider call that failed: 502 with the spec's words, the details in the log. */
export async function askProvider<T>(
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
 * What the shopper's browser reports of a checkout payment, checked against the store's own record before any order
 * is touched: the signature over the stored provider order id and the payment id, then the provider's record of the
 * payment (its order), captured if it is only authorised. Answers the captured (or since refunded) payment; any
 * mismatch is 400 'Payment verification failed'. The online checkout's verify and a COD order's payment share it.
 */
export async function verifiedPayment(
  pc: { provider: PaymentProvider; logger: PaymentsServiceOptions['logger'] },
  storedProviderOrderId: string | null,
  input: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string },
): Promise<ProviderPayment> {
  const { provider, logger } = pc;
  const fail = () => new BadRequestError(PAYMENT_MESSAGES.verificationFailed);
  if (!storedProviderOrderId || storedProviderOrderId !== input.razorpayOrderId) throw fail();
  if (!provider.verifyPaymentSignature(storedProviderOrderId, input.razorpayPaymentId, input.razorpaySignature)) {
    throw fail();
  }
  let payment = await askProvider(
    logger,
    'fetch payment',
    () => provider.fetchPayment(input.razorpayPaymentId),
    PAYMENT_MESSAGES.providerDown,
  );
  if (!payment || payment.orderId !== storedProviderOrderId) throw fail();
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
  return payment;
}

/**
 * What the parts of online payment share: the orders module (the only way to an order's rows), this module's
 * repository, the provider, the clock, and the steps several of them take (the provider's payment order for an order,
 * the shopper's own order, a captured payment settled once).
 */
export function createPaymentContext(options: PaymentsServiceOptions) {
  const { orders, repository, provider, logger } = options;
  const now = options.now ?? Date.now;
  const testGateway = options.testGateway;

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
      await orders.setProviderOrder(row.id, providerOrderId);
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
    const row = await orders.findByProviderOrder(payment.orderId);
    if (!row) return 'unknown-order' as const;
    let paid = payment;
    if (paid.status === 'authorized') paid = await provider.capture(paid.id, paid.amountPaise);
    if (paid.status !== 'captured') return 'not-captured' as const;
    const facts = {
      id: paid.id,
      amountPaise: paid.amountPaise,
      currency: paid.currency,
      providerOrderId: paid.orderId,
    };
    // A cash-on-delivery order's advance or prepayment (decision 033): settled by its own rules, once.
    if (row.paymentMethod === 'cash_on_delivery' || row.convertedToPrepaidAt !== null) {
      return orders.codPayments.settle(row.id, facts, by);
    }
    return orders.confirmPayment(row.id, facts, by);
  }

  return {
    orders,
    repository,
    provider,
    logger,
    now,
    testGateway,
    paymentOrderFor,
    whyNotPayable,
    ownOrder,
    settleCaptured,
  };
}

export type PaymentContext = ReturnType<typeof createPaymentContext>;
