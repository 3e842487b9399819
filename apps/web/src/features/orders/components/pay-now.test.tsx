import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@kala/contract/orders';
import { renderWithApi, sampleOrder, signIn, type Call } from '../testing/render-with-api';
import { OrderDetailView } from './order-detail-view';
import { formatCountdown, paymentSecondsAtAnswer } from './pay-now';

beforeEach(signIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The sample order's server "now": its cancellation deadline (22:00) less the 11 h 42 min 30 s it said were left.
const SERVER_NOW = '2025-07-13T10:17:30.000Z';
const plusSeconds = (seconds: number) => new Date(Date.parse(SERVER_NOW) + seconds * 1000).toISOString();

/** An online order placed a minute ago whose first payment failed and whose second was dismissed. */
const unpaid = (change: Partial<Order> = {}): Order =>
  sampleOrder({
    paymentMethod: 'razorpay',
    paymentStatus: 'failed',
    codCharges: 0,
    paymentDueAt: plusSeconds(240),
    canPay: true,
    paymentAttempts: [
      { outcome: 'failed', message: 'Your card was declined.', at: '2025-07-13T10:16:40.000Z' },
      { outcome: 'dismissed', message: 'Payment cancelled by user', at: '2025-07-13T10:17:10.000Z' },
    ],
    ...change,
  });

const paymentOrder = {
  orderId: 'o1',
  orderNumber: 'KALA-260713-0001',
  razorpayOrderId: 'order_test_1',
  amount: 2832,
  amountPaise: 283200,
  currency: 'INR',
  keyId: 'rzp_test_kala_local',
  provider: 'test',
  paymentDueAt: plusSeconds(240),
  prefill: { name: 'Meera Joshi', email: 'meera@example.com', contact: '9876543210' },
  orderDetails: { shippingAddress: sampleOrder().shippingAddress },
};

describe("the order page's payment", () => {
  it('counts the window on the server clock', () => {
    expect(paymentSecondsAtAnswer(unpaid(), Date.now())).toBe(240);
    expect(formatCountdown(240)).toBe('4 min 00 s');
    expect(formatCountdown(42)).toBe('42 s');
  });

  it('lists every try, then pays the order with Pay now through the same gateway', async () => {
    const paid = unpaid({
      orderStatus: 'confirmed',
      paymentStatus: 'completed',
      canPay: false,
      paymentAttempts: [...unpaid().paymentAttempts, { outcome: 'captured', at: '2025-07-13T10:18:00.000Z' }],
    });
    const onPaid = vi.fn();
    let verified = false;
    renderWithApi(<OrderDetailView orderId="o1" onPaid={onPaid} />, (call: Call) => {
      if (call.url === '/api/payments/retry/o1') return { success: true, data: paymentOrder };
      if (call.url === '/api/payments/test-gateway/pay') {
        return {
          success: true,
          data: { razorpay_payment_id: 'pay_9', razorpay_order_id: 'order_test_1', razorpay_signature: 'sig' },
        };
      }
      if (call.url === '/api/payments/verify') {
        verified = true;
        return { success: true, data: paid };
      }
      return { success: true, data: verified ? paid : unpaid() };
    });

    const due = within(await screen.findByRole('region', { name: 'Waiting for your payment' }));
    expect(due.getByText(/^[34] min \d\d s$/)).toBeTruthy();
    expect(due.getByText('₹2,872.00')).toBeTruthy();

    const payment = within(screen.getByRole('region', { name: 'Payment Information' }));
    expect(payment.getByText('Online Payment')).toBeTruthy();
    const status = payment.getAllByText('Failed')[0]!;
    expect(status.className).toContain('bg-red-100');
    const attempts = payment.getAllByRole('listitem');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.textContent).toContain('Your card was declined.');
    expect(attempts[1]!.textContent).toContain('Cancelled');
    expect(attempts[1]!.textContent).toContain('Payment cancelled by user');

    fireEvent.click(due.getByRole('button', { name: 'Pay now' }));
    const gateway = await screen.findByRole('dialog', { name: 'Kala Test Gateway' }, { timeout: 3000 });
    fireEvent.click(within(gateway).getByRole('button', { name: /^Pay ₹/ }));
    expect(await screen.findByText('Payment received. Your order is confirmed.')).toBeTruthy();
    expect(onPaid).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(within(screen.getByRole('heading', { level: 1 }).parentElement!).getByText('Confirmed')).toBeTruthy(),
    );
    expect(within(screen.getByRole('region', { name: 'Payment Information' })).getAllByText('Paid')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('offers no Pay now once the server says no, and shows refunds', async () => {
    renderWithApi(<OrderDetailView orderId="o1" />, () => ({
      success: true,
      data: unpaid({
        orderStatus: 'cancelled',
        paymentStatus: 'refunded',
        canPay: false,
        refunds: [
          {
            amount: 2872,
            status: 'processed',
            method: 'provider',
            reason: 'Cancelled by the customer',
            createdAt: '2025-07-13T11:00:00.000Z',
            processedAt: '2025-07-14T09:30:00.000Z',
          },
        ],
      }),
    }));
    const payment = within(await screen.findByRole('region', { name: 'Payment Information' }));
    expect(screen.queryByRole('region', { name: 'Waiting for your payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(payment.getAllByText('Refunded')[0]!.className).toContain('bg-yellow-100');
    const refund = payment.getAllByRole('listitem').at(-1)!;
    expect(refund.textContent).toContain('₹2,872.00');
    expect(refund.textContent).toContain('Requested July 13, 2025');
    expect(refund.textContent).toContain('Refunded July 14, 2025');
  });
});
