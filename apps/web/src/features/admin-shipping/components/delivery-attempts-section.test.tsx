import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reattemptDates } from '@kala/contract/delivery-attempts';
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
  awb: 'KALA0000000001',
  courierId: 1,
  courierName: 'Kala Express',
  status: 'out_for_delivery',
  statusLabel: 'Out for delivery',
  labelUrl: null,
  pickupLocation: 'Primary',
  pickupScheduledAt: null,
  cancelReason: null,
  createdAt: '2026-11-23T04:30:00.000Z',
  updatedAt: '2026-11-23T04:30:00.000Z',
  events: [],
  nextStage: { status: 'delivered', label: 'Delivered', dueAt: '2026-11-25T08:30:00.000Z' },
  actions: {
    generateAwb: false,
    schedulePickup: false,
    label: true,
    advance: true,
    cancel: false,
    return: false,
    failAttempt: true,
    reattempt: false,
    rto: false,
  },
  deliveryAttempts: [],
  ...change,
});

const view = (current: AdminShipment): OrderShipments => ({
  orderId: 'o1',
  orderStatus: 'shipped',
  provider: 'local',
  canCreate: false,
  createBlockedBy: null,
  current,
  earlier: [],
  audit: [],
});

const failed = shipment({
  status: 'delivery_failed',
  statusLabel: 'Delivery attempt failed',
  nextStage: null,
  actions: { ...shipment().actions, advance: false, failAttempt: false, reattempt: true, rto: true },
  deliveryAttempts: [
    {
      _id: 'a1',
      attempt: 1,
      reason: 'Customer refused COD',
      at: '2026-11-24T08:40:00.000Z',
      action: null,
      actionBy: null,
      actionAt: null,
      reattemptDate: null,
      newAddress: null,
      newPhone: null,
      note: null,
    },
  ],
});

describe('the admin’s delivery attempts', () => {
  it('fails the local courier’s attempt for the reason chosen, beside the clock', async () => {
    const { calls } = renderWithApi(<ShipmentPanel orderId="o1" orderStatus="shipped" />, (call) =>
      call.method === 'POST'
        ? { success: true, data: view(failed), message: 'Delivery attempt marked as failed' }
        : { success: true, data: view(shipment()) },
    );
    const section = within(await screen.findByRole('region', { name: 'Delivery attempts' }));
    expect(section.getByText('No failed delivery attempt.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Advance courier clock' })).toBeTruthy();
    fireEvent.change(section.getByRole('combobox', { name: 'Why the delivery failed' }), {
      target: { value: 'Customer refused COD' },
    });
    fireEvent.click(section.getByRole('button', { name: 'Fail delivery attempt' }));
    expect((await screen.findByRole('status', { name: '' })).textContent).toContain(
      'Delivery attempt marked as failed',
    );
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/shipping/fail-attempt/o1',
      method: 'POST',
      body: { reason: 'Customer refused COD' },
    });
    const after = within(screen.getByRole('region', { name: 'Delivery attempts' }));
    expect(after.getByText('Reason: Customer refused COD')).toBeTruthy();
    expect(after.getByText('Waiting for a decision')).toBeTruthy();
  });

  it('asks for a re-attempt with a checked phone, and sends the parcel back', async () => {
    const { calls } = renderWithApi(<ShipmentPanel orderId="o1" orderStatus="shipped" />, () => ({
      success: true,
      data: view(failed),
      message: 'Done',
    }));
    const section = within(await screen.findByRole('region', { name: 'Delivery attempts' }));
    const phone = section.getByRole('textbox', { name: 'Phone (optional)' });
    fireEvent.change(phone, { target: { value: '555' } });
    fireEvent.click(section.getByRole('button', { name: 'Re-attempt' }));
    expect(await section.findByText('Please enter a valid 10-digit mobile number')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '9829012345' } });
    fireEvent.change(section.getByRole('textbox', { name: 'Note for the courier (optional)' }), {
      target: { value: 'Call before coming' },
    });
    fireEvent.click(section.getByRole('button', { name: 'Re-attempt' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/shipping/reattempt/o1',
      method: 'POST',
      body: { date: reattemptDates(Date.now())[0], phone: '9829012345', note: 'Call before coming' },
    });

    await screen.findByRole('status', { name: '' });
    fireEvent.click(section.getByRole('button', { name: 'Return to seller' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]).toEqual({
      url: '/api/shipping/rto/o1',
      method: 'POST',
      body: {},
    });
  });
});
