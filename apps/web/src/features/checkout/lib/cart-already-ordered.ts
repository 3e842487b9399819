import { ORDER_MESSAGES, orderRefSchema, type OrderRef } from '@kala/contract/orders';
import { ApiError } from '../../../lib/api-client';

/**
 * The order that emptied the cart, when the server refused to place (or price) it because it was already ordered:
 * from another tab or window, whose checkout still showed the cart. The server names only the shopper's own order.
 */
export function cartOrderedAs(error: unknown): OrderRef | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.message !== ORDER_MESSAGES.cartAlreadyOrdered) {
    return undefined;
  }
  const order = orderRefSchema.safeParse(error.body?.order);
  return order.success ? order.data : undefined;
}
