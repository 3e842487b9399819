import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, renderWithApi, sampleOrder, signIn } from '../testing/render-with-api';
import { OrderHistory } from './order-history';

beforeEach(() => {
  signIn();
  // jsdom lays nothing out; the pager scrolls the list's top into view.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the order history', () => {
  it('shows each order as spec §2 lists it', async () => {
    renderWithApi(<OrderHistory />, () => listAnswer([sampleOrder({ trackingNumber: 'AWB123456' })]));
    const card = within(await screen.findByRole('article', { name: 'Order KALA-260713-0001' }));
    expect(card.getByText('July 13, 2025')).toBeTruthy();
    expect(card.getByText('Cash on Delivery')).toBeTruthy();
    expect(card.getByText('Pending')).toBeTruthy();
    expect(card.getByText('₹2,872.00')).toBeTruthy();
    expect(card.getByText('Lotus Plate')).toBeTruthy();
    expect(card.getByText('3 items')).toBeTruthy();
    expect(card.getByText(/Jaipur, Rajasthan 302001/)).toBeTruthy();
    expect(card.getByText('AWB123456')).toBeTruthy();
    expect(card.getByRole('link', { name: /^View Details/ }).getAttribute('href')).toBe('/orders/o1');
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  });

  it('asks the server for the chosen status from page 1, and pages through', async () => {
    const { calls } = renderWithApi(<OrderHistory />, (call) =>
      listAnswer([sampleOrder()], call.url.includes('page=2') ? 2 : 1, 12),
    );
    await screen.findByText('Showing 1–1 of 12 orders');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/orders?page=2&limit=10'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'shipped' } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/orders?page=1&limit=10&status=shipped'));
  });

  it('says so when a filter matches nothing, and offers every order again', async () => {
    renderWithApi(<OrderHistory />, () => listAnswer([]), '/orders?status=delivered');
    expect(await screen.findByRole('heading', { name: 'No delivered orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show All Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('invites a shopper with no orders to start shopping', async () => {
    renderWithApi(<OrderHistory />, () => listAnswer([]));
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/products');
  });

  it('shows the server message when the list fails, and tries again', async () => {
    let fail = true;
    renderWithApi(<OrderHistory />, () =>
      fail
        ? { status: 400, body: { success: false, message: 'page must be at least 1' } }
        : listAnswer([sampleOrder()]),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Orders')).toBeTruthy();
    expect(within(alert).getByText('page must be at least 1')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('article', { name: 'Order KALA-260713-0001' })).toBeTruthy();
  });
});
