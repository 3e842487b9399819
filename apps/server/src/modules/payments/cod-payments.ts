import {
  COD_PAYMENT_MESSAGES,
  type CodPaymentOffer,
  type CodPaymentOutcome,
  type CodPaymentPurpose,
} from '@kala/contract/cod-payments';
import { ORDER_MESSAGES } from '@kala/contract/orders';
import { toRupees } from '@kala/contract/money';
import {
  PAYMENT_MESSAGES,
  type PaymentFailureInput,
  type PaymentOrder,
  type TestGatewayPay,
  type VerifyPaymentInput,
} from '@kala/contract/payments';
import { enqueue, type OutboxJobs } from '../../jobs/outbox.ts';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../../lib/errors.ts';
import type { ProviderPayment } from '../../providers/payments/payment-provider.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { Actor } from '../orders/orders.service.ts';
import { nextLatePaymentCheck } from './late-payments.ts';
import { askProvider, verifiedPayment, type PaymentContext } from './payment-context.ts';

/** Who pays: the signed-in shopper for their own order, or whoever holds the order's COD confirmation link. */
export type CodPayer = { user: Actor; orderId: string } | { token: string };

/**
 * Paying online for a cash-on-delivery order (issue 25 items 3 and 4, decision 033), the payments side: the payment
 * order for the advance or the whole order (the amount from the orders module: orders/cod-payments.ts), the checkout's
 * verify and failure, the test gateway's dialog for a link holder, and the check of a replaced payment order. The
 * webhook settles these payments too (payment-context.ts#settleCaptured sends a COD order's here).
 */
