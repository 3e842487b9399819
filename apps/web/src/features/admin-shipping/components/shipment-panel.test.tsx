import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminShipment, OrderShipments } from '@kala/contract/shipments';
import { renderWithApi, signIn } from '../../../testing/render-with-api';
import { ShipmentPanel } from './shipment-panel';

beforeEach(signIn);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const shipment = (change: Partial<AdminShipment> = {}): AdminShipment => ({
  _id: 's1',
  orderId: 'o1',
  provider: 'local',
  providerOrderId: 'KALA-100001',
  providerShipmentId: 'KALA-100001',
  awb: null,
  courierId: 1,
  courierName: null,
  status: 'created',
  statusLabel: 'Shipment created',
  labelUrl: null,
  pickupLocation: 'Primary',
  pickupScheduledAt: null,
  cancelReason: null,
  createdAt: '2026-11-23T04:30:00.000Z',
  updatedAt: '2026-11-23T04:30:00.000Z',
  events: [
    {
      status: 'created',
      label: 'Shipment created',
      description: 'Shipment created with the local courier',
      location: null,
      at: '2026-11-23T04:30:00.000Z',
    },
  ],
  nextStage: null,
  actions: {
    generateAwb: true,
    schedulePickup: false,
    label: false,
    advance: false,
    cancel: true,
    return: false,
    failAttempt: false,
    reattempt: false,
    rto: false,
  },
  deliveryAttempts: [],
  ...change,
});

const view = (change: Partial<OrderShipments> = {}): OrderShipments => ({
  orderId: 'o1',
  orderStatus: 'pending',
  provider: 'local',
  canCreate: false,
  createBlockedBy: null,
  current: shipment(),
  earlier: [],
  audit: [],
  ...change,
});

describe('the admin’s shipment panel', () => {
  it('creates a shipment from the chosen pickup location', async () => {
    let current: OrderShipments = view({ current: null, canCreate: true });
    const { calls } = renderWithApi(<ShipmentPanel orderId="o1" orderStatus="pending" />, (call) => {
      if (call.url === '/api/shipping/pickup-locations') {
        return {
          success: true,
          data: [
            {
              name: 'Primary',
              address: '12 Johari Bazaar',
              city: 'Jaipur',
              state: 'Rajasthan',
              pincode: '302001',
              phone: null,
              primary: true,
            },
            {
              name: 'Kiln',
              address: '4 Potters Lane',
              city: 'Jaipur',
              state: 'Rajasthan',
              pincode: '302002',
              phone: null,
              primary: false,
            },
          ],
        };
      }
      if (call.method === 'POST') current = view();
      return { success: true, data: current, message: 'Shipment created' };
    });
    const select = await screen.findByRole('combobox', { name: 'Pickup location' });
    fireEvent.change(select, { target: { value: 'Kiln' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    expect((await screen.findByRole('status', { name: '' })).textContent).toContain('Shipment created');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/shipping/create-shipment/o1',
      method: 'POST',
      body: { pickupLocation: 'Kiln' },
    });
    expect(screen.getByRole('button', { name: 'Generate AWB' })).toBeTruthy();
  });

  it('shows the server’s reason when an action fails, with the focus on it', async () => {
    renderWithApi(<ShipmentPanel orderId="o1" orderStatus="pending" />, (call) =>
      call.method === 'POST'
        ? {
            status: 503,
            body: { success: false, message: 'The courier could not assign an AWB. Courier not serviceable' },
          }
        : { success: true, data: view() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Generate AWB' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The courier could not assign an AWB. Courier not serviceable');
    expect(document.activeElement).toBe(alert);
  });

  it('asks for a reason before cancelling, and offers the clock only for the local courier', async () => {
    const local = view({
      current: shipment({
        awb: 'KALA0000000001',
        status: 'awb_assigned',
        statusLabel: 'AWB assigned',
        courierName: 'Kala Express',
        nextStage: { status: 'picked_up', label: 'Picked up', dueAt: '2026-11-23T08:30:00.000Z' },
        actions: {
          generateAwb: false,
          schedulePickup: true,
          label: true,
          advance: true,
          cancel: true,
          return: false,
          failAttempt: false,
          reattempt: false,
          rto: false,
        },
      }),
    });
    const { calls } = renderWithApi(<ShipmentPanel orderId="o1" orderStatus="pending" />, () => ({
      success: true,
      data: local,
      message: 'Shipment cancelled',
    }));
    await screen.findByText('KALA0000000001');
    const panel = within(screen.getByRole('region', { name: 'Shipment' }));
    expect(panel.getByRole('button', { name: 'Advance courier clock' })).toBeTruthy();
    expect(panel.getByText(/Picked up · due/)).toBeTruthy();

    fireEvent.click(panel.getByRole('button', { name: 'Cancel shipment' }));
    const reason = panel.getByRole('textbox', { name: 'Reason for cancelling the shipment' });
    expect(document.activeElement).toBe(reason);
    fireEvent.click(panel.getByRole('button', { name: 'Cancel shipment' }));
    expect(await panel.findByText('Please give a reason for cancelling the shipment')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(reason, { target: { value: 'Wrong box' } });
    fireEvent.click(panel.getByRole('button', { name: 'Cancel shipment' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        url: '/api/shipping/cancel/o1',
        method: 'POST',
        body: { reason: 'Wrong box' },
      }),
    );
  });

  it('says why a shipment cannot be created', async () => {
    renderWithApi(<ShipmentPanel orderId="o1" orderStatus="cancelled" />, () => ({
      success: true,
      data: view({
        current: null,
        orderStatus: 'cancelled',
        createBlockedBy: 'This order is cancelled, so it cannot be shipped',
      }),
    }));
    expect(await screen.findByText('This order is cancelled, so it cannot be shipped')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create shipment' })).toBeNull();
  });
});
