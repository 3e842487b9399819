import { Truck } from 'lucide-react';
import type { Order } from '@kala/contract/orders';
import { formatDeliveryWindow, formatMoment } from './order-format';
import { OrderSection } from './order-section';

/**
 * The courier, when the order should arrive (architecture §6.11: from processing plus the courier's transit, as the
 * server computed it), and the tracking number once the store has one. A delivered or cancelled order says so instead
 * of promising a date.
 */
export function DeliveryInfo({ order }: { order: Order }) {
  const delivered = order.orderStatus === 'delivered';
  const cancelled = order.orderStatus === 'cancelled';
  const deliveredAt = delivered
    ? order.statusHistory.findLast((entry) => entry.status === 'delivered')?.timestamp
    : undefined;

  return (
    <OrderSection id="order-delivery" title="Delivery">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-muted">Courier</dt>
          <dd className="mt-0.5 flex items-center gap-2 font-medium text-ink">
            <Truck aria-hidden="true" className="h-4 w-4 text-clay" />
            {order.courier.name}
          </dd>
        </div>
        {delivered ? (
          <div>
            <dt className="text-muted">Delivered</dt>
            <dd className="mt-0.5 font-medium text-ink">{deliveredAt ? formatMoment(deliveredAt) : 'Yes'}</dd>
          </div>
        ) : cancelled ? (
          <div>
            <dt className="text-muted">Shipment</dt>
            <dd className="mt-0.5 text-ink">Not shipped: this order was cancelled.</dd>
          </div>
        ) : (
          <div>
            <dt className="text-muted">Estimated delivery</dt>
            <dd className="mt-0.5 font-medium text-ink">
              {order.estimatedDelivery
                ? formatDeliveryWindow(order.estimatedDelivery)
                : `About ${order.courier.estimatedDeliveryDays} business days after dispatch`}
            </dd>
          </div>
        )}
        {cancelled && order.cancelReason && (
          <div>
            <dt className="text-muted">Reason for cancelling</dt>
            <dd className="mt-0.5 break-words text-ink">{order.cancelReason}</dd>
          </div>
        )}
        {order.trackingNumber && (
          <div>
            <dt className="text-muted">Tracking number</dt>
            <dd className="mt-0.5 break-all font-mono text-ink">{order.trackingNumber}</dd>
          </div>
        )}
      </dl>
    </OrderSection>
  );
}
