import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderPreview } from '@kala/contract/orders';
import type { ShippingRates } from '@kala/contract/shipping';
import { CheckoutFlow } from './checkout-flow';

const courier = (id: number, name: string, freight: number, days: number, performance: number) => ({
  courier_company_id: id,
  courier_name: name,
  rate: freight + 40,
  freight_charge: freight,
  cod_charges: 40,
  estimated_delivery_days: days,
  courier_type: 'surface',
  delivery_performance: performance,
});
const place = {
  pincode: '560001',
  city: 'Bangalore',
  district: 'Bangalore',
  state: 'Karnataka',
  zone: 'national' as const,
};
const rates: ShippingRates = {
  availableCouriers: [courier(101, 'Standard Surface', 149, 7, 94), courier(103, 'Express Air', 298, 1, 72)],
  recommendedCourierId: 101,
  destination: place,
  freeShippingAbove: 999,
};
const preview: OrderPreview = {
  items: [
    {
      productId: 'p1',
      sizeId: 's1',
      name: 'Lotus Plate',
      size: '8 inch',
      image: '/uploads/demo/lotus.webp',
      quantity: 1,
      price: 800,
      subtotal: 800,
    },
  ],
  totals: {
    subtotal: 800,
    gstPercent: 18,
    gstRates: [18],
    pricesIncludeTax: false,
    tax: 144,
    shippingCost: 149,
    codCharges: 40,
    totalAmount: 1133,
    freeShipping: false,
    freeShippingAbove: 999,
  },
  courier: rates.availableCouriers[0]!,
  estimatedDelivery: { from: '2026-12-04', to: '2026-12-08' },
};

interface Call {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}
let orderAnswers: { status: number; body: unknown }[] = [];

/** The payment order the server makes with the order (POST /api/payments/create-order, and again on a retry). */
const paymentOrder = {
  orderId: 'o9',
  orderNumber: 'KALA-100009',
  razorpayOrderId: 'order_test_9',
  amount: 1093,
  amountPaise: 109300,
  currency: 'INR',
  keyId: 'rzp_test_kala_local',
  provider: 'test',
  paymentDueAt: '2026-12-01T10:05:00.000Z',
  prefill: { name: 'Meera', email: 'meera@example.com', contact: '9876543210' },
  orderDetails: { shippingAddress: {} },
};
/** The order as the payment calls answer it, paid or not. */
const paymentView = (paid: boolean) => ({
  _id: 'o9',
  orderNumber: 'KALA-100009',
  orderStatus: paid ? 'confirmed' : 'pending',
  paymentMethod: 'razorpay',
  paymentStatus: paid ? 'completed' : 'failed',
  canPay: !paid,
  paymentAttempts: [],
  refunds: [],
  refundedAmount: 0,
  refundableAmount: 0,
  messagingOptIn: false,
});
const declined = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment declined by the test gateway (a simulated failure).',
    metadata: { payment_id: 'pay_test_1', order_id: 'order_test_9' },
  },
};

/** What POST /api/payments/create-order answers first, when not the payment order. */
let createRefusal: { status: number; body: unknown } | undefined;

function paymentAnswer(url: string, body: unknown): { status: number; body: unknown } | undefined {
  const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
  if (url === '/api/payments/create-order' && createRefusal) {
    const refusal = createRefusal;
    createRefusal = undefined;
    return refusal;
  }
  if (url === '/api/payments/config') return ok({ provider: 'test', keyId: 'rzp_test_kala_local' });
  if (url === '/api/payments/create-order' || url === '/api/payments/retry/o9') return ok(paymentOrder);
  if (url === '/api/payments/test-gateway/pay') {
    return ok(
      (body as { outcome: string }).outcome === 'pay'
        ? { razorpay_payment_id: 'pay_test_2', razorpay_order_id: 'order_test_9', razorpay_signature: 'sig' }
        : declined,
    );
  }
  if (url === '/api/payments/failure') return ok(paymentView(false));
  if (url === '/api/payments/verify') return ok(paymentView(true));
  return undefined;
}

