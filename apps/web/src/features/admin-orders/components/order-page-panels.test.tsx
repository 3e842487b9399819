import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@kala/contract/admin-orders';
import type { AuditEntry } from '@kala/contract/audit';
import { renderWithApi } from '../../../testing/render-with-api';
import { AuditTrail } from './audit-trail';
import { StatusPanel } from './status-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What the status card reads of the admin's order (the rest of the detail plays no part here). */
const order = (change: Partial<AdminOrderDetail>) =>
  ({
    _id: 'o1',
    orderNumber: 'KALA-100001',
    orderStatus: 'confirmed',
    paymentMethod: 'cash_on_delivery',
    shipment: null,
    ...change,
  }) as AdminOrderDetail;

const statusCard = () => screen.getByRole('region', { name: 'Order status' });

describe('the admin order page tells one story', () => {
  it('names the shipment’s AWB as the tracking number once generated, before the order ships', () => {
    renderWithApi(
      <StatusPanel
        order={order({
          shipment: {
            status: 'awb_assigned',
            statusLabel: 'AWB assigned',
            awb: 'KALA1234567890',
            courierName: 'Kala Express',
          },
        })}
      />,
    );
    expect(statusCard().textContent).toContain(
      "Tracking number: KALA1234567890, the shipment's AWB with Kala Express. The customer gets it when the parcel ships.",
    );
    expect(statusCard().textContent).not.toContain('not set yet');
  });

  it('says why there is no tracking number yet, and shows the order’s own once it shipped', () => {
    renderWithApi(<StatusPanel order={order({})} />);
    expect(statusCard().textContent).toContain('Tracking number: none yet. This order has no shipment.');
    cleanup();
    renderWithApi(
      <StatusPanel
        order={order({
          shipment: { status: 'created', statusLabel: 'Shipment created', awb: null, courierName: null },
        })}
      />,
    );
    expect(statusCard().textContent).toContain("Tracking number: none yet. Generate the shipment's AWB in Shipment.");
    cleanup();
    renderWithApi(<StatusPanel order={order({ orderStatus: 'shipped', trackingNumber: 'DL123456789IN' })} />);
    expect(statusCard().textContent).toContain('Tracking number: DL123456789IN');
  });

  it('lists the shipment’s admin changes with the order’s, counted once', () => {
    const by = 'Meera Admin <meera@kala.test>';
    const entries: AuditEntry[] = [
      {
        id: 'a1',
        action: 'order.status',
        by,
        at: '2025-07-13T10:00:00.000Z',
        before: { status: 'pending', paymentStatus: 'pending', trackingNumber: null },
        after: { status: 'confirmed', paymentStatus: 'pending', trackingNumber: null },
      },
      {
        id: 'a2',
        action: 'shipment.create',
        by,
        at: '2025-07-13T10:05:00.000Z',
        before: null,
        after: { status: 'created', awb: null },
      },
      {
        id: 'a3',
        action: 'shipment.awb',
        by,
        at: '2025-07-13T10:06:00.000Z',
        before: { status: 'created', awb: null },
        after: { status: 'awb_assigned', awb: 'KALA1234567890', courierName: 'Kala Express' },
      },
    ];
    renderWithApi(<AuditTrail entries={entries} />);
    const audit = screen.getByRole('region', { name: /^Changes by admins/ });
    expect(within(audit).getByRole('heading').textContent).toBe('Changes by admins (3)');
    expect(audit.textContent).not.toContain('No admin has changed');
    const items = within(audit)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(
      items.map((li) =>
        within(li)
          .getAllByRole('listitem')
          .map((line) => line.textContent),
      ),
    ).toEqual([
      ['Status: Pending → Confirmed'],
      ['Shipment created'],
      ['AWB generated', 'Shipment: Shipment created → AWB assigned', 'AWB: KALA1234567890 (Kala Express)'],
    ]);
  });

  it('says nobody changed the order only when nobody did', () => {
    renderWithApi(<AuditTrail entries={[]} />);
    expect(screen.getByText('No admin has changed this order or its shipment yet.')).toBeTruthy();
  });
});
