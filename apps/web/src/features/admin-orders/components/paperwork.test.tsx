import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderRow } from '@kala/contract/admin-orders';
import { renderWithApi, type Call } from '../../../testing/render-with-api';
import { AdminOrdersTab } from './admin-orders-tab';
import { OrderPaperworkLinks } from './order-paperwork-links';

const toastError = vi.fn();
vi.mock('../../../lib/toast', () => ({ toast: { error: (m: string) => toastError(m), success: vi.fn() } }));

const row = (id: string, orderNumber: string): AdminOrderRow => ({
  _id: id,
  orderNumber,
  itemCount: 1,
  user: { name: 'Meera Joshi', email: 'meera@example.com' },
  userId: 'u1',
  createdAt: '2025-07-13T10:00:00.000Z',
  orderStatus: 'processing',
  totalAmount: 1200,
  paymentMethod: 'cash_on_delivery',
  paymentStatus: 'pending',
  shippingCity: 'Jaipur',
  awaitingConfirmation: false,
});

const rows = [row('o1', 'KALA-100001'), row('o2', 'KALA-100002'), row('o3', 'KALA-100003')];
const listAnswer = {
  success: true,
  data: rows,
  pagination: {
    currentPage: 1,
    totalPages: 1,
    total: 3,
    totalOrders: 3,
    limit: 10,
    hasNextPage: false,
    hasPrevPage: false,
  },
};

const stats = {
  success: true,
  data: {
    statusStats: { pending: 0, confirmed: 0, processing: 3, shipped: 0, delivered: 0, cancelled: 0 },
    toShip: 3,
    totalOrders: 3,
    totalRevenue: 3600,
  },
};

const pdfCalls = (calls: Call[]) => calls.filter((call) => call.url.endsWith('.pdf'));
let tab: { location: { href: string }; close: ReturnType<typeof vi.fn> };

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  tab = { location: { href: 'about:blank' }, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => tab),
  );
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  toastError.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('labels and packing slips for the selected orders', () => {
  it('asks for one PDF of the ticked orders and opens it in a new tab', async () => {
    const { calls } = renderWithApi(<AdminOrdersTab />, (call) =>
      call.url.startsWith('/api/orders/admin/stats') ? stats : call.url.endsWith('.pdf') ? {} : listAnswer,
    );
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(screen.queryByRole('region', { name: 'Selected orders' })).toBeNull();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select order KALA-100003' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select order KALA-100001' }));
    const bar = screen.getByRole('region', { name: 'Selected orders' });
    expect(within(bar).getByText('2 orders selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Labels for selected' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:pdf'));
    expect(pdfCalls(calls)).toEqual([
      { url: '/api/admin/orders/labels.pdf', method: 'POST', body: { orderIds: ['o3', 'o1'] } },
    ]);

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select every order shown' }));
    expect(within(bar).getByText('3 orders selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Packing slips for selected' }));
    await waitFor(() => expect(pdfCalls(calls)).toHaveLength(2));
    expect(pdfCalls(calls)[1]).toEqual({
      url: '/api/admin/orders/packing-slips.pdf',
      method: 'POST',
      // Every order shown, in the list's order.
      body: { orderIds: ['o1', 'o2', 'o3'] },
    });

    fireEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected orders' })).toBeNull();
  });
});

describe('the order page’s paperwork', () => {
  it('opens the label, and says the server’s reason when there is none to print', async () => {
    let awb = false;
    const { calls } = renderWithApi(<OrderPaperworkLinks orderId="o1" orderNumber="KALA-100001" />, () =>
      awb
        ? {}
        : { status: 409, body: { success: false, message: 'No AWB yet for KALA-100001: create the shipment first' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Print label' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('No AWB yet for KALA-100001: create the shipment first'),
    );
    expect(tab.close).toHaveBeenCalled();
    expect(calls[0]).toMatchObject({ url: '/api/admin/orders/o1/label.pdf', method: 'GET' });

    awb = true;
    fireEvent.click(screen.getByRole('button', { name: 'Packing slip' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:pdf'));
    expect(calls[1]).toMatchObject({ url: '/api/admin/orders/o1/packing-slip.pdf', method: 'GET' });
  });
});
