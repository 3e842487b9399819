import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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

function renderFlow() {
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
      const answer =
        url === '/api/orders' && method === 'POST'
          ? (orderAnswers.shift() ?? { status: 500, body: { success: false, message: 'boom' } })
          : url === '/api/orders/addresses'
            ? { status: 200, body: { success: true, data: [] } }
            : url.startsWith('/api/shipping/pincode/')
              ? { status: 200, body: { success: true, data: place } }
              : url === '/api/shipping/rates'
                ? { status: 200, body: { success: true, data: rates } }
                : { status: 200, body: { success: true, data: preview } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const onPlaced = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CheckoutFlow cart={{ totalItems: 1, subtotal: 800 }} onPlaced={onPlaced} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, onPlaced };
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
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the checkout', () => {
  it('stays on the address step with the spec’s message while a required field is empty', async () => {
    renderFlow();
    click('Continue to Shipping');
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all required shipping information');
    expect(screen.getByText('Phone is required')).toBeTruthy();
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
