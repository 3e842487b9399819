import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderRow } from '@kala/contract/admin-orders';
import { renderWithApi, type Call } from '../../../testing/render-with-api';
import { AdminOrdersTab } from './admin-orders-tab';

const row = (change: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  _id: 'o1',
  orderNumber: 'KALA-100001',
  itemCount: 3,
  user: { name: 'Meera Joshi', email: 'meera@example.com' },
  userId: 'u1',
  createdAt: '2025-07-13T10:00:00.000Z',
  orderStatus: 'pending',
  totalAmount: 2872,
  paymentMethod: 'cash_on_delivery',
  paymentStatus: 'pending',
  shippingCity: 'Jaipur',
  awaitingConfirmation: false,
  ...change,
});

const stats = {
  success: true,
  data: {
    statusStats: { pending: 4, confirmed: 1, processing: 2, shipped: 2, delivered: 7, cancelled: 1 },
    toShip: 3,
    awaitingConfirmation: 2,
    totalOrders: 17,
    totalRevenue: 12345,
  },
};

const list = (rows: AdminOrderRow[], page = 1, total = rows.length, limit = 10) => ({
  success: true,
  data: rows,
  pagination: {
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    total,
    totalOrders: total,
    limit,
    hasNextPage: page * limit < total,
    hasPrevPage: page > 1,
  },
});

/** The API as the tab sees it: the stats, the list, and the status change (`patch` answers it). */
const api =
  (rows: AdminOrderRow[], patch: (call: Call) => unknown = () => ({ success: true, data: {} }), total?: number) =>
  (call: Call) => {
    if (call.url.startsWith('/api/orders/admin/stats')) return stats;
    if (call.method === 'PATCH') return patch(call);
    const page = Number(new URL(call.url, 'http://x').searchParams.get('page') ?? 1);
    return list(rows, page, total ?? rows.length);
  };

