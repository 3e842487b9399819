import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@kala/contract/orders';
import { renderWithApi, sampleOrder, signIn, type Call } from '../testing/render-with-api';
import { OrderDetailView } from './order-detail-view';

beforeEach(signIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const cancelled = (reason?: string): Order =>
  sampleOrder({
    orderStatus: 'cancelled',
    canCancel: false,
    cancelSecondsLeft: 0,
    cancelReason: reason,
    statusHistory: [
      ...sampleOrder().statusHistory,
      { status: 'cancelled', timestamp: '2025-07-13T11:00:00.000Z', note: reason, by: 'you' },
    ],
  });

describe('the order page', () => {
  it('shows every section of spec §2', async () => {
    renderWithApi(<OrderDetailView orderId="o1" />, () => ({ success: true, data: sampleOrder() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order KALA-260713-0001' })).toBeTruthy();

    const items = within(screen.getByRole('region', { name: 'Order Items' }));
    expect(items.getByRole('link', { name: 'Lotus Plate' }).getAttribute('href')).toBe('/products/p1');
    expect(items.getByText('Retired Mandala')).toBeTruthy(); // no longer in the catalogue: no link
    expect(items.queryByRole('link', { name: 'Retired Mandala' })).toBeNull();
    expect(items.getByText('Qty: 2 × ₹900.00')).toBeTruthy();
    expect(items.getByText('₹1,800.00')).toBeTruthy();

    const totals = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(totals.getByText('GST (18%)')).toBeTruthy();
    expect(totals.getByText('Free')).toBeTruthy();
    // The courier's charges are quoted with GST inside them: the rows say so (issue 24 item 2).
    expect(totals.getByText('Shipping (incl. GST)')).toBeTruthy();
    expect(totals.getByText('COD charges (incl. GST)')).toBeTruthy();
    expect(totals.getByText('₹2,872.00')).toBeTruthy();

    const timeline = within(screen.getByRole('region', { name: 'Order Timeline' }));
    expect(timeline.getByText('Order placed')).toBeTruthy();
    expect(timeline.getByText(/by you/)).toBeTruthy();

    expect(
      within(screen.getByRole('region', { name: 'Shipping Address' })).getByText('12 Hawa Mahal Road'),
    ).toBeTruthy();
    const payment = within(screen.getByRole('region', { name: 'Payment Information' }));
    expect(payment.getByText('Cash on Delivery')).toBeTruthy();
    expect(payment.getByText('Pending')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Delivery' })).getByText('July 18 – July 22, 2025')).toBeTruthy();

    const actions = within(screen.getByRole('region', { name: 'Order Actions' }));
    expect(actions.getByText('11 h 42 min')).toBeTruthy();
    expect(actions.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    expect(actions.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('offers no cancel button once the server says no, and says why', async () => {
    renderWithApi(<OrderDetailView orderId="o1" />, () => ({
      success: true,
      data: sampleOrder({ orderStatus: 'shipped', canCancel: false, cancelSecondsLeft: 0, trackingNumber: 'AWB9' }),
    }));
    const actions = within(await screen.findByRole('region', { name: 'Order Actions' }));
    expect(actions.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(actions.getByText(/This order is shipped and can no longer be cancelled/)).toBeTruthy();
    expect(screen.getByText('AWB9')).toBeTruthy();
  });

  it("shows 'Order Not Found' for a 404", async () => {
    renderWithApi(<OrderDetailView orderId="nope" />, () => ({
      status: 404,
      body: { success: false, message: 'Order not found' },
    }));
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeTruthy();
    expect(screen.getByText('The order you are looking for does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('cancels with a reason: Keep Order has the focus, the answer shows Cancelled', async () => {
    const { calls } = renderWithApi(<OrderDetailView orderId="o1" />, (call: Call) =>
      call.method === 'PATCH'
        ? { success: true, data: cancelled('Ordered twice'), message: 'Order cancelled' }
        : { success: true, data: sampleOrder() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep Order' })),
    );
    fireEvent.change(within(dialog).getByLabelText('Reason for cancelling (optional)'), {
      target: { value: '  Ordered twice ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      url: '/api/orders/o1/cancel',
      method: 'PATCH',
      body: { reason: 'Ordered twice' },
    });
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Your order has been cancelled.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Your order has been cancelled.'));
    expect(within(screen.getByRole('region', { name: 'Delivery' })).getByText('Ordered twice')).toBeTruthy();
  });

  it("keeps the dialog open with the server's reason when cancelling fails", async () => {
    renderWithApi(<OrderDetailView orderId="o1" />, (call: Call) =>
      call.method === 'PATCH'
        ? {
            status: 409,
            body: { success: false, message: 'The 12-hour cancellation window for this order has passed' },
          }
        : { success: true, data: sampleOrder() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByText('The 12-hour cancellation window for this order has passed')).toBeTruthy();
  });

  it("falls back to 'Failed to cancel order' when the server says nothing useful", async () => {
    renderWithApi(<OrderDetailView orderId="o1" />, (call: Call) =>
      call.method === 'PATCH'
        ? { status: 500, body: { success: false, message: 'Internal Server Error' } }
        : { success: true, data: sampleOrder() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByText('Failed to cancel order')).toBeTruthy();
  });
});

describe('a COD order paid online in part or in whole (issue 25)', () => {
  it('says what was paid online and what is left for the door once an advance is paid', async () => {
    const order = sampleOrder({
      orderStatus: 'confirmed',
      codConfirmation: {
        awaiting: false,
        confirmBy: '2025-07-14T05:30:00.000Z',
        confirmedAt: '2025-07-13T10:00:00.000Z',
        confirmedVia: 'payment',
        advance: 150,
        advancePaid: true,
      },
    });
    renderWithApi(<OrderDetailView orderId="o1" />, () => ({ success: true, data: order }));
    const payment = within(await screen.findByRole('region', { name: 'Payment Information' }));
    expect(payment.getByText('Paid online ₹150.00, to pay on delivery ₹2,722.00')).toBeTruthy();
  });

  it('shows the prepaid discount in the totals of an order converted to prepaid', async () => {
    const order = sampleOrder({ paymentMethod: 'razorpay', paymentStatus: 'completed', prepaidDiscount: 45.5 });
    renderWithApi(<OrderDetailView orderId="o1" />, () => ({ success: true, data: order }));
    const totals = within(await screen.findByRole('region', { name: 'Order Summary' }));
    expect(totals.getByText('Prepaid discount')).toBeTruthy();
    expect(totals.getByText('−₹45.50')).toBeTruthy();
  });
});
