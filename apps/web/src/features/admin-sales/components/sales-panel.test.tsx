import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSale } from '@kala/contract/sales';
import { renderWithApi } from '../../../testing/render-with-api';
import { SalesPanel } from './sales-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const diwali: AdminSale = {
  _id: 'd1',
  name: 'Diwali 2026',
  percentOff: 20,
  categories: ['mandala'],
  productIds: [],
  startsAt: '2026-10-19T18:30:00.000Z',
  endsAt: '2026-10-25T18:30:00.000Z',
  pausedAt: null,
  state: 'live',
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  uses: 3,
  revenue: 4567.5,
  discountGiven: 890,
};

const api = (call: { url: string; method: string }) =>
  call.url.startsWith('/api/products')
    ? { success: true, data: [], pagination: {}, total: 0 }
    : call.method === 'GET'
      ? { success: true, data: [diwali] }
      : { success: true, data: diwali, message: 'Sale paused' };

describe('the admin sales panel', () => {
  it('lists each sale with its state, uses, revenue and discount given', async () => {
    renderWithApi(<SalesPanel />, api);
    const row = await screen.findByText('Live');
    expect(row).toBeTruthy();
    expect(screen.getByText('₹4,567.50')).toBeTruthy();
    expect(screen.getByText('₹890.00')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText(/Tue, 20 Oct 2026, 12:00 am IST to Mon, 26 Oct 2026, 12:00 am IST · Mandala/)).toBeTruthy();
  });

  it('pauses a live sale through its own route', async () => {
    const { calls } = renderWithApi(<SalesPanel />, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Diwali 2026' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/admin/sales/d1/pause');
  });

  it('refuses an end before the start with the contract message, sending nothing', async () => {
    const { calls } = renderWithApi(<SalesPanel />, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule a sale' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Holi' } });
    fireEvent.change(screen.getByLabelText('Starts (India time)'), { target: { value: '2026-03-10T10:00' } });
    fireEvent.change(screen.getByLabelText('Ends (India time)'), { target: { value: '2026-03-09T10:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mandala' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule sale' }));
    expect(await screen.findByText('The sale must end after it starts')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
