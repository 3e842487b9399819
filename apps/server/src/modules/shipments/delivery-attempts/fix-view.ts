import { DELIVERY_ATTEMPTS_MAX, reattemptDates, type DeliveryFixView } from '@kala/contract/delivery-attempts';
import { isRto, openAttempt } from '../shipment-view.ts';
import type { ShipmentRow, ShippingOrder } from '../shipments.repository.ts';
import type { AttemptRow } from './delivery-attempts.repository.ts';

/**
 * What the shopper sees of an order's failed attempts (decision 032): the attempts with the courier's reasons and
 * what was done, whether they may still ask for a re-attempt, the dates on offer, and where the courier will go (the
 * order's address with the latest correction; the phone by its last four digits, since a link may be forwarded).
 */
export function fixViewOf(
  order: ShippingOrder,
  live: ShipmentRow | undefined,
  attempts: AttemptRow[],
  now: number,
): DeliveryFixView {
  const open = live ? openAttempt(live, attempts) : undefined;
  const address = order.shippingAddress;
  const corrected = [...attempts].reverse().find((attempt) => attempt.newAddress?.addressLine1);
  const newPhone = [...attempts].reverse().find((attempt) => attempt.newPhone)?.newPhone;
  const lines = corrected?.newAddress ?? address;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    attempts: attempts.map((attempt) => ({
      attempt: attempt.attempt,
      reason: attempt.reason,
      at: attempt.occurredAt.toISOString(),
      action: attempt.action,
      reattemptDate: attempt.reattemptDate,
    })),
    canAct: open !== undefined && open.attempt < DELIVERY_ATTEMPTS_MAX,
    returning: live ? isRto(live.status) : false,
    attemptsMax: DELIVERY_ATTEMPTS_MAX,
    dates: reattemptDates(now),
    deliverTo: {
      fullName: address.fullName,
      addressLine1: lines.addressLine1 ?? address.addressLine1,
      ...(lines.addressLine2 ? { addressLine2: lines.addressLine2 } : {}),
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
      phoneEnding: (newPhone ?? address.phone).slice(-4),
    },
  };
}
