import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tracking } from '@kala/contract/shipments';
import { trackingQueryOptions } from '../api/get-tracking';
import { renderWithApi, signIn } from '../testing/render-with-api';
import { OrderTracking } from './order-tracking';

beforeEach(signIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const tracking = (
  change: Partial<NonNullable<Tracking['shipment']>> = {},
  orderStatus: Tracking['orderStatus'] = 'shipped',
): Tracking => ({
  orderId: 'o1',
  orderStatus,
  shipment: {
    status: 'in_transit',
    statusLabel: 'In transit',
    awb: 'KALA0123456789',
    courierName: 'Kala Express',
    events: [
      {
        status: 'in_transit',
        label: 'In transit',
        description: 'Shipment in transit to the destination hub',
        location: 'Jaipur (302001)',
        at: '2026-11-23T16:30:00.000Z',
      },
      {
        status: 'picked_up',
        label: 'Picked up',
        description: 'Shipment picked up from the studio',
        location: 'Jaipur (302001)',
        at: '2026-11-23T08:30:00.000Z',
      },
    ],
    ...change,
  },
});

describe('the shopper’s shipment tracking', () => {
  it('shows the courier, the tracking number and the events, newest first', async () => {
    const { calls } = renderWithApi(<OrderTracking orderId="o1" orderStatus="shipped" />, () => ({
      success: true,
      data: tracking(),
    }));
    const region = within(await screen.findByRole('region', { name: 'Shipment Tracking' }));
    expect(calls[0]?.url).toBe('/api/shipping/track/o1');
    expect(region.getByText('Kala Express')).toBeTruthy();
    expect(region.getByText('KALA0123456789')).toBeTruthy();
    const events = region.getAllByRole('listitem').map((item) => item.textContent);
    expect(events[0]).toMatch(/^In transit/);
    expect(events[1]).toMatch(/^Picked up/);
  });

  it('says the spec’s message when tracking cannot be fetched, and tries again', async () => {
    let fail = true;
    renderWithApi(<OrderTracking orderId="o1" orderStatus="shipped" />, () =>
      fail ? { status: 503, body: { success: false, message: 'down' } } : { success: true, data: tracking() },
    );
    // One retry first (a passing network blip), then the message.
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain(
      'Unable to fetch tracking information. Please try again later.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('KALA0123456789')).toBeTruthy();
  });

  it('shows nothing before the order is handed to a courier', async () => {
    const { calls } = renderWithApi(<OrderTracking orderId="o1" orderStatus="pending" />, () => ({
      success: true,
      data: { orderId: 'o1', orderStatus: 'pending', shipment: null },
    }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Shipment Tracking' })).toBeNull();
  });

  it('refreshes every 30 s while the parcel is on its way, and stops once delivered', () => {
    const interval = trackingQueryOptions('u1', 'o1').refetchInterval as (query: unknown) => number | false;
    const at = (data: Tracking) => interval({ state: { data } });
    expect(at(tracking())).toBe(30_000);
    expect(at(tracking({ status: 'out_for_delivery' }))).toBe(30_000);
    expect(at(tracking({ status: 'delivered' }, 'delivered'))).toBe(false);
    expect(at({ orderId: 'o1', orderStatus: 'pending', shipment: null })).toBe(false);
  });
});
