import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Truck } from 'lucide-react';
import type { Order } from '@kala/contract/orders';
import { formatDeliveryWindow, formatMoment } from './order-format';
import { OrderSection } from './order-section';

const aboutDays = (days: number) => t`About ${days} business days after dispatch`;

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
    <OrderSection id="order-delivery" title={t`Delivery`}>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-muted">
            <Trans>Courier</Trans>
          </dt>
          <dd className="mt-0.5 flex items-center gap-2 font-medium text-ink">
            <Truck aria-hidden="true" className="h-4 w-4 text-clay" />
            {order.courier.name}
          </dd>
        </div>
        {delivered ? (
          <div>
            <dt className="text-muted">
              <Trans>Delivered</Trans>
            </dt>
            <dd className="mt-0.5 font-medium text-ink">{deliveredAt ? formatMoment(deliveredAt) : t`Yes`}</dd>
          </div>
        ) : cancelled ? (
          <div>
            <dt className="text-muted">
              <Trans>Shipment</Trans>
            </dt>
            <dd className="mt-0.5 text-ink">
              <Trans>Not shipped: this order was cancelled.</Trans>
            </dd>
          </div>
        ) : (
          <div>
            <dt className="text-muted">
              <Trans>Estimated delivery</Trans>
            </dt>
            <dd className="mt-0.5 font-medium text-ink">
              {order.estimatedDelivery
                ? formatDeliveryWindow(order.estimatedDelivery)
                : aboutDays(order.courier.estimatedDeliveryDays)}
            </dd>
          </div>
        )}
        {cancelled && order.cancelReason && (
          <div>
            <dt className="text-muted">
              <Trans>Reason for cancelling</Trans>
            </dt>
            <dd className="mt-0.5 break-words text-ink">{order.cancelReason}</dd>
          </div>
        )}
        {order.trackingNumber && (
          <div>
            <dt className="text-muted">
              <Trans>Tracking number</Trans>
            </dt>
            <dd className="mt-0.5 break-all font-mono text-ink">{order.trackingNumber}</dd>
          </div>
        )}
      </dl>
    </OrderSection>
  );
}