/** What the server says of cash on delivery for the cart and address (issue 25); each test may change it. */
const codOffer = { available: true, message: null as string | null, advance: 0, prepaidDiscount: 0, codCharges: 40 };

/** An address the shopper used before (GET /api/orders/addresses), offered first on the address step. */
const OLD_ADDRESS = {
  fullName: 'Meera',
  email: 'meera@example.com',
  phone: '9123456780',
  addressLine1: '4 Old Lane',
  city: 'Jaipur',
  state: 'Rajasthan',
  zipCode: '302001',
  country: 'India',
};

function renderFlow({ at = '/checkout', saved = [] as unknown[] } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({
        url,
        method,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: init.headers as Record<string, string>,
      });
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      const answer =
        paymentAnswer(url, body) ??
        (url === '/api/orders' && method === 'POST'
          ? (orderAnswers.shift() ?? { status: 500, body: { success: false, message: 'boom' } })
          : url === '/api/orders/cod-offer'
            ? { status: 200, body: { success: true, data: codOffer } }
            : url === '/api/orders/addresses'
              ? { status: 200, body: { success: true, data: saved } }
              : url.startsWith('/api/shipping/pincode/')
                ? { status: 200, body: { success: true, data: place } }
                : url === '/api/shipping/rates'
                  ? { status: 200, body: { success: true, data: rates } }
                  : { status: 200, body: { success: true, data: preview } });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const onPlaced = vi.fn();
  const onAlreadyOrdered = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/checkout',
        element: (
          <CheckoutFlow
            cart={{ totalItems: 1, subtotal: 800 }}
            onPlaced={onPlaced}
            onAlreadyOrdered={onAlreadyOrdered}
          />
        ),
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, onPlaced, onAlreadyOrdered, router };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

async function fillAddressAndContinue() {
  type('Phone', '98765 43210');
  type('Address line 1', '12 MG Road');
  type('PIN code', '560001');
  await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Bangalore'));
  click('Continue to Shipping');
  await screen.findByRole('heading', { name: 'Shipping Option' });
}

