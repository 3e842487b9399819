import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentOrder } from '@kala/contract/payments';
import {
  createRazorpayGateway,
  GatewayUnavailableError,
  loadRazorpay,
  RAZORPAY_CHECKOUT_URL,
  type RazorpayConstructor,
} from './gateway';

const paymentOrder: PaymentOrder = {
  orderId: 'o1',
  orderNumber: 'KALA-100001',
  razorpayOrderId: 'order_Q1',
  amount: 1133.5,
  amountPaise: 113350,
  currency: 'INR',
  keyId: 'rzp_live_key',
  provider: 'razorpay',
  paymentDueAt: new Date(Date.now() + 200_000).toISOString(),
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

/** A stand-in for checkout.js's Razorpay: records the options and lets the test play the shopper. */
function fakeRazorpay() {
  const made: {
    options: ConstructorParameters<RazorpayConstructor>[0];
    failed?: (response: { error: object }) => void;
    open: ReturnType<typeof vi.fn>;
    close: ReturnType<typeof vi.fn>;
  }[] = [];
  const Razorpay = vi.fn(function (this: object, options: ConstructorParameters<RazorpayConstructor>[0]) {
    const entry: (typeof made)[number] = { options, open: vi.fn(), close: vi.fn() };
    made.push(entry);
    return {
      open: entry.open,
      close: entry.close,
      on: (_event: string, listener: (response: { error: object }) => void) => (entry.failed = listener),
    };
  }) as unknown as RazorpayConstructor;
  return { Razorpay, made };
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.Razorpay;
});

describe("Razorpay's checkout behind the gateway interface", () => {
  it('opens with the key, the amount in paise, the order id and the prefill, and settles with the handler', async () => {
    const { Razorpay, made } = fakeRazorpay();
    const pending = createRazorpayGateway(() => Promise.resolve(Razorpay)).open(paymentOrder);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    const { options, open } = made[0]!;
    expect(open).toHaveBeenCalledOnce();
    expect(options).toMatchObject({
      key: 'rzp_live_key',
      amount: 113350,
      currency: 'INR',
      name: 'Kala',
      order_id: 'order_Q1',
      prefill: { name: 'Meera', email: 'meera@example.com', contact: '9876543210' },
    });
    expect(options.timeout).toBeGreaterThanOrEqual(60);
    expect(options.timeout).toBeLessThanOrEqual(300);
    const args = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_Q1', razorpay_signature: 'sig' };
    options.handler(args);
    options.modal.ondismiss(); // Razorpay may still call it as the popup closes: the first answer stands.
    expect(await pending).toEqual({ kind: 'paid', args });
  });

  it('settles failed on payment.failed and closes the popup; dismissed on modal.ondismiss', async () => {
    const { Razorpay, made } = fakeRazorpay();
    const gateway = createRazorpayGateway(() => Promise.resolve(Razorpay));
    const failing = gateway.open(paymentOrder);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    const error = { code: 'BAD_REQUEST_ERROR', description: 'Card declined', metadata: { payment_id: 'pay_2' } };
    made[0]!.failed!({ error });
    expect(await failing).toEqual({ kind: 'failed', error });
    expect(made[0]!.close).toHaveBeenCalled();

    const dismissing = gateway.open(paymentOrder);
    await vi.waitFor(() => expect(made).toHaveLength(2));
    made[1]!.options.modal.ondismiss();
    expect(await dismissing).toEqual({ kind: 'dismissed' });
  });

  it("says the spec's words when the gateway cannot open", async () => {
    const noScript = createRazorpayGateway(() =>
      Promise.reject(new GatewayUnavailableError('Razorpay SDK not loaded. Please refresh the page and try again.')),
    );
    await expect(noScript.open(paymentOrder)).rejects.toThrow('Razorpay SDK not loaded');
    const throwing = createRazorpayGateway(() =>
      Promise.resolve(
        vi.fn(function () {
          throw new Error('bad options');
        }) as unknown as RazorpayConstructor,
      ),
    );
    await expect(throwing.open(paymentOrder)).rejects.toThrow('Failed to initialize payment');
    const noKey = createRazorpayGateway(() => Promise.resolve(fakeRazorpay().Razorpay));
    await expect(noKey.open({ ...paymentOrder, keyId: '' })).rejects.toThrow(
      'Payment configuration error. Please contact support.',
    );
  });

  it('adds checkout.js once, on demand, and adds it again after a failed load', async () => {
    const first = loadRazorpay();
    const again = loadRazorpay();
    const scripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src === RAZORPAY_CHECKOUT_URL);
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(again).rejects.toThrow('Razorpay SDK not loaded. Please refresh the page and try again.');
    expect(scripts()).toHaveLength(0);

    const retried = loadRazorpay();
    expect(scripts()).toHaveLength(1);
    const { Razorpay } = fakeRazorpay();
    window.Razorpay = Razorpay;
    scripts()[0]!.dispatchEvent(new Event('load'));
    expect(await retried).toBe(Razorpay);
  });
});