let phone = false;
beforeEach(() => {
  phone = false;
  // jsdom has no matchMedia; the list asks whether it is on a phone.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin orders tab', () => {
  it('shows the counts (the work queues first, then spec §2’s four) and each order as spec §2 lists it', async () => {
    renderWithApi(<AdminOrdersTab />, api([row()]));
    const table = await screen.findByRole('table', { name: 'Orders' });
    const cells = within(within(table).getAllByRole('row')[1]!);
    expect(cells.getByText('KALA-100001')).toBeTruthy();
    expect(cells.getByText('3 items')).toBeTruthy();
    expect(cells.getByText('Meera Joshi')).toBeTruthy();
    expect(cells.getByText('meera@example.com')).toBeTruthy();
    expect(cells.getByText('Jul 13, 2025')).toBeTruthy();
    expect(cells.getByText('₹2,872.00')).toBeTruthy();
    expect(cells.getByText('Cash on Delivery')).toBeTruthy();
    expect(cells.getByText('Jaipur')).toBeTruthy();
    expect(cells.getByRole('link', { name: /^View details/ }).getAttribute('href')).toBe('/admin/orders/o1');
    expect((cells.getByRole('combobox', { name: 'Status of order KALA-100001' }) as HTMLSelectElement).value).toBe(
      'pending',
    );
    const cards = within(screen.getByRole('list', { name: 'Counts by status' }));
    await waitFor(() =>
      expect(cards.getAllByRole('button').map((card) => card.textContent)).toEqual([
        'Awaiting confirmation2Cash on delivery, not yet confirmed',
        'To ship3Confirmed, not yet shipped',
        'Pending4',
        'Shipped2',
        'Delivered7',
        'Cancelled1',
      ]),
    );
    expect(cards.getAllByRole('button').every((card) => card.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('filters the list by a card, marks it pressed, and shows every order when it is pressed again', async () => {
    const { calls } = renderWithApi(
      <AdminOrdersTab />,
      api([row({ orderStatus: 'confirmed' })]),
      '/admin/orders?page=2',
    );
    const toShip = await screen.findByRole('button', { name: /^To ship/ });
    fireEvent.click(toShip);
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/orders/admin/all?page=1&limit=10&status=to_ship'));
    expect(toShip.getAttribute('aria-pressed')).toBe('true');
    // The status select says the same filter.
    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(select.value).toBe('to_ship');
    expect(select.selectedOptions[0]!.text).toBe('To ship');

    fireEvent.click(screen.getByRole('button', { name: /^Shipped/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/orders/admin/all?page=1&limit=10&status=shipped'));
    expect(toShip.getAttribute('aria-pressed')).toBe('false');
    const shipped = screen.getByRole('button', { name: /^Shipped/ });
    expect(shipped.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(shipped);
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/orders/admin/all?page=1&limit=10'));
    expect(shipped.getAttribute('aria-pressed')).toBe('false');
    expect(select.value).toBe('all');
  });

  it('lists the COD orders awaiting confirmation by their card, each row saying so', async () => {
    const { calls } = renderWithApi(
      <AdminOrdersTab />,
      api([row({ awaitingConfirmation: true }), row({ _id: 'o2', orderNumber: 'KALA-100002' })]),
    );
    const table = await screen.findByRole('table', { name: 'Orders' });
    const [, awaiting, plain] = within(table).getAllByRole('row');
    expect(within(awaiting!).getByText('Awaiting confirmation')).toBeTruthy();
    // A pending order that waits for nobody (an online one, or COD placed without a confirmation) has no badge.
    expect(within(plain!).queryByText('Awaiting confirmation')).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: /^Awaiting confirmation/ }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/orders/admin/all?page=1&limit=10&status=awaiting_confirmation'),
    );
    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(select.value).toBe('awaiting_confirmation');
    expect(select.selectedOptions[0]!.text).toBe('Awaiting confirmation');
  });

  it('shows the awaiting badge on a phone’s order cards too', async () => {
    phone = true;
    renderWithApi(<AdminOrdersTab />, api([row({ awaitingConfirmation: true })]));
    const cards = await screen.findByRole('list', { name: 'Orders' });
    expect(within(cards).getByText('Awaiting confirmation')).toBeTruthy();
  });

  it('reads the card’s filter from the address, so a reload keeps it', async () => {
    const { calls } = renderWithApi(<AdminOrdersTab />, api([row()]), '/admin/orders?status=to_ship');
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/orders/admin/all?page=1&limit=10&status=to_ship')).toBe(true),
    );
    expect((await screen.findByRole('button', { name: /^To ship/ })).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows cards instead of a table on a phone', async () => {
    phone = true;
    renderWithApi(<AdminOrdersTab />, api([row()]));
    const cards = await screen.findByRole('list', { name: 'Orders' });
    expect(within(cards).getByText('KALA-100001')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('goes back to page 1 when the filter or the page size changes', async () => {
    const { calls } = renderWithApi(<AdminOrdersTab />, api([row()], undefined, 25), '/admin/orders?page=2');
    await screen.findByText('Page 2 of 3');
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '20' } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/orders/admin/all?page=1&limit=20'));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/orders/admin/all?page=2&limit=20'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'shipped' } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/orders/admin/all?page=1&limit=20&status=shipped'));
    expect(Array.from((screen.getByLabelText('Status') as HTMLSelectElement).options, (o) => o.text)).toEqual([
      'All Orders',
      'Pending',
      'Confirmed',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
  });

  it('turns the page from the one asked for while the list still shows the previous one', async () => {
    let answerNewSize!: () => void;
    const newSizeAnswered = new Promise<void>((resolve) => (answerNewSize = resolve));
    const answer = api([row()], undefined, 45);
    const { calls } = renderWithApi(
      <AdminOrdersTab />,
      (call) => (call.url.endsWith('page=1&limit=20') ? newSizeAnswered.then(() => answer(call)) : answer(call)),
      '/admin/orders?page=2',
    );
    await screen.findByText('Page 2 of 5');
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '20' } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/orders/admin/all?page=1&limit=20'));
    // Page 1 at 20 a page has not arrived: the list still shows page 2 at 10 a page. Next goes to page 2, not 3.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/orders/admin/all?page=2&limit=20'));
    answerNewSize();
  });

  it('says No Orders Found when nothing matches', async () => {
    renderWithApi(<AdminOrdersTab />, api([]), '/admin/orders?status=delivered');
    expect(await screen.findByRole('heading', { name: 'No Orders Found' })).toBeTruthy();
    expect(screen.getByText('No orders match your current filters.')).toBeTruthy();
  });

  it('asks for a note and a tracking number, sends them, then reloads the orders and the counts', async () => {
    const { calls } = renderWithApi(<AdminOrdersTab />, api([row()]));
    const select = await screen.findByRole('combobox', { name: 'Status of order KALA-100001' });
    fireEvent.change(select, { target: { value: 'shipped' } });
    const dialog = await screen.findByRole('dialog', { name: 'Change order status' });
    // The row keeps the order's status until the server has changed it.
    expect((select as HTMLSelectElement).value).toBe('pending');
    expect((within(dialog).getByLabelText('New status') as HTMLSelectElement).value).toBe('shipped');
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Packed with care' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), {
      target: { value: ' DL123456789IN ' },
    });
    const before = calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch).toEqual({
      url: '/api/orders/o1/status',
      method: 'PATCH',
      body: { status: 'shipped', note: 'Packed with care', trackingNumber: 'DL123456789IN' },
    });
    const after = calls.slice(before).map((c) => c.url);
    expect(after).toContain('/api/orders/admin/all?page=1&limit=10');
    expect(after).toContain('/api/orders/admin/stats');
  });

  it('checks the tracking number before sending, and shows spec §8’s alert with the reason when refused', async () => {
    const { calls } = renderWithApi(
      <AdminOrdersTab />,
      api([row({ orderStatus: 'cancelled' })], () => ({
        status: 409,
        body: { success: false, message: 'A cancelled order cannot be reopened.' },
      })),
    );
    fireEvent.change(await screen.findByRole('combobox', { name: 'Status of order KALA-100001' }), {
      target: { value: 'pending' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change order status' });
    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), { target: { value: '<b>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(
      await within(dialog).findByText(
        'Tracking number may hold only letters, digits, spaces, dots, dashes and slashes',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to update order status. Please try again.');
    expect(alert.textContent).toContain('A cancelled order cannot be reopened.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Cancelled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal under the status, and sends a delivery by hand only with its note', async () => {
    const refusal =
      'An order is delivered by its shipment. Create a shipment, or mark it delivered by hand with a note.';
    const { calls } = renderWithApi(
      <AdminOrdersTab />,
      api([row()], (call) =>
        (call.body as { deliveredByHand?: boolean }).deliveredByHand
          ? { success: true, data: {} }
          : { status: 409, body: { success: false, message: refusal } },
      ),
    );
    fireEvent.change(await screen.findByRole('combobox', { name: 'Status of order KALA-100001' }), {
      target: { value: 'delivered' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change order status' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(refusal);
    // Next to the control: the status select is described by the refusal.
    const select = within(dialog).getByLabelText('New status');
    expect(select.getAttribute('aria-describedby')).toBe(alert.parentElement!.id);
    expect(select.getAttribute('aria-invalid')).toBe('true');

    const byHand = within(dialog).getByRole('checkbox', { name: 'Delivered by hand, cash received' });
    fireEvent.click(byHand);
    expect(within(dialog).queryByLabelText('Tracking number (optional)')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(
      await within(dialog).findByText(
        'Add a note saying who handed the order over (and the cash received, for cash on delivery)',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);

    fireEvent.change(within(dialog).getByLabelText('Note (required)'), {
      target: { value: 'Collected at the studio, ₹2,872 in cash' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)!.body).toEqual({
      status: 'delivered',
      note: 'Collected at the studio, ₹2,872 in cash',
      deliveredByHand: true,
    });
  });

  it('searches as typing pauses (or at once on Enter), keeping the filter, from page 1', async () => {
    const { calls } = renderWithApi(
      <AdminOrdersTab />,
      api([row()], undefined, 25),
      '/admin/orders?status=to_ship&page=2',
    );
    const box = await screen.findByRole('searchbox', { name: 'Search orders' });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Order number, phone, email or name')).toBeTruthy();
    fireEvent.change(box, { target: { value: ' +91 98765 ' } });
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/orders/admin/all?page=1&limit=10&status=to_ship&q=%2B91+98765'),
    );
    expect(await screen.findByText('25 orders matching “+91 98765”')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'KALA-100001' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/orders/admin/all?page=1&limit=10&status=to_ship&q=KALA-100001'),
    );
    // Clearing the search shows the filter's orders again.
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/orders/admin/all?page=1&limit=10&status=to_ship'));
  });

  it('exports the orders the filter and search keep, fetched with the bearer token', async () => {
    localStorage.setItem('kala.token', 'admin-token');
    renderWithApi(<AdminOrdersTab />, api([row()]), '/admin/orders?status=shipped&q=meera');
    await screen.findByRole('table', { name: 'Orders' });
    const csvFetch = vi.fn(
      async () =>
        new Response('Order number\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="kala-orders-2025-07-13.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', csvFetch);
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['kala-orders-2025-07-13.csv']));
    expect(csvFetch).toHaveBeenCalledWith('/api/orders/admin/export.csv?status=shipped&q=meera', {
      headers: { Accept: 'text/csv', Authorization: 'Bearer admin-token' },
    });
    click.mockRestore();
    localStorage.clear();
  });
});
