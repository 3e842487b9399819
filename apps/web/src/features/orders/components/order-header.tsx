import { ph, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '@kala/contract/orders';
import { formatMoment } from './order-format';
import { OrderStatusBadge } from './status-badges';

/**
 * The head of an order's page, the shopper's (/orders/:id) and the admin's (/admin/orders/:id) alike: the way back
 * to the list, the order number with its status, and when it was placed (and, for the admin, by whom). The admin's
 * page sits under the panel's own h1, hence the heading level.
 */
export function OrderHeader({
  order,
  back,
  heading = 'h1',
  placedBy,
}: {
  order: Pick<Order, 'orderNumber' | 'orderStatus' | 'createdAt'>;
  back: { to: string; label: string };
  heading?: 'h1' | 'h2';
  placedBy?: string;
}) {
  const Heading = heading;
  return (
    <header className="space-y-3">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-clay hover:text-clay-dark hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {back.label}
      </Link>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Heading className="break-words font-display text-2xl text-clay-dark sm:text-3xl">
          <Trans>Order {ph({ orderNumber: order.orderNumber })}</Trans>
        </Heading>
        <p>
          <span className="sr-only">{t`Status:`} </span>
          <OrderStatusBadge status={order.orderStatus} className="px-3 py-1 text-sm" />
        </p>
      </div>
      <p className="text-muted">
        {placedBy ? (
          <Trans>
            Placed on <time dateTime={order.createdAt}>{ph({ date: formatMoment(order.createdAt) })}</time> by{' '}
            {placedBy}
          </Trans>
        ) : (
          <Trans>
            Placed on <time dateTime={order.createdAt}>{ph({ date: formatMoment(order.createdAt) })}</time>
          </Trans>
        )}
      </p>
    </header>
  );
}
