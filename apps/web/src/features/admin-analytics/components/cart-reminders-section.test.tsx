import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import { CartRemindersSection } from './cart-reminders-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OCTOBER = '/admin/analytics?from=2026-10-01&to=2026-10-31&granularity=day';

describe('the cart reminders section', () => {
  it('asks for the range in the address and shows reminders sent and the orders after them', async () => {
    const { calls } = renderWithApi(
      <CartRemindersSection />,
      () => ({ success: true, data: { remindersSent: 3, followedByOrder: 2, ordersAfter: 3 } }),
      OCTOBER,
    );
    const cards = within(await screen.findByRole('list', { name: 'Cart reminders for the range' }));
    expect(calls[0]?.url).toBe('/api/admin/analytics/cart-reminders?from=2026-10-01&to=2026-10-31');
    expect(cards.getByText('Reminders sent').nextElementSibling?.textContent).toBe('3');
    expect(cards.getByText('Orders within 7 days').nextElementSibling?.textContent).toBe('3');
    expect(cards.getByText('66.7%')).toBeTruthy();
    expect(cards.getByText('2 of 3 reminders')).toBeTruthy();
  });

  it('shows a dash, not a rate, when no reminder went in the range', async () => {
    renderWithApi(
      <CartRemindersSection />,
      () => ({
        success: true,
        data: { remindersSent: 0, followedByOrder: 0, ordersAfter: 0 },
      }),
      OCTOBER,
    );
    const cards = within(await screen.findByRole('list', { name: 'Cart reminders for the range' }));
    expect(cards.getByText('—')).toBeTruthy();
  });
});
