import {
  SHIPMENT_STATUS_LABELS,
  SHIPPED_STATUSES,
  type AdminShipment,
  type ShipmentEvent,
  type ShipmentStatus,
} from '@kala/contract/shipments';
import { DELIVERY_ATTEMPTS_MAX, type DeliveryAttempt } from '@kala/contract/delivery-attempts';
import { journeyAt } from '../../providers/shipping/local-courier.ts';
import type { JourneyLeg } from '../../providers/shipping/shipment-provider.ts';
import type { AttemptRow } from './delivery-attempts/delivery-attempts.repository.ts';
import type { ShipmentEventRow, ShipmentRow } from './shipments.repository.ts';

/**
 * Where statuses stand along the journey. A shipment only moves forward: a scan that arrives late (in transit after
 * delivered) is recorded but changes nothing. Two exceptions (decision 032): a delivery attempt may fail and the
 * parcel go out for delivery again (`out_for_delivery` and `delivery_failed` share one place), and a parcel not yet
 * delivered may be sent back to the seller (RTO), a branch of its own that a delivered parcel never takes. A return
 * of a delivered parcel (a damaged piece) comes after delivery.
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
const ATTEMPTING: readonly ShipmentStatus[] = ['out_for_delivery', 'delivery_failed'];
const RTO: readonly ShipmentStatus[] = ['rto_initiated', 'rto_delivered'];
export const isRto = (status: ShipmentStatus) => RTO.includes(status);

/** The place of a status along the journey (a failed attempt is where 'out for delivery' is; RTO past it). */
export const rank = (status: ShipmentStatus) =>
  status === 'delivery_failed'
    ? JOURNEY.indexOf('out_for_delivery')
    : isRto(status)
      ? JOURNEY.indexOf('out_for_delivery') + 0.25 + RTO.indexOf(status) * 0.25
      : JOURNEY.indexOf(status);

/** The status after `current` meets a scan saying `reported`. */
export function nextStatus(current: ShipmentStatus, reported: ShipmentStatus): ShipmentStatus {
  if (current === 'cancelled') return current;
  // The courier cancelled it: only before it reached the shopper (a parcel coming back is not cancelled).
  if (reported === 'cancelled' && isRto(current)) return current;
  if (reported === 'cancelled') return rank(current) < rank('delivered') ? 'cancelled' : current;
  // Back to the seller: only a parcel not delivered, and then only onwards along the way back.
  if (isRto(reported)) {
    if (isRto(current)) return RTO.indexOf(reported) > RTO.indexOf(current) ? reported : current;
    return rank(current) < rank('delivered') ? reported : current;
  }
  if (isRto(current)) return current;
  // An attempt failed, or a re-attempt went out again.
  if (ATTEMPTING.includes(current) && ATTEMPTING.includes(reported)) return reported;
  return rank(reported) > rank(current) ? reported : current;
}

type OrderStep = 'shipped' | 'delivered' | 'returned_to_origin';

/** What a move from one status to another means for the order: shipped (the parcel left), delivered, closed (RTO). */
export function orderStepsFor(before: ShipmentStatus, after: ShipmentStatus): OrderStep[] {
  const steps: OrderStep[] = [];
  const leftNow = !SHIPPED_STATUSES.includes(before) && SHIPPED_STATUSES.includes(after);
  if (leftNow) steps.push('shipped');
  if (after === 'delivered' && before !== 'delivered') steps.push('delivered');
  if (after === 'rto_delivered' && before !== 'rto_delivered') steps.push('returned_to_origin');
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

/**
 * The leg of its journey the local courier's clock runs for this shipment (decision 032), from its status and its
 * failed attempts: held while the latest attempt waits for a decision, the re-attempt after it once one was asked
 * for, the way back after failed attempts (RTO), a return of a delivered parcel, else the first delivery.
 */
export function legOf(row: ShipmentRow, attempts: readonly AttemptRow[]): JourneyLeg {
  if (isRto(row.status)) return { kind: 'rto' };
  if (isReturning(row)) return { kind: 'return' };
  const latest = attempts.at(-1);
  if (!latest) return { kind: 'forward' };
  if (latest.action === null) return { kind: 'held' };
  return latest.action === 'reattempt' ? { kind: 'reattempt', round: latest.attempt } : { kind: 'rto' };
}

/** Where the journey ends: nothing more falls due on the local courier's clock. */
const JOURNEY_ENDS: readonly ShipmentStatus[] = ['cancelled', 'delivered', 'returned', 'rto_delivered'];

/** The next stage of the local courier's journey, or null (over, held, not started, or not the local courier). */
export function nextLocalStage(row: ShipmentRow, now: number, leg: JourneyLeg) {
  const clock = clockOf(row);
  if (!clock || JOURNEY_ENDS.includes(row.status)) return null;
  return journeyAt(leg, clock, now).next;
}

export function toAdminShipment(
  row: ShipmentRow,
  events: ShipmentEventRow[],
  attempts: readonly AttemptRow[],
  now: number,
): AdminShipment {
  const live = row.status !== 'cancelled';
  const hasAwb = Boolean(row.awb);
  const next = nextLocalStage(row, now, legOf(row, attempts));
  const open = openAttempt(row, attempts);
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
      failAttempt: row.provider === 'local' && row.status === 'out_for_delivery' && clockOf(row) !== null,
      reattempt: open !== undefined && open.attempt < DELIVERY_ATTEMPTS_MAX,
      rto: open !== undefined,
    },
    deliveryAttempts: attempts.map(toDeliveryAttempt),
  };
}

/** The latest failed attempt when it still waits for a decision (the parcel held after it), else undefined. */
export function openAttempt(row: ShipmentRow, attempts: readonly AttemptRow[]): AttemptRow | undefined {
  const latest = attempts.at(-1);
  return row.status === 'delivery_failed' && latest && latest.action === null ? latest : undefined;
}

export function toDeliveryAttempt(row: AttemptRow): DeliveryAttempt {
  const address = row.newAddress;
  return {
    _id: row.id,
    attempt: row.attempt,
    reason: row.reason,
    at: row.occurredAt.toISOString(),
    action: row.action,
    actionBy: row.actionByLabel,
    actionAt: row.actionAt?.toISOString() ?? null,
    reattemptDate: row.reattemptDate,
    newAddress: address?.addressLine1
      ? {
          addressLine1: address.addressLine1,
          ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
          zipCode: address.zipCode ?? '',
        }
      : null,
    newPhone: row.newPhone,
    note: row.note,
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
