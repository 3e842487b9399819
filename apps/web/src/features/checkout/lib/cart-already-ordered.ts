import { ORDER_MESSAGES, orderRefSchema, type OrderRef } from '@kala/contract/orders';
import { ApiError } from '../../../lib/api-client';
import { translateContractMessage } from '../../../lib/i18n';

/**
 * The order that emptied the cart, when the server refused to place (or price) it because it was already ordered:
 * from another tab or window, whose checkout still showed the cart. The server names only the shopper's own order.
 * A Hindi page's server answers in Hindi (issue 28), so the message is matched in the page's language too.
 */
export function cartOrderedAs(error: unknown): OrderRef | undefined {
  const message = ORDER_MESSAGES.cartAlreadyOrdered;
  if (
    !(error instanceof ApiError) ||
    error.status !== 409 ||
    (error.message !== message && error.message !== translateContractMessage(message))
  ) {
    return undefined;
  }
  const order = orderRefSchema.safeParse(error.body?.order);
  return order.success ? order.data : undefined;
}
