import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@kala/contract/orders';
import type { PaymentOrder } from '@kala/contract/payments';
import { ApiError } from '../../lib/api-client';
import { GatewayUnavailableError, type GatewayOutcome } from './gateway';
import { runPayment, type PaymentSteps } from './run-payment';

const paymentOrder: PaymentOrder = {
  orderId: 'o1',
  orderNumber: 'KALA-100001',
  razorpayOrderId: 'order_test_1',
  amount: 1133,
  amountPaise: 113300,
  currency: 'INR',
  keyId: 'rzp_test_kala_local',
  provider: 'test',
  paymentDueAt: '2026-07-13T10:05:00.000Z',
  prefill: { name: 'Meera', email: 'meera@example.com', contact: '9876543210' },
  orderDetails: {
    shippingAddress: {
      fullName: 'Meera',
      phone: '9876543210',
      addressLine1: '12 MG Road',
      city: 'Bangalore',
      state: 'Karnataka',
      zipCode: '560001',
      country: 'India',
    },
  },
};

/** Only what the flow reads of an order. */
const order = (change: Partial<Order>) =>
  ({ paymentStatus: 'pending', orderStatus: 'pending', canPay: true, paymentAttempts: [], ...change }) as Order;

function steps(outcome: GatewayOutcome | Error, answers: Partial<Record<'verify' | 'report', Order | Error>> = {}) {
  const answer = (value: Order | Error | undefined) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value!);
  return {
    open: vi.fn(() => (outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome))),
    verify: vi.fn(() => answer(answers.verify ?? order({ paymentStatus: 'completed', orderStatus: 'confirmed' }))),
    reportFailure: vi.fn(() => answer(answers.report ?? order({}))),
    onVerifying: vi.fn(),
  } satisfies PaymentSteps;
}

const paid: GatewayOutcome = {
  kind: 'paid',
  args: { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_test_1', razorpay_signature: 'sig' },
};
const declined: GatewayOutcome = {
  kind: 'failed',
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Your card was declined.',
    source: 'bank',
    metadata: { payment_id: 'pay_2', order_id: 'order_test_1' },
  },
};

describe('one go at paying', () => {
  it('verifies what the gateway handed over, with our order id, and answers the paid order', async () => {
    const s = steps(paid);
    const result = await runPayment(paymentOrder, s);
    expect(s.onVerifying).toHaveBeenCalledOnce();
    expect(s.verify).toHaveBeenCalledWith({
      razorpayOrderId: 'order_test_1',
      razorpayPaymentId: 'pay_1',
      razorpaySignature: 'sig',
      orderId: 'o1',
    });
    expect(result).toMatchObject({ kind: 'paid', order: { paymentStatus: 'completed' } });
    expect(s.reportFailure).not.toHaveBeenCalled();
  });

  it("says 'Payment verification failed' when the server refuses the signature", async () => {
    const s = steps(paid, { verify: new ApiError('Payment verification failed', 400) });
    expect(await runPayment(paymentOrder, s)).toEqual({
      kind: 'error',
      message: 'Payment verification failed',
      canRetry: true,
    });
    const down = steps(paid, { verify: new ApiError('Internal Server Error', 500) });
    expect(await runPayment(paymentOrder, down)).toMatchObject({ message: 'Payment verification failed' });
  });

  it("reports a failure with the gateway's error and says 'Payment failed: {reason}'", async () => {
    const s = steps(declined, { report: order({ paymentStatus: 'failed' }) });
    const result = await runPayment(paymentOrder, s);
    expect(s.reportFailure).toHaveBeenCalledWith({
      orderId: 'o1',
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your card was declined.',
        metadata: { payment_id: 'pay_2', order_id: 'order_test_1' },
      },
    });
    expect(result).toEqual({
      kind: 'failed',
      message: 'Payment failed: Your card was declined.',
      canRetry: true,
      note: undefined,
    });
  });

  it('offers no further try after the third failure, and says why', async () => {
    const failedTry = { outcome: 'failed' as const, at: '2026-07-13T10:01:00.000Z' };
    const s = steps(declined, {
      report: order({ paymentStatus: 'failed', canPay: false, paymentAttempts: [failedTry, failedTry, failedTry] }),
    });
    expect(await runPayment(paymentOrder, s)).toMatchObject({
      kind: 'failed',
      canRetry: false,
      note: 'This order has had 3 failed payment attempts',
    });
  });

  it("reports a dismissal as 'Payment cancelled by user' and says 'Payment cancelled'", async () => {
    const s = steps({ kind: 'dismissed' });
    expect(await runPayment(paymentOrder, s)).toMatchObject({
      kind: 'cancelled',
      message: 'Payment cancelled',
      canRetry: true,
    });
    expect(s.reportFailure).toHaveBeenCalledWith({ orderId: 'o1', error: 'Payment cancelled by user' });
  });

  it('answers paid when the server already had the payment (a webhook came first)', async () => {
    const s = steps({ kind: 'dismissed' }, { report: order({ paymentStatus: 'completed', orderStatus: 'confirmed' }) });
    expect(await runPayment(paymentOrder, s)).toMatchObject({ kind: 'paid' });
  });

  it('still offers a try when the failure could not be reported', async () => {
    const s = steps(declined, {
      report: new ApiError('Network error. Please check your connection and try again.', 0),
    });
    expect(await runPayment(paymentOrder, s)).toMatchObject({ kind: 'failed', canRetry: true });
  });

  it('says why the gateway could not open, and reports nothing', async () => {
    const s = steps(new GatewayUnavailableError('Razorpay SDK not loaded. Please refresh the page and try again.'));
    expect(await runPayment(paymentOrder, s)).toEqual({
      kind: 'error',
      message: 'Razorpay SDK not loaded. Please refresh the page and try again.',
      canRetry: true,
    });
    expect(s.reportFailure).not.toHaveBeenCalled();
    expect(await runPayment(paymentOrder, steps(new TypeError('boom')))).toMatchObject({
      message: 'Failed to initialize payment',
    });
  });
});
