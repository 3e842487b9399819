import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, renderWithApi, sampleOrder, signIn } from '../testing/render-with-api';
import { LatestOrders } from './latest-orders';

beforeEach(signIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the dashboard's latest orders", () => {
  it('shows the three latest in rupees, each linking to its page, and the way to all of them', async () => {
    const orders = [1, 2, 3, 4].map((n) =>
      sampleOrder({ _id: `o${n}`, orderNumber: `KALA-${n}`, totalAmount: n * 1000 }),
    );
    const { calls } = renderWithApi(<LatestOrders />, () => listAnswer(orders, 1, 4));
    expect(await screen.findByText('The latest 3 of your 4 orders')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/orders?page=1&limit=10');
    expect(screen.getByRole('link', { name: /^Order KALA-1/ }).getAttribute('href')).toBe('/orders/o1');
    expect(screen.getByText('₹3,000.00')).toBeTruthy();
    expect(screen.queryByText('KALA-4', { exact: false })).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View All Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('keeps the empty state for a shopper with no orders', async () => {
    renderWithApi(<LatestOrders />, () => listAnswer([]));
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  });
});
