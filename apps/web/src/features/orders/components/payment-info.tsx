import { PAYMENT_METHOD_LABELS, type Order } from '@kala/contract/orders';
import { OrderSection } from './order-section';
import { PaymentStatusBadge } from './status-badges';

/** How the order is paid and where the payment stands (cash on delivery stays pending until delivery). */
export function PaymentInfo({ order }: { order: Order }) {
  return (
    <OrderSection id="order-payment" title="Payment Information">
      <dl className="space-y-2 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          <dt className="text-muted">Payment method</dt>
          <dd className="font-medium text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <dt className="text-muted">Payment status</dt>
          <dd>
            <PaymentStatusBadge status={order.paymentStatus} />
          </dd>
        </div>
      </dl>
    </OrderSection>
  );
}