export function codPayments(pc: PaymentContext) {
  const { orders, provider, logger, now, repository, testGateway } = pc;
  const cod = orders.codPayments;

  /** The order id and whose it must be (null: the link holder's, any shopper's). */
  function whoseOrder(payer: CodPayer): { orderId: string; userId: string | null } {
    return 'token' in payer
      ? { orderId: cod.linkOrder(payer.token), userId: null }
      : { orderId: payer.orderId, userId: payer.user.id };
  }

  /** The payment order the checkout opens, for exactly the amount the orders module priced. */
  async function open(payer: CodPayer, purpose: CodPaymentPurpose): Promise<PaymentOrder> {
    const { orderId, userId } = whoseOrder(payer);
    const { row, amountPaise } = await cod.prepare(orderId, userId, purpose);
    const created = await askProvider(
      logger,
      'create order',
      () => provider.createOrder({ amountPaise, receipt: row.orderNumber, notes: { orderId: row.id, purpose } }),
      PAYMENT_MESSAGES.createFailed,
    );
    if (created.amountPaise !== amountPaise) throw new HttpError(502, PAYMENT_MESSAGES.createFailed);
    await cod.attachProviderOrder(row.id, created.id);
    return {
      orderId: row.id,
      orderNumber: row.orderNumber,
      razorpayOrderId: created.id,
      amount: toRupees(amountPaise),
      amountPaise,
      currency: 'INR',
      keyId: provider.keyId,
      provider: provider.name,
      // The link (and the confirmation) lapse then.
      paymentDueAt: (row.confirmDueAt ?? new Date(now())).toISOString(),
      ...('token' in payer ? withheld(row) : await ownDetails(row)),
    };
  }

  /** The signed-in shopper's own details, prefilled in the gateway as for any online order. */
  async function ownDetails(row: OrderRow) {
    const address = row.shippingAddress;
    return {
      prefill: { name: address.fullName, email: address.email ?? row.customerEmail, contact: address.phone },
      orderDetails: { shippingAddress: (await orders.viewOf(row)).shippingAddress },
    };
  }

  /**
   * The checkout's payment: the signature over the order's current payment order and the payment id, the provider's
   * own record, a capture when only authorised, then the one settlement (orders/cod-payments.ts#settle).
   */
  async function verify(
    payer: CodPayer,
    input: VerifyPaymentInput,
  ): Promise<{ outcome: CodPaymentOutcome; message: string }> {
    const { orderId, userId } = whoseOrder(payer);
    sameOrder(orderId, input.orderId);
    const row = (await orders.find(orderId, userId))?.row;
    if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
    const fail = () => new BadRequestError(PAYMENT_MESSAGES.verificationFailed);
    const payment = await verifiedPayment(pc, row.providerOrderId, input);
    const settled = await cod.settle(orderId, factsOf(payment), 'Customer');
    if (settled === 'mismatch') throw fail();
    if (settled === 'refunding') throw new ConflictError(COD_PAYMENT_MESSAGES.refunding);
    if (settled === 'amount-changed') throw new ConflictError(COD_PAYMENT_MESSAGES.amountChanged);
    const offer = await cod.offer(orderId, userId);
    const message = offer.paid?.kind === 'advance' ? COD_PAYMENT_MESSAGES.advancePaid : COD_PAYMENT_MESSAGES.prepaid;
    return { outcome: { offer, paid: offer.paid !== null }, message };
  }

  /**
   * A failed payment or a dismissal, recorded as a try; the order keeps waiting for its confirmation (its cash payment
   * untouched), so the shopper may pay again.
   */
  async function failure(payer: CodPayer, input: PaymentFailureInput): Promise<CodPaymentOutcome> {
    const { orderId, userId } = whoseOrder(payer);
    sameOrder(orderId, input.orderId);
    const before = await cod.offer(orderId, userId);
    if (before.paid || before.unavailable) return { offer: before, paid: before.paid !== null };
    const error = input.error;
    const message = (typeof error === 'string' ? error : error?.description) || PAYMENT_MESSAGES.failed;
    const paymentId = typeof error === 'object' ? error.metadata?.payment_id : undefined;
    const dismissed = !paymentId && message === PAYMENT_MESSAGES.cancelledByUser;
    await orders.recordPaymentAttempt({
      orderId,
      providerPaymentId: paymentId ?? null,
      outcome: dismissed ? 'dismissed' : 'failed',
      message: message.slice(0, 500),
      createdAt: new Date(now()),
    });
    const offer = await cod.offer(orderId, userId);
    return { offer, paid: offer.paid !== null };
  }

  /** The test gateway's Pay or Fail for the link holder (the signed-in shopper uses /test-gateway/pay). */
  async function linkTestGatewayPay(
    token: string,
    providerOrderId: string,
    outcome: 'pay' | 'fail',
  ): Promise<TestGatewayPay> {
    const orderId = cod.linkOrder(token);
    const row = testGateway ? await orders.findByProviderOrder(providerOrderId) : undefined;
    if (!testGateway || !row || row.id !== orderId) throw new NotFoundError('Payment order not found');
    const made = await testGateway.pay(providerOrderId, outcome);
    if (!made) throw new NotFoundError('Payment order not found');
    const { payment, signature } = made;
    const delivery = testGateway.webhook(outcome === 'pay' ? 'payment.captured' : 'payment.failed', payment);
    await enqueue(repository.db, { kind: 'test-gateway-webhook', payload: delivery }, new Date(now()));
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
  }

  /**
   * The `cod-payment-check` job: a payment order a newer one replaced is asked about on the late payments' schedule;
   * a payment captured (or authorised, then captured) on it is settled as this order's, once.
   */
  async function check(job: OutboxJobs['cod-payment-check']): Promise<string> {
    const payments = await provider.paymentsOfOrder(job.providerOrderId);
    let result = 'nothing-paid';
    for (const found of payments) {
      if (found.status !== 'captured' && found.status !== 'authorized') continue;
      const paid = found.status === 'authorized' ? await provider.capture(found.id, found.amountPaise) : found;
      if (paid.status === 'captured')
        result = await cod.settle(job.orderId, factsOf(paid), 'Store', { replaced: true });
    }
    const next = nextLatePaymentCheck(new Date(job.since), job.checks + 1);
    if (next)
      await enqueue(repository.db, { kind: 'cod-payment-check', payload: { ...job, checks: job.checks + 1 } }, next);
    return result;
  }

  return {
    codOffer: (payer: CodPayer): Promise<CodPaymentOffer> => {
      const { orderId, userId } = whoseOrder(payer);
      return cod.offer(orderId, userId);
    },
    codOpen: open,
    codVerify: verify,
    codFailure: failure,
    codLinkTestGatewayPay: linkTestGatewayPay,
    codPaymentCheck: check,
  };
}

const factsOf = (payment: ProviderPayment) => ({
  id: payment.id,
  amountPaise: payment.amountPaise,
  currency: payment.currency,
  providerOrderId: payment.orderId,
});

/**
 * A link holder gets no more than the link's page shows (a forwarded link must not give away the phone, the email
 * or the address): the first name and the delivery town; the gateway asks the payer for the rest.
 */
function withheld(row: OrderRow) {
  const { fullName, city, state, zipCode, country } = row.shippingAddress;
  const name = fullName.split(/\s+/)[0] ?? '';
  return {
    prefill: { name, email: '', contact: '' },
    orderDetails: { shippingAddress: { fullName: name, phone: '', addressLine1: '', city, state, zipCode, country } },
  };
}

/** The body's order must be the path's or the link's: another is "not found". */
function sameOrder(orderId: string, asked: string) {
  if (orderId !== asked) throw new NotFoundError(ORDER_MESSAGES.notFound);
}