beforeEach(() => {
  localStorage.setItem('kala.token', 'token');
  localStorage.setItem(
    'kala.user',
    JSON.stringify({
      _id: 'u1',
      name: 'Meera',
      email: 'meera@example.com',
      role: 'user',
      avatar: null,
      isAdmin: false,
    }),
  );
  orderAnswers = [];
  createRefusal = undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the checkout', () => {
  it('stays on the address step with the spec’s message while a required field is empty', async () => {
    renderFlow();
    click('Continue to Shipping');
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all required shipping information');
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shipping Address' })).toBeTruthy();
  });

  it('names a field by its label when its value is too long', async () => {
    renderFlow();
    type('Full name', 'A'.repeat(150));
    type('Phone', '98765 43210');
    type('Address line 1', '12 MG Road');
    type('PIN code', '560001');
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Bangalore'));
    click('Continue to Shipping');
    expect(await screen.findByText('Full name must be at most 100 characters')).toBeTruthy();
    expect(screen.queryByText(/fullName/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Shipping Address' })).toBeTruthy();
  });

  it('chooses the cheapest courier, says its speed and reliability in words, and places the order once', async () => {
    orderAnswers = [
      { status: 503, body: { success: false, message: 'Service unavailable' } },
      {
        status: 201,
        body: { success: true, data: { orderId: 'o1', orderNumber: 'KALA-100001', status: 'pending', order: {} } },
      },
    ];
    const { calls, onPlaced } = renderFlow();
    await fillAddressAndContinue();
    expect(screen.getByRole('heading', { name: 'Shipping Option' })).toBe(document.activeElement);
    const cheapest = (await screen.findByRole('radio', { name: /Standard Surface/ })) as HTMLInputElement;
    await waitFor(() => expect(cheapest.checked).toBe(true));
    expect(screen.getByText(/High reliability \(94% on time\)/)).toBeTruthy();
    expect(screen.getByText(/Low reliability \(72% on time\)/)).toBeTruthy();
    expect(screen.getByText('Express')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/shipping/rates')?.body).toEqual({
      deliveryPostcode: '560001',
      weight: 1,
      codAmount: 800,
    });

    fireEvent.click(screen.getByRole('radio', { name: /Express Air/ }));
    click('Continue to Payment');
    await screen.findByRole('heading', { name: 'Payment Method' });
    click('Review Order');
    await screen.findByRole('heading', { name: 'Review Your Order' });
    const placeButton = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect((placeButton as HTMLButtonElement).disabled).toBe(false));

    // The first answer is lost (503): the retry must carry the same key, so the order cannot be placed twice.
    fireEvent.click(placeButton);
    expect((await screen.findByText('Failed to create COD order')).closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    const posts = calls.filter((c) => c.url === '/api/orders' && c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.headers['Idempotency-Key']).toBeTruthy();
    expect(posts[1]!.headers['Idempotency-Key']).toBe(posts[0]!.headers['Idempotency-Key']);
    expect(posts[1]!.body).toMatchObject({
      paymentMethod: 'cash_on_delivery',
      useCartItems: true,
      courierId: 103,
      shippingAddress: {
        fullName: 'Meera',
        phone: '9876543210',
        zipCode: '560001',
        city: 'Bangalore',
        country: 'India',
      },
    });
  });

  it('offers order updates on WhatsApp/SMS to the address phone, unticked, and sends the choice with the order', async () => {
    const placedAnswer = {
      status: 201,
      body: { success: true, data: { orderId: 'o1', orderNumber: 'KALA-100001', status: 'pending', order: {} } },
    };
    orderAnswers = [placedAnswer, placedAnswer];
    const { calls } = renderFlow();
    await fillAddressAndContinue();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /Standard Surface/ }) as HTMLInputElement).checked).toBe(true),
    );
    click('Continue to Payment');
    await screen.findByRole('heading', { name: 'Payment Method' });
    click('Review Order');
    await screen.findByRole('heading', { name: 'Review Your Order' });

    const optIn = screen.getByRole('checkbox', { name: 'Send me order updates on WhatsApp/SMS' }) as HTMLInputElement;
    expect(optIn.checked).toBe(false);
    expect(optIn.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(optIn.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('9876543210');
    const placeButton = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect((placeButton as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(optIn);
    expect(optIn.checked).toBe(true);
    fireEvent.click(placeButton);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/orders' && c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.url === '/api/orders' && c.method === 'POST')?.body).toMatchObject({
      messagingOptIn: true,
      shippingAddress: { phone: '9876543210' },
    });
  });

  it('sends messagingOptIn false when the box is left unticked', async () => {
    orderAnswers = [
      {
        status: 201,
        body: { success: true, data: { orderId: 'o1', orderNumber: 'KALA-100001', status: 'pending', order: {} } },
      },
    ];
    const { calls } = renderFlow();
    await fillAddressAndContinue();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /Standard Surface/ }) as HTMLInputElement).checked).toBe(true),
    );
    click('Continue to Payment');
    await screen.findByRole('heading', { name: 'Payment Method' });
    click('Review Order');
    await screen.findByRole('heading', { name: 'Review Your Order' });
    const placeButton = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect((placeButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/orders' && c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.url === '/api/orders' && c.method === 'POST')?.body).toMatchObject({
      messagingOptIn: false,
    });
  });

  it('shows the server’s reason when it refuses the order', async () => {
    orderAnswers = [
      {
        status: 422,
        body: {
          success: false,
          message: 'Sorry, "Lotus Plate" (8 inch) is out of stock. Please remove it to place your order.',
        },
      },
    ];
    renderFlow();
    await fillAddressAndContinue();
    const cheapest = (await screen.findByRole('radio', { name: /Standard Surface/ })) as HTMLInputElement;
    await waitFor(() => expect(cheapest.checked).toBe(true));
    click('Continue to Payment');
    click('Review Order');
    const placeButton = await screen.findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect((placeButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton);
    expect(
      await screen.findByText(
        'Order creation failed: Sorry, "Lotus Plate" (8 inch) is out of stock. Please remove it to place your order.',
      ),
    ).toBeTruthy();
  });
});

