import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodPaymentOffer } from '@kala/contract/cod-payments';
import { renderWithApi, signIn, type Call } from '../../../testing/render-with-api';
import { PayAdvance } from './pay-advance';
import { PayOnlineInstead } from './pay-online-instead';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const offer = (change: Partial<CodPaymentOffer> = {}): CodPaymentOffer => ({
  orderId: 'o1',
  orderNumber: 'KALA-100001',
  total: 1816.99,
  advance: { amount: 150, toPayOnDelivery: 1666.99 },
  prepay: { amount: 1680.54, discount: 77.5, saving: 136.45 },
  paid: null,
  unavailable: null,
  ...change,
});

const paymentOrder = (amount: number) => ({
  orderId: 'o1',
  orderNumber: 'KALA-100001',
  razorpayOrderId: 'order_test_7',
  amount,
  amountPaise: Math.round(amount * 100),
  currency: 'INR',
  keyId: 'rzp_test_kala_local',
  provider: 'test',
  paymentDueAt: '2030-01-01T00:00:00.000Z',
  prefill: { name: 'Meera', email: 'meera@example.com', contact: '9876543210' },
  orderDetails: {
    shippingAddress: {
      fullName: 'Meera',
      phone: '9876543210',
      addressLine1: '12 MG Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      zipCode: '302001',
      country: 'India',
    },
  },
});

const handlerArgs = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_test_7', razorpay_signature: 'sig' };

async function inGateway(button: RegExp | string) {
  const gateway = await screen.findByRole('dialog', { name: 'Kala Test Gateway' }, { timeout: 3000 });
  fireEvent.click(within(gateway).getByRole('button', { name: button }));
}

