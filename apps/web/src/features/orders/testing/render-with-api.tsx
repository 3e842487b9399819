import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Order } from '@kala/contract/orders';

/** A signed-in shopper in local storage, so the session-gated queries run. */
export function signIn() {
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
}

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Renders an orders component with a fresh query client and a router at `path`, answering fetch with `answer`
 * (an object becomes a 200; `{ status, body }` any status) and recording the calls.
 */
export function renderWithApi(ui: ReactNode, answer: (call: Call) => unknown, path = '/') {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const result = answer(call) as { status?: number; body?: unknown };
      const status = typeof result.status === 'number' && 'body' in result ? result.status : 200;
      const body = typeof result.status === 'number' && 'body' in result ? result.body : result;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, calls, client };
}

/** A pending cash-on-delivery order of two lines, still cancellable for about 11 hours. */
export const sampleOrder = (change: Partial<Order> = {}): Order => ({
  _id: 'o1',
  orderNumber: 'KALA-260713-0001',
  user: { name: 'Meera', email: 'meera@example.com' },
  createdAt: '2025-07-13T10:00:00.000Z',
  orderStatus: 'pending',
  paymentMethod: 'cash_on_delivery',
  paymentStatus: 'pending',
  subtotal: 2400,
  gstPercent: 18,
  tax: 432,
  shippingCost: 0,
  codCharges: 40,
  totalAmount: 2872,
  freeShipping: true,
  courier: { id: 1, name: 'Delhivery Surface', estimatedDeliveryDays: 5 },
  estimatedDelivery: { from: '2025-07-18', to: '2025-07-22' },
  statusHistory: [{ status: 'pending', timestamp: '2025-07-13T10:00:00.000Z', note: 'Order placed', by: 'you' }],
  items: [
    {
      _id: 'i1',
      product: { _id: 'p1', name: 'Lotus Plate', thumbnail: '/uploads/demo/lotus.webp' },
      size: '8 inch',
      quantity: 2,
      price: 900,
      subtotal: 1800,
    },
    {
      _id: 'i2',
      product: { _id: null, name: 'Retired Mandala', thumbnail: '/uploads/demo/mandala.webp' },
      size: '6 inch',
      quantity: 1,
      price: 600,
      subtotal: 600,
    },
  ],
  shippingAddress: {
    fullName: 'Meera Joshi',
    email: 'meera@example.com',
    phone: '9876543210',
    addressLine1: '12 Hawa Mahal Road',
    city: 'Jaipur',
    state: 'Rajasthan',
    zipCode: '302001',
    country: 'India',
  },
  canCancel: true,
  cancelDeadline: '2025-07-13T22:00:00.000Z',
  cancelSecondsLeft: 11 * 3600 + 42 * 60 + 30,
  canPay: false,
  paymentAttempts: [],
  refunds: [],
  ...change,
});

export const listAnswer = (orders: Order[], page = 1, totalOrders = orders.length, limit = 10) => {
  const totalPages = Math.max(1, Math.ceil(totalOrders / limit));
  return {
    success: true,
    data: orders,
    pagination: {
      currentPage: page,
      totalPages,
      total: totalOrders,
      totalOrders,
      limit,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    },
  };
};
