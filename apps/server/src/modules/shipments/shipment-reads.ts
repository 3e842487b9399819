/**
 * What the admin reads of shipments (decision 013): an order's shipments brought up to date with their events,
 * what can be done now and the audit; the facts the store's own label prints; the courier's pickup locations.
 */
import { SHIPMENT_MESSAGES, type OrderShipments, type PickupLocation } from '@kala/contract/shipments';
import { NotFoundError, ServiceUnavailableError } from '../../lib/errors.ts';
import { auditTrail } from '../audit/audit.repository.ts';
import { deliveryAttemptsRepository } from './delivery-attempts/delivery-attempts.repository.ts';
import type { ShipmentContext } from './shipment-context.ts';
import type { ShipmentTracking } from './shipment-tracking.ts';
import { toAdminShipment } from './shipment-view.ts';
import type { ShippingOrder } from './shipments.repository.ts';

export type ShipmentReads = ReturnType<typeof createShipmentReads>;

export function createShipmentReads(ctx: ShipmentContext, tracking: Pick<ShipmentTracking, 'refresh'>) {
  const { repository, db, provider, local, logger, now, orderOr404, notShippable } = ctx;

  /** The admin's picture of an order's shipments, brought up to date. */
  async function viewFor(order: ShippingOrder): Promise<OrderShipments> {
    let rows = await repository.shipmentsOf(db, order.id);
    const live = rows.find((row) => row.status !== 'cancelled');
    if (live) {
      const fresh = await tracking.refresh(live, order);
      rows = rows.map((row) => (row.id === fresh.id ? fresh : row));
    }
    const events = await repository.eventsOf(
      db,
      rows.map((row) => row.id),
    );
    const attempts = await deliveryAttemptsRepository.attemptsOf(
      db,
      rows.map((row) => row.id),
    );
    const at = now();
    const views = rows.map((row) =>
      toAdminShipment(
        row,
        events.filter((event) => event.shipmentId === row.id),
        attempts.filter((attempt) => attempt.shipmentId === row.id),
        at,
      ),
    );
    const audit = (await Promise.all(rows.map((row) => auditTrail(db, 'shipment', row.id))))
      .flat()
      .sort((a, b) => a.at.localeCompare(b.at));
    const current = views.find((view) => view.status !== 'cancelled') ?? null;
    // The order as it is now (the refresh may have queued a change, which the outbox applies a moment later).
    const fresh = (await repository.order(db, order.id)) ?? order;
    return {
      orderId: order.id,
      orderStatus: fresh.status,
      provider: provider.name,
      canCreate: current === null && notShippable(fresh) === null,
      createBlockedBy: current === null ? notShippable(fresh) : null,
      current,
      earlier: views.filter((view) => view.status === 'cancelled'),
      audit,
    };
  }

  /** GET /api/shipping/shipment/{orderId} (admin). */
  async function view(orderId: string) {
    return viewFor(await orderOr404(orderId));
  }

  /** What the store's own label shows (the local courier). */
  async function labelFacts(orderId: string) {
    const order = await orderOr404(orderId);
    const row = await repository.live(db, order.id);
    if (!row?.awb || row.provider !== local.name) throw new NotFoundError(SHIPMENT_MESSAGES.noShipment);
    const lines = await repository.orderLines(db, order.id);
    return { order, shipment: row, pieces: lines.reduce((sum, line) => sum + line.quantity, 0) };
  }

  async function pickupLocations(): Promise<PickupLocation[]> {
    try {
      return await provider.pickupLocations();
    } catch (error) {
      logger.warn({ err: error }, 'pickup locations failed');
      throw new ServiceUnavailableError(SHIPMENT_MESSAGES.pickupLocationsFailed);
    }
  }

  return { viewFor, view, labelFacts, pickupLocations };
}
