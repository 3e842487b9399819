import { COD_PAYMENT_MESSAGES } from '@kala/contract/cod-payments';
import type { Order } from '@kala/contract/orders';

/**
 * 'Paid online ₹X, to pay on delivery ₹Y' for a COD order whose advance was paid online (issue 25 item 3), from the
 * order itself: for the order pages (the shopper's and the admin's). Nothing for any other order.
 */
export function CodPaidSplit({
  order,
}: {
  order: Pick<Order, 'paymentMethod' | 'totalAmount' | 'codConfirmation' | 'orderStatus'>;
}) {
  const cod = order.codConfirmation;
  if (order.paymentMethod !== 'cash_on_delivery' || order.orderStatus === 'cancelled' || !cod?.advancePaid) return null;
  const toPay = Math.round((order.totalAmount - cod.advance) * 100) / 100;
  return <p className="text-sm text-ink">{COD_PAYMENT_MESSAGES.paidSplit(cod.advance, toPay)}</p>;
}
