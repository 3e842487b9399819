import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodAnalytics, CodFigures } from '@kala/contract/cod-analytics';
import { renderWithApi } from '../../../testing/render-with-api';
import { CodSection } from './cod-section';

const rto = (settled: number, returned: number) => ({
  settled,
  returned,
  ratePercent: settled > 0 ? Math.round((returned / settled) * 1000) / 10 : null,
});

/** The server suite's March figures (cod-analytics.routes.test.ts), as the API answers them. */
const figures = (change: Partial<CodFigures> = {}): CodFigures => ({
  orders: 9,
  codOrders: 7,
  codSharePercent: 77.8,
  confirmation: {
    needed: 6,
    confirmed: 4,
    notConfirmed: 1,
    awaiting: 1,
    ratePercent: 80,
    medianSeconds: 1500,
    p90Seconds: 3060,
    byVia: { link: 1, order_page: 1, phone: 1, payment: 1 },
  },
  rtoByPayment: { cash_on_delivery: rto(3, 2), converted_to_prepaid: rto(1, 0), prepaid: rto(2, 1) },
  inTransit: 1,
  convertedToPrepaid: { orders: 1, valuePaise: 59_500, discountPaise: 5_000 },
  rtoLoss: { orders: 3, shippingPaise: 79_400, estimatedOrders: 1 },
  ...change,
});

const answer = (change: Partial<CodAnalytics> = {}): CodAnalytics => ({
  range: { from: '2025-03-06', to: '2025-03-12', timeZone: 'Asia/Kolkata' },
  totals: figures(),
  weeks: [
    { start: '2025-03-06', end: '2025-03-09', ...figures({ orders: 5, codSharePercent: 80 }) },
    {
      start: '2025-03-10',
      end: '2025-03-12',
      ...figures({
        orders: 4,
        codSharePercent: 75,
        confirmation: { ...figures().confirmation, ratePercent: 100, medianSeconds: 3600, p90Seconds: 3600 },
        rtoByPayment: { cash_on_delivery: rto(0, 0), converted_to_prepaid: rto(1, 0), prepaid: rto(1, 1) },
        rtoLoss: { orders: 1, shippingPaise: 29_800, estimatedOrders: 0 },
      }),
    },
  ],
  byTier: [
    { tier: 'low', orders: 4, rto: rto(2, 1) },
    { tier: 'medium', orders: 1, rto: rto(1, 0) },
    { tier: 'high', orders: 2, rto: rto(1, 1) },
  ],
  byState: [
    { state: 'Rajasthan', orders: 5, codOrders: 4, rto: rto(3, 1), codRto: rto(2, 1) },
    { state: 'Karnataka', orders: 4, codOrders: 3, rto: rto(3, 2), codRto: rto(1, 1) },
  ],
  thresholds: { mediumFromScore: 30, highFromScore: 60 },
  findings: [
    'High-tier orders came back 3× as often as low-tier ones (45.0% against 15.0%): the thresholds pick out ' +
      'risky orders; keep cash on delivery withheld from the high tier.',
  ],
  ...change,
});

