import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRef } from '@kala/contract/orders';
import { CartAlreadyOrdered } from './cart-already-ordered';
import { EmptyCartCheck } from './empty-cart-check';

/** The checkout page's part: an empty cart is checked, and an order found is shown (app/routes/checkout-page.tsx). */
function Checkout() {
  const [ordered, setOrdered] = useState<OrderRef | null>(null);
  return ordered ? <CartAlreadyOrdered order={ordered} /> : <EmptyCartCheck onOrdered={setOrdered} />;
}

function renderCheck(answer: { status: number; body: unknown }) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <Checkout /> },
      { path: '/cart', element: <h1>Your cart is empty</h1> },
    ],
    { initialEntries: ['/checkout'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetch, router };
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
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('a checkout that finds the cart empty', () => {
  it('says the cart was already ordered and leads to that order, when the server names one', async () => {
    sessionStorage.setItem('kala.checkout', JSON.stringify({ userId: 'u1', notes: 'old' }));
    const { fetch } = renderCheck({
      status: 409,
      body: {
        success: false,
        message: 'Your cart was already ordered',
        order: { orderId: 'o7', orderNumber: 'KALA-100007' },
      },
    });
    const heading = await screen.findByRole('heading', { name: 'Your cart was already ordered' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'View order KALA-100007' }).getAttribute('href')).toBe('/orders/o7');
    expect(fetch).toHaveBeenCalledWith('/api/orders/preview', expect.objectContaining({ method: 'POST' }));
    // What this tab had typed for the checkout is forgotten.
    expect(sessionStorage.getItem('kala.checkout')).toBeNull();
  });

  it('goes to the cart when it is simply empty', async () => {
    const { router } = renderCheck({ status: 422, body: { success: false, message: 'Your cart is empty' } });
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    expect(router.state.location.pathname).toBe('/cart');
  });
});
