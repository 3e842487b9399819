import { ADMIN_SETTABLE_STATUSES } from '@kala/contract/admin-orders';
import type { OrderStatus } from '@kala/contract/orders';

/**
 * What the status dropdown offers (spec §4): pending, confirmed, shipped, delivered, cancelled. 'processing' is not
 * offered, but an order already in it shows it, so the dropdown never claims a status the order does not have.
 */
export function statusChoices(current: OrderStatus): OrderStatus[] {
  return ADMIN_SETTABLE_STATUSES.includes(current)
    ? [...ADMIN_SETTABLE_STATUSES]
    : [...ADMIN_SETTABLE_STATUSES.slice(0, 2), current, ...ADMIN_SETTABLE_STATUSES.slice(2)];
}