const MARCH = '/admin/analytics?from=2025-03-06&to=2025-03-12&granularity=day';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the cash-on-delivery section', () => {
  it('asks for the range in the address and shows the figures, the weeks and the breakdowns', async () => {
    const { calls } = renderWithApi(<CodSection />, () => ({ success: true, data: answer() }), MARCH);
    const cards = within(await screen.findByRole('list', { name: 'Cash on delivery for the range' }));
    expect(calls[0]?.url).toBe('/api/admin/analytics/cod?from=2025-03-06&to=2025-03-12');
    expect(cards.getByText('77.8%')).toBeTruthy();
    expect(cards.getByText('7 of 9 orders placed as cash on delivery')).toBeTruthy();
    expect(cards.getByText('80.0%')).toBeTruthy();
    expect(cards.getByText('4 of 5 confirmed; 1 still awaiting')).toBeTruthy();
    expect(cards.getByText('25 min')).toBeTruthy();
    expect(cards.getByText('Median; 9 in 10 within 51 min')).toBeTruthy();
    expect(cards.getByText('66.7%')).toBeTruthy();
    expect(cards.getByText('2 of 3 delivered or returned; paid online: 50.0%')).toBeTruthy();
    expect(cards.getByText('₹794.00')).toBeTruthy();
    expect(cards.getByText("3 parcels back, shipping paid both ways; 1 shipped free, at the zone's rate")).toBeTruthy();

    const findings = within(screen.getByRole('region', { name: 'What the figures say about the risk tiers' }));
    expect(findings.getByText(/High-tier orders came back 3× as often as low-tier ones/)).toBeTruthy();
    expect(findings.getByText('Tiers now: medium from risk score 30, high from 60 (Settings).')).toBeTruthy();

    // Each table scrolls inside a named region the keyboard can reach, with column and row headers.
    const weeks = screen.getByRole('region', { name: 'Cash on delivery by week' });
    expect(weeks.getAttribute('tabindex')).toBe('0');
    const secondWeek = within(weeks).getByRole('row', { name: /^March 10, 2025 – March 12, 2025/ });
    expect(within(secondWeek).getByRole('rowheader').textContent).toBe('March 10, 2025 – March 12, 2025');
    expect(
      within(secondWeek)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '75.0%', '100.0%', '1 h', '—', '100.0% (1 of 1)', '1', '₹298.00']);
    expect(
      within(weeks)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Median time to confirm');

    const tiers = within(screen.getByRole('region', { name: 'Returns by risk tier' }));
    expect(tiers.getByRole('row', { name: 'High risk 2 100.0% (1 of 1)' })).toBeTruthy();
    const payments = within(screen.getByRole('region', { name: 'Returns by payment' }));
    expect(payments.getByRole('row', { name: 'COD converted to prepaid 0.0% (0 of 1)' })).toBeTruthy();
    const states = within(screen.getByRole('region', { name: 'Returns by state' }));
    expect(states.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'StateOrdersCOD ordersAll returnedCOD returned',
      'Rajasthan5433.3% (1 of 3)50.0% (1 of 2)',
      'Karnataka4366.7% (2 of 3)100.0% (1 of 1)',
    ]);
    expect(screen.getByText(/1 parcel still with the courier is in no rate yet/)).toBeTruthy();
  });

  it('says so when there is too little data, and shows empty figures as dashes', async () => {
    const tooLittle =
      'Too little data to judge the tier thresholds yet: 0 high-tier and 0 low-tier parcels were delivered or ' +
      'returned in this range, and at least 20 of each are needed. Choose a longer range, or wait for more orders.';
    const empty = figures({
      orders: 0,
      codOrders: 0,
      codSharePercent: null,
      confirmation: {
        ...figures().confirmation,
        needed: 0,
        confirmed: 0,
        awaiting: 0,
        ratePercent: null,
        medianSeconds: null,
        p90Seconds: null,
      },
    });
    renderWithApi(
      <CodSection />,
      () => ({ success: true, data: answer({ totals: empty, weeks: [], byState: [], findings: [tooLittle] }) }),
      MARCH,
    );
    expect(await screen.findByText(tooLittle)).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Cash on delivery for the range' }));
    expect(cards.getByText('No COD order had to be confirmed and was decided')).toBeTruthy();
    expect(cards.getByText('No confirmations in this range')).toBeTruthy();
    expect(screen.getByText('No orders in this range.')).toBeTruthy();
  });

  it('explains a range too long to show by week instead of asking', async () => {
    const { calls } = renderWithApi(
      <CodSection />,
      () => ({ success: true, data: answer() }),
      '/admin/analytics?from=2016-01-01&to=2025-12-31&granularity=month',
    );
    expect(await screen.findByText(/for ranges of up to 1100 days: choose a shorter range/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when it refuses", async () => {
    renderWithApi(
      <CodSection />,
      () => ({ status: 403, body: { success: false, message: 'You do not have permission to do this' } }),
      MARCH,
    );
    expect(await screen.findByText('You do not have permission to do this')).toBeTruthy();
  });

  it('downloads the CSV of the range, fetched with the bearer token', async () => {
    localStorage.setItem('kala.token', 'admin-token');
    renderWithApi(<CodSection />, () => ({ success: true, data: answer() }), MARCH);
    await screen.findByRole('list', { name: 'Cash on delivery for the range' });
    const csvFetch = vi.fn(
      async () =>
        new Response('Group\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="kala-cash-on-delivery-2025-03-06-to-2025-03-12.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', csvFetch);
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of cash on delivery' }));
    await waitFor(() => expect(saved).toEqual(['kala-cash-on-delivery-2025-03-06-to-2025-03-12.csv']));
    expect(csvFetch).toHaveBeenCalledWith('/api/admin/analytics/cod.csv?from=2025-03-06&to=2025-03-12', {
      headers: { Accept: 'text/csv', Authorization: 'Bearer admin-token' },
    });
    click.mockRestore();
  });
});