const stepHeading = (name: string) => screen.findByRole('heading', { name });
const storedDraft = () =>
  JSON.parse(sessionStorage.getItem('kala.checkout') ?? 'null') as Record<string, unknown> | null;

describe('a cart ordered meanwhile in another tab', () => {
  const alreadyOrdered = {
    status: 409,
    body: {
      success: false,
      message: 'Your cart was already ordered',
      order: { orderId: 'o7', orderNumber: 'KALA-100007' },
    },
  };

  it('is reported with its order when placing it again is refused', async () => {
    orderAnswers = [alreadyOrdered];
    const { onAlreadyOrdered, onPlaced } = renderFlow();
    await fillAddressAndContinue();
    const cheapest = (await screen.findByRole('radio', { name: /Standard Surface/ })) as HTMLInputElement;
    await waitFor(() => expect(cheapest.checked).toBe(true));
    click('Continue to Payment');
    click('Review Order');
    const placeButton = await screen.findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect((placeButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton);
    await waitFor(() => expect(onAlreadyOrdered).toHaveBeenCalledWith({ orderId: 'o7', orderNumber: 'KALA-100007' }));
    expect(onPlaced).not.toHaveBeenCalled();
  });
});

describe('the checkout remembers', () => {
  it('a newly typed address and the step across a reload, rather than the last used address', async () => {
    const first = renderFlow({ saved: [OLD_ADDRESS] });
    const last = (await screen.findByRole('radio', { name: /4 Old Lane/ })) as HTMLInputElement;
    await waitFor(() => expect(last.checked).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Enter a new address' }));
    await fillAddressAndContinue();
    expect(first.router.state.location.search).toBe('?step=shipping');

    // The reload: the same address, a fresh page.
    cleanup();
    const { calls } = renderFlow({ at: '/checkout?step=shipping', saved: [OLD_ADDRESS] });
    await stepHeading('Shipping Option');
    const cheapest = (await screen.findByRole('radio', { name: /Standard Surface/ })) as HTMLInputElement;
    await waitFor(() => expect(cheapest.checked).toBe(true));
    click('Back');
    await stepHeading('Shipping Address');
    expect((screen.getByRole('radio', { name: 'Enter a new address' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Address line 1') as HTMLInputElement).value).toBe('12 MG Road');
    click('Continue to Shipping');
    await stepHeading('Shipping Option');
    click('Continue to Payment');
    click('Review Order');
    await stepHeading('Review Your Order');
    expect(screen.getByText('12 MG Road')).toBeTruthy();
    expect(screen.queryByText('4 Old Lane')).toBeNull();
    orderAnswers = [
      {
        status: 201,
        body: { success: true, data: { orderId: 'o1', orderNumber: 'KALA-100001', status: 'pending', order: {} } },
      },
    ];
    const placeButton = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect((placeButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/orders' && c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.url === '/api/orders' && c.method === 'POST')?.body).toMatchObject({
      shippingAddress: { addressLine1: '12 MG Road', zipCode: '560001', city: 'Bangalore' },
    });
    // Placed: the draft is forgotten.
    await waitFor(() => expect(storedDraft()).toBeNull());
  });

  it("moves one step with the browser's Back and Forward, each step an entry of the history", async () => {
    const { router } = renderFlow();
    await fillAddressAndContinue();
    const cheapest = (await screen.findByRole('radio', { name: /Standard Surface/ })) as HTMLInputElement;
    await waitFor(() => expect(cheapest.checked).toBe(true));
    click('Continue to Payment');
    await stepHeading('Payment Method');
    fireEvent.click(screen.getByRole('radio', { name: /Online Payment/ }));

    await act(() => router.navigate(-1));
    expect(await stepHeading('Shipping Option')).toBe(document.activeElement);
    expect(router.state.location.search).toBe('?step=shipping');
    await act(() => router.navigate(1));
    await stepHeading('Payment Method');
    expect((screen.getByRole('radio', { name: /Online Payment/ }) as HTMLInputElement).checked).toBe(true);
    // The step's own Back is the browser's: Forward comes back to where the shopper was.
    click('Back');
    await stepHeading('Shipping Option');
    await act(() => router.navigate(1));
    await stepHeading('Payment Method');
    await act(() => router.navigate(-2));
    await stepHeading('Shipping Address');
    expect(router.state.location.search).toBe('');
  });

  it('keeps a step that cannot be reached yet out of reach', async () => {
    const { router } = renderFlow({ at: '/checkout?step=review' });
    await stepHeading('Shipping Address');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('only what was typed and chosen, never a payment detail, and only for the shopper who typed it', async () => {
    renderFlow();
    await fillAddressAndContinue();
    const cheapest = (await screen.findByRole('radio', { name: /Standard Surface/ })) as HTMLInputElement;
    await waitFor(() => expect(cheapest.checked).toBe(true));
    click('Continue to Payment');
    await stepHeading('Payment Method');
    fireEvent.click(screen.getByRole('radio', { name: /Online Payment/ }));
    const draft = storedDraft()!;
    expect(Object.keys(draft).sort()).toEqual(['address', 'courierId', 'form', 'notes', 'paymentMethod', 'userId']);
    expect(draft).toMatchObject({ userId: 'u1', courierId: 101, paymentMethod: 'razorpay' });

    // Another account signs in on the same tab: it starts afresh, and the first one's address is gone.
    cleanup();
    localStorage.setItem(
      'kala.user',
      JSON.stringify({
        _id: 'u2',
        name: 'Ravi',
        email: 'ravi@example.com',
        role: 'user',
        avatar: null,
        isAdmin: false,
      }),
    );
    renderFlow({ at: '/checkout?step=payment' });
    await stepHeading('Shipping Address');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ravi');
    expect((screen.getByLabelText('Address line 1') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(storedDraft()?.userId).toBe('u2'));
    expect(JSON.stringify(storedDraft())).not.toContain('12 MG Road');
  });
});

describe('the checkout paid online', () => {
  it('places the order once, says why a payment failed, pays the same order on a retry and lands on onPlaced', async () => {
    const { calls, onPlaced } = renderFlow();
    await fillAddressAndContinue();
    const cheapest = (await screen.findByRole('radio', { name: /Standard Surface/ })) as HTMLInputElement;
    await waitFor(() => expect(cheapest.checked).toBe(true));
    click('Continue to Payment');
    await screen.findByRole('heading', { name: 'Payment Method' });
    fireEvent.click(screen.getByRole('radio', { name: /Online Payment/ }));
    expect(await screen.findByText(/Test mode: a test gateway stands in for Razorpay/)).toBeTruthy();
    click('Review Order');
    const placeButton = await screen.findByRole('button', { name: 'Place Order & Pay' });
    await waitFor(() => expect((placeButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton);

    const gateway = await screen.findByRole('dialog', { name: 'Kala Test Gateway' }, { timeout: 3000 });
    expect(gateway.textContent).toContain('KALA-100009');
    expect(gateway.textContent).toContain('₹1,093.00');
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(
      await screen.findByText('Payment failed: Payment declined by the test gateway (a simulated failure).'),
    ).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/payments/failure')?.body).toEqual({ orderId: 'o9', ...declined });
    // The order can no longer be changed: it exists, waiting for its payment.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try payment again' }));
    await screen.findByRole('dialog', { name: 'Kala Test Gateway' }, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: /^Pay ₹/ }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(onPlaced.mock.calls[0]![0]).toMatchObject({
      orderId: 'o9',
      orderNumber: 'KALA-100009',
      status: 'confirmed',
    });

    const creates = calls.filter((c) => c.url === '/api/payments/create-order');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.headers['Idempotency-Key']).toBeTruthy();
    expect(creates[0]!.body).toMatchObject({ paymentMethod: 'razorpay', useCartItems: true, courierId: 101 });
    expect(calls.filter((c) => c.url === '/api/payments/retry/o9')).toHaveLength(1);
    expect(calls.find((c) => c.url === '/api/payments/verify')?.body).toEqual({
      razorpayOrderId: 'order_test_9',
      razorpayPaymentId: 'pay_test_2',
      razorpaySignature: 'sig',
      orderId: 'o9',
    });
    expect(calls.filter((c) => c.url === '/api/orders' && c.method === 'POST')).toHaveLength(0);
  });

  it('lets the shopper step back from an unpaid order to change it: placing again makes a new one', async () => {
    const { calls, router } = renderFlow();
    await fillAddressAndContinue();
    const cheapest = (await screen.findByRole('radio', { name: /Standard Surface/ })) as HTMLInputElement;
    await waitFor(() => expect(cheapest.checked).toBe(true));
    click('Continue to Payment');
    await stepHeading('Payment Method');
    fireEvent.click(screen.getByRole('radio', { name: /Online Payment/ }));
    click('Review Order');
    const placeButton = await screen.findByRole('button', { name: 'Place Order & Pay' });
    await waitFor(() => expect((placeButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton);
    await screen.findByRole('dialog', { name: 'Kala Test Gateway' }, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByRole('button', { name: 'Try payment again' })).toBeTruthy();

    await act(() => router.navigate(-1));
    await stepHeading('Payment Method');
    fireEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    click('Review Order');
    await stepHeading('Review Your Order');
    // No longer tied to the unpaid order: its payment problem and retry are gone, the order is placed afresh.
    expect(screen.queryByRole('button', { name: 'Try payment again' })).toBeNull();
    expect(screen.queryByText(/Payment failed/)).toBeNull();
    orderAnswers = [
      {
        status: 201,
        body: { success: true, data: { orderId: 'o2', orderNumber: 'KALA-100002', status: 'pending', order: {} } },
      },
    ];
    const again = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(again);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/orders' && c.method === 'POST')).toHaveLength(1));
  });

  it("says 'Order creation failed: {reason}' when the server refuses the order, and 'Payment cancelled' on dismissal", async () => {
    createRefusal = {
      status: 422,
      body: { success: false, message: 'Only 1 of "Lotus Plate" (8 inch) is left. Please lower the quantity.' },
    };
    const { calls } = renderFlow();
    await fillAddressAndContinue();
    const cheapest = (await screen.findByRole('radio', { name: /Standard Surface/ })) as HTMLInputElement;
    await waitFor(() => expect(cheapest.checked).toBe(true));
    click('Continue to Payment');
    await screen.findByRole('heading', { name: 'Payment Method' });
    fireEvent.click(screen.getByRole('radio', { name: /Online Payment/ }));
    click('Review Order');
    const placeButton = await screen.findByRole('button', { name: 'Place Order & Pay' });
    await waitFor(() => expect((placeButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton);
    expect(
      await screen.findByText(
        'Order creation failed: Only 1 of "Lotus Plate" (8 inch) is left. Please lower the quantity.',
      ),
    ).toBeTruthy();
    // Nothing was placed: the shopper may still change the order, and placing again makes it.
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    const again = screen.getByRole('button', { name: 'Place Order & Pay' });
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(again);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }, { timeout: 3000 }));
    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/payments/failure')?.body).toEqual({
      orderId: 'o9',
      error: 'Payment cancelled by user',
    });
    expect(screen.getByRole('link', { name: 'View order KALA-100009' }).getAttribute('href')).toBe('/orders/o9');
    const creates = calls.filter((c) => c.url === '/api/payments/create-order');
    expect(creates).toHaveLength(2);
    // Refused (4xx): nothing was made under that key, so the next attempt is another.
    expect(creates[1]!.headers['Idempotency-Key']).not.toBe(creates[0]!.headers['Idempotency-Key']);
  });
});
