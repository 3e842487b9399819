import {
  SHIPMENT_STATUS_LABELS,
  SHIPPED_STATUSES,
  type AdminShipment,
  type ShipmentEvent,
  type ShipmentStatus,
} from '@kala/contract/shipments';
import { journeyAt } from '../../providers/shipping/local-courier.ts';
import type { ShipmentEventRow, ShipmentRow } from './shipments.repository.ts';

/**
 * Where statuses stand along the journey. A shipment only moves forward: a scan that arrives late (in transit after
 * delivered) is recorded but changes nothing. A return comes after delivery (or instead of it: RTO).
 */
const JOURNEY: readonly ShipmentStatus[] = [
  'created',
  'awb_assigned',
  'pickup_scheduled',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'return_initiated',
  'returned',
];
export const rank = (status: ShipmentStatus) => JOURNEY.indexOf(status);

/** The status after `current` meets a scan saying `reported`. */
export function nextStatus(current: ShipmentStatus, reported: ShipmentStatus): ShipmentStatus {
  if (current === 'cancelled') return current;
  // The courier cancelled it: only before it reached the shopper.
  if (reported === 'cancelled') return rank(current) < rank('delivered') ? 'cancelled' : current;
  return rank(reported) > rank(current) ? reported : current;
}

/** What a move from one status to another means for the order: shipped (the parcel left), delivered. */
export function orderStepsFor(before: ShipmentStatus, after: ShipmentStatus): ('shipped' | 'delivered')[] {
  const steps: ('shipped' | 'delivered')[] = [];
  const leftNow = !SHIPPED_STATUSES.includes(before) && SHIPPED_STATUSES.includes(after);
  if (leftNow) steps.push('shipped');
  if (after === 'delivered' && before !== 'delivered') steps.push('delivered');
  return steps;
}

/** Before the parcel leaves, a shipment can still be called off. */
export const CANCELLABLE: readonly ShipmentStatus[] = ['created', 'awb_assigned', 'pickup_scheduled'];

export function toEvent(row: ShipmentEventRow): ShipmentEvent {
  return {
    status: row.status,
    label: SHIPMENT_STATUS_LABELS[row.status],
    description: row.description,
    location: row.location,
    at: row.occurredAt.toISOString(),
  };
}

/** The local courier's clock of a shipment, when it runs (from the AWB on, until the journey's end). */
export function clockOf(row: ShipmentRow) {
  return row.provider === 'local' && row.clockStartedAt
    ? { startedAt: row.clockStartedAt, offsetMs: row.clockOffsetMs }
    : null;
}

export const isReturning = (row: ShipmentRow) => row.status === 'return_initiated' || row.status === 'returned';

/** The next stage of the local courier's journey, or null (over, not started, or not the local courier). */
export function nextLocalStage(row: ShipmentRow, now: number) {
  const clock = clockOf(row);
  if (!clock || row.status === 'cancelled' || row.status === 'returned') return null;
  if (row.status === 'delivered') return null;
  return journeyAt(isReturning(row) ? 'return' : 'forward', clock, now).next;
}

export function toAdminShipment(row: ShipmentRow, events: ShipmentEventRow[], now: number): AdminShipment {
  const live = row.status !== 'cancelled';
  const hasAwb = Boolean(row.awb);
  const next = nextLocalStage(row, now);
  return {
    _id: row.id,
    orderId: row.orderId,
    provider: row.provider === 'shiprocket' ? 'shiprocket' : 'local',
    providerOrderId: row.providerOrderId,
    providerShipmentId: row.providerShipmentId,
    awb: row.awb,
    courierId: row.courierId,
    courierName: row.courierName,
    status: row.status,
    statusLabel: SHIPMENT_STATUS_LABELS[row.status],
    labelUrl: row.labelUrl,
    pickupLocation: row.pickupLocation,
    pickupScheduledAt: row.pickupScheduledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    events: events.map(toEvent),
    nextStage: next
      ? { status: next.stage.status, label: SHIPMENT_STATUS_LABELS[next.stage.status], dueAt: next.dueAt.toISOString() }
      : null,
    actions: {
      generateAwb: live && row.status === 'created' && Boolean(row.providerShipmentId),
      schedulePickup: live && row.status === 'awb_assigned',
      label: live && hasAwb && !isReturning(row),
      advance: next !== null,
      cancel: CANCELLABLE.includes(row.status),
      return: row.status === 'delivered',
    },
  };
}

/** What the audit log keeps of a shipment before and after a change. */
export function auditSnapshot(row: ShipmentRow) {
  return {
    status: row.status,
    provider: row.provider,
    providerOrderId: row.providerOrderId,
    providerShipmentId: row.providerShipmentId,
    awb: row.awb,
    courierId: row.courierId,
    courierName: row.courierName,
    labelUrl: row.labelUrl,
    pickupLocation: row.pickupLocation,
    pickupScheduledAt: row.pickupScheduledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    clockOffsetMs: row.clockOffsetMs,
  };
}
