import { ADMIN_ORDER_MESSAGES } from '@kala/contract/admin-orders';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@kala/contract/orders';
import { SHIPPED_STATUSES } from '@kala/contract/shipments';
import type { LiveShipment } from './admin-orders.repository.ts';

/** Statuses of an order whose parcel has not left the store. */
const BEFORE_DISPATCH: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

export interface ParcelMove {
  from: OrderStatus;
  next: OrderStatus;
  /** The admin says the store handed the order over itself ('delivered by hand', with a note). */
  byHand: boolean;
  /** The tracking number given with the change, else the one the order already has. */
  tracking: string | undefined;
  /** The order's live courier shipment, if any. */
  shipment: LiveShipment | undefined;
}

/**
 * Why an admin's move of an order to another status contradicts where its parcel is, or null when it does not
 * (decision 012, "The order follows its parcel"). Cancelling is never refused here. The store's own moves (the
 * courier's tracking) come from the shipment itself and are not checked.
 * - Shipped: a courier has the parcel: the order's shipment has an AWB, or the admin gives (or the order has) the
 *   tracking number of a courier outside the store's shipments.
 * - Delivered: from Shipped, or the shipment's parcel has left with the courier. A delivery by hand needs no
 *   shipment, and is refused while the order has one (the parcel is, or is about to be, with the courier).
 * - Back to pending, confirmed or processing: not while the courier has the parcel.
 */
export function parcelRefusal({ from, next, byHand, tracking, shipment }: ParcelMove): string | null {
  const awb = shipment?.awb ?? null;
  const left = shipment !== undefined && SHIPPED_STATUSES.includes(shipment.status);
  if (byHand) return shipment ? ADMIN_ORDER_MESSAGES.byHandWithShipment(awb) : null;
  if (next === 'delivered') {
    if (from === 'shipped' || left) return null;
    return shipment ? ADMIN_ORDER_MESSAGES.deliveredBeforePickup(awb) : ADMIN_ORDER_MESSAGES.deliveredNeedsShipment;
  }
  if (next === 'shipped') return awb || tracking ? null : ADMIN_ORDER_MESSAGES.shippedNeedsShipment;
  if (BEFORE_DISPATCH.includes(next) && left)
    return ADMIN_ORDER_MESSAGES.parcelWithCourier(ORDER_STATUS_LABELS[next], awb);
  return null;
}