describe('PayOnlineInstead', () => {
  it("shows what paying online costs and saves, pays through the gateway and says the server's words", async () => {
    signIn();
    const onPaid = vi.fn();
    const { calls } = renderWithApi(<PayOnlineInstead orderId="o1" onPaid={onPaid} />, (call: Call) => {
      if (call.url === '/api/payments/cod/o1' && call.method === 'GET') return { success: true, data: offer() };
      if (call.url === '/api/payments/cod/o1') return { success: true, data: paymentOrder(1680.54) };
      if (call.url === '/api/payments/test-gateway/pay') return { success: true, data: handlerArgs };
      if (call.url === '/api/payments/cod/o1/verify') {
        const paid = offer({
          advance: null,
          prepay: null,
          paid: { kind: 'prepay', online: 1680.54, toPayOnDelivery: 0 },
        });
        return { success: true, data: { offer: paid, paid: true }, message: 'Paid online. Your order is confirmed.' };
      }
      return { status: 404, body: { success: false, message: 'Not found' } };
    });
    const button = await screen.findByRole('button', { name: 'Pay ₹1,680.54 online now and save ₹136.45' });
    expect(screen.getByText(/Instead of/).textContent).toBe(
      'Instead of ₹1,816.99 in cash on delivery, with the store’s ₹77.50 discount for paying online. Nothing to pay at the door.',
    );
    fireEvent.click(button);
    await inGateway(/^Pay ₹1,680.54/);
    expect(await screen.findByText('Paid online. Your order is confirmed.')).toBeTruthy();
    expect(onPaid).toHaveBeenCalledWith(
      'Paid online. Your order is confirmed.',
      expect.objectContaining({ paid: true }),
    );
    expect(calls.find((c) => c.url === '/api/payments/cod/o1' && c.method === 'POST')?.body).toEqual({
      purpose: 'prepay',
    });
    expect(calls.find((c) => c.url === '/api/payments/cod/o1/verify')?.body).toEqual({
      razorpayOrderId: 'order_test_7',
      razorpayPaymentId: 'pay_1',
      razorpaySignature: 'sig',
      orderId: 'o1',
    });
    expect(screen.queryByRole('button', { name: /online now/ })).toBeNull();
  });

  it('says only the amount when there is nothing to save, and nothing at all when the order cannot be paid so', async () => {
    signIn();
    renderWithApi(<PayOnlineInstead orderId="o1" />, () => ({
      success: true,
      data: offer({ prepay: { amount: 1816.99, discount: 0, saving: 0 } }),
    }));
    expect(await screen.findByRole('button', { name: 'Pay ₹1,816.99 online now' })).toBeTruthy();
    cleanup();
    const { container } = renderWithApi(<PayOnlineInstead orderId="o1" />, () => ({
      success: true,
      data: offer({ advance: null, prepay: null, unavailable: 'This order has been cancelled' }),
    }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });

  it("shows the server's refusal when the payment cannot be opened", async () => {
    signIn();
    const onFailed = vi.fn();
    renderWithApi(<PayOnlineInstead orderId="o1" onFailed={onFailed} />, (call: Call) =>
      call.method === 'GET'
        ? { success: true, data: offer() }
        : {
            status: 409,
            body: {
              success: false,
              message: 'This order can no longer be paid online: it is not waiting for confirmation',
            },
          },
    );
    fireEvent.click(await screen.findByRole('button', { name: /online now and save/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This order can no longer be paid online: it is not waiting for confirmation');
    expect(onFailed).toHaveBeenCalledWith(
      'This order can no longer be paid online: it is not waiting for confirmation',
    );
  });
});

describe('PayAdvance', () => {
  it('pays the advance from the confirmation link without signing in: a failure, then a retry that succeeds', async () => {
    const onPaid = vi.fn();
    const onFailed = vi.fn();
    const base = '/api/payments/cod-link/tok_1';
    let gatewayAnswers = 0;
    const { calls } = renderWithApi(<PayAdvance token="tok_1" onPaid={onPaid} onFailed={onFailed} />, (call: Call) => {
      if (call.url === base && call.method === 'GET') return { success: true, data: offer() };
      if (call.url === base) return { success: true, data: paymentOrder(150) };
      if (call.url === `${base}/test-gateway`) {
        gatewayAnswers += 1;
        return gatewayAnswers === 1
          ? {
              success: true,
              data: {
                error: {
                  code: 'BAD_REQUEST_ERROR',
                  description: 'Your card was declined.',
                  metadata: { payment_id: 'pay_0', order_id: 'order_test_7' },
                },
              },
            }
          : { success: true, data: handlerArgs };
      }
      if (call.url === `${base}/failure`) return { success: true, data: { offer: offer(), paid: false } };
      if (call.url === `${base}/verify`) {
        const paid = offer({
          advance: null,
          prepay: null,
          paid: { kind: 'advance', online: 150, toPayOnDelivery: 1666.99 },
        });
        return { success: true, data: { offer: paid, paid: true }, message: 'Advance paid. Your order is confirmed.' };
      }
      return { status: 404, body: { success: false, message: 'Not found' } };
    });
    const button = await screen.findByRole('button', { name: 'Pay ₹150.00 advance online' });
    expect(screen.getByText(/to confirm this order/).textContent).toBe(
      'Pay ₹150.00 online now to confirm this order; the remaining ₹1,666.99 is paid in cash on delivery.',
    );

    fireEvent.click(button);
    await inGateway('Fail');
    expect((await screen.findByRole('alert')).textContent).toBe('Payment failed: Your card was declined.');
    expect(onFailed).toHaveBeenCalledWith('Payment failed: Your card was declined.');
    expect(calls.find((c) => c.url === `${base}/failure`)?.body).toEqual({
      orderId: 'o1',
      error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined.', metadata: { payment_id: 'pay_0' } },
    });
    // No session: the link's own test gateway door, never the signed-in shopper's.
    expect(calls.some((c) => c.url === '/api/payments/test-gateway/pay')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹150.00 advance online' }));
    await inGateway(/^Pay ₹150.00/);
    expect(await screen.findByText('Advance paid. Your order is confirmed.')).toBeTruthy();
    expect(screen.getByText('Paid online ₹150.00, to pay on delivery ₹1,666.99')).toBeTruthy();
    expect(onPaid).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c.url === base && c.method === 'POST')).toHaveLength(2);
  });

  it('reports a dismissal and says the payment was cancelled', async () => {
    signIn();
    renderWithApi(<PayAdvance orderId="o1" />, (call: Call) => {
      if (call.method === 'GET') return { success: true, data: offer() };
      if (call.url === '/api/payments/cod/o1') return { success: true, data: paymentOrder(150) };
      return { success: true, data: { offer: offer(), paid: false } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹150.00 advance online' }));
    await inGateway('Dismiss');
    expect((await screen.findByRole('status')).textContent).toBe('Payment cancelled');
  });
});
