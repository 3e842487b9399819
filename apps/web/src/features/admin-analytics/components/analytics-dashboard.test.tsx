import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ChartJs from 'chart.js';
import type { Analytics } from '@kala/contract/analytics';
import { renderWithApi } from '../../../testing/render-with-api';
import { AnalyticsDashboard } from './analytics-dashboard';

// chart.js needs a real canvas; the charts' configurations are recorded instead of drawn.
const drawn: { type: string; labels: unknown[] }[] = [];
vi.mock('chart.js', async (importOriginal) => ({
  ...(await importOriginal<typeof ChartJs>()),
  Chart: class {
    static defaults = { font: {}, color: '' };
    static register() {}
    constructor(_canvas: unknown, config: { type: string; data: { labels: unknown[] } }) {
      drawn.push({ type: config.type, labels: config.data.labels });
    }
    destroy() {}
  },
}));

const report = (change: Partial<Analytics> = {}): Analytics => ({
  range: { from: '2025-03-01', to: '2025-03-10', granularity: 'week', timeZone: 'Asia/Kolkata' },
  totals: { revenuePaise: 380_050, orders: 3, averageOrderValuePaise: 126_683, cancelledOrders: 4 },
  series: [
    { start: '2025-03-01', end: '2025-03-02', revenuePaise: 100_000, orders: 1 },
    { start: '2025-03-03', end: '2025-03-09', revenuePaise: 280_050, orders: 2 },
    { start: '2025-03-10', end: '2025-03-10', revenuePaise: 0, orders: 0 },
  ],
  conversion: { cartShoppers: 4, orderingShoppers: 2, ratePercent: 50 },
  cancellations: {
    total: 4,
    reasons: [
      { reason: 'No reason given', count: 2 },
      { reason: 'Ordered by mistake', count: 2 },
    ],
  },
  topProducts: {
    byRevenue: [
      { productId: 'p2', name: 'Sunset Arch', units: 1, revenuePaise: 200_000 },
      { productId: null, name: 'Old Terracotta Pot', units: 3, revenuePaise: 30_000 },
    ],
    byUnits: [
      { productId: null, name: 'Old Terracotta Pot', units: 3, revenuePaise: 30_000 },
      { productId: 'p2', name: 'Sunset Arch', units: 1, revenuePaise: 200_000 },
    ],
  },
  topCategories: [{ category: null, label: 'Unknown', units: 3, revenuePaise: 30_000 }],
  ...change,
});

const MARCH = '/admin/analytics?from=2025-03-01&to=2025-03-10&granularity=week';

beforeEach(() => {
  drawn.length = 0;
  // jsdom has no matchMedia; the charts ask about reduced motion and phone widths.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the analytics dashboard', () => {
  it('asks for the range in the address and shows the figures, in rupees', async () => {
    const { calls } = renderWithApi(<AnalyticsDashboard />, () => ({ success: true, data: report() }), MARCH);
    const totals = within(await screen.findByRole('list', { name: 'Totals for the range' }));
    expect(calls[0]?.url).toBe('/api/admin/analytics?from=2025-03-01&to=2025-03-10&granularity=week');
    expect(totals.getByText('₹3,800.50')).toBeTruthy();
    expect(totals.getByText('₹1,266.83')).toBeTruthy();
    expect(totals.getByText('50.0%')).toBeTruthy();
    expect(totals.getByText('2 of 4 shoppers who added to the cart ordered')).toBeTruthy();
    expect(totals.getByText('4 cancelled orders not counted')).toBeTruthy();
    // The cancellation reasons, grouped by the server.
    const cancellations = within(screen.getByRole('region', { name: 'Cancellations' }));
    expect(cancellations.getByRole('row', { name: 'No reason given 2' })).toBeTruthy();
    // Charts are drawn once chart.js has loaded: the revenue chart labels each week by its first day.
    await waitFor(() => expect(drawn.some((c) => c.labels.join() === 'Mar 1,Mar 3,Mar 10')).toBe(true));
    expect(screen.getByRole('img', { name: /Revenue and orders by week from March 1, 2025 to March 10, 2025/ }));
  });

  it('shows every chart as a table on request, the figures stay readable by assistive technology meanwhile', async () => {
    renderWithApi(<AnalyticsDashboard />, () => ({ success: true, data: report() }), MARCH);
    const revenue = within(await screen.findByRole('region', { name: 'Revenue and orders over time' }));
    // Hidden visually but present: the table is the chart's text alternative.
    expect(revenue.getByRole('table', { name: /Revenue and orders by week/ })).toBeTruthy();
    fireEvent.click(revenue.getByRole('button', { name: 'Show as table' }));
    expect(revenue.queryByRole('img')).toBeNull();
    expect(revenue.getByRole('row', { name: 'March 3, 2025 – March 9, 2025 ₹2,800.50 2' })).toBeTruthy();

    const products = within(screen.getByRole('region', { name: 'Top products' }));
    expect(products.getAllByRole('row')[1]?.textContent).toContain('Sunset Arch');
    fireEvent.click(products.getByRole('radio', { name: 'Units' }));
    expect(products.getAllByRole('row')[1]?.textContent).toContain('Old Terracotta Pot');
  });

  it('explains a range the server would refuse instead of asking, and applies a preset at once', async () => {
    const { calls } = renderWithApi(<AnalyticsDashboard />, () => ({ success: true, data: report() }), MARCH);
    await screen.findByRole('list', { name: 'Totals for the range' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('The start date must be on or before the end date');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2023-01-01' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Day' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'A range shown by day can cover at most 400 days; choose Week or Month for longer ranges',
    );
    expect(calls).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.url).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&granularity=week$/);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("shows the server's message when it refuses, and empty rankings as sentences", async () => {
    renderWithApi(
      <AnalyticsDashboard />,
      () => ({ status: 403, body: { success: false, message: 'You do not have permission to do this' } }),
      MARCH,
    );
    expect(await screen.findByText('You do not have permission to do this')).toBeTruthy();
    cleanup();
    renderWithApi(
      <AnalyticsDashboard />,
      () => ({
        success: true,
        data: report({ topProducts: { byRevenue: [], byUnits: [] }, topCategories: [] }),
      }),
      MARCH,
    );
    const products = within(await screen.findByRole('region', { name: 'Top products' }));
    expect(products.getAllByText('No products sold in this range.').length).toBeGreaterThan(0);
  });
});
