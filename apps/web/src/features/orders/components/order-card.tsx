import { ph, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ChevronRight, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { formatRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { SmartImage } from '../../../components/ui/smart-image';
import { formatDate } from '../../../lib/format';
import { pieceCount } from './order-format';
import { paymentMethodLabel } from './order-labels';
import { OrderStatusBadge } from './status-badges';

/** Lines shown on a card; the rest are counted, and the detail page lists them all. */
const LINES_SHOWN = 3;

/**
 * One order in the history (spec §2): number, date placed, payment method, status, total, items, where it ships,
 * the tracking number once there is one, and 'View Details'.
 */
export function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order._id}`;
  const hidden = order.items.slice(LINES_SHOWN).reduce((sum, item) => sum + item.quantity, 0);
  const address = order.shippingAddress;
  const orderNumber = order.orderNumber;

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
      >
        <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-stone-200 bg-sand/40 px-4 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={headingId} className="break-words font-display text-lg text-ink">
              <Trans>Order {ph({ orderNumber: order.orderNumber })}</Trans>
            </h2>
            <p className="mt-0.5 text-sm text-muted">
              <Trans>
                Placed on <time dateTime={order.createdAt}>{ph({ date: formatDate(order.createdAt) })}</time>
              </Trans>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <span>{paymentMethodLabel(order.paymentMethod)}</span>
              {order.canPay && (
                <>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  <span className="font-semibold text-amber-900">
                    <Trans>Awaiting payment</Trans>
                  </span>
                </>
              )}
            </p>
          </div>
          <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
            <p>
              <span className="sr-only">{t`Status:`} </span>
              <OrderStatusBadge status={order.orderStatus} />
            </p>
            <p className="font-semibold tabular-nums text-clay-dark">
              <span className="sr-only">{t`Total:`} </span>
              {formatRupees(order.totalAmount)}
            </p>
          </div>
        </header>

        <div className="grid gap-5 px-4 py-4 sm:px-6 md:grid-cols-[1fr_16rem]">
          <div className="min-w-0">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{pieceCount(order.items)}</h3>
            <ul className="mt-2 space-y-2">
              {order.items.slice(0, LINES_SHOWN).map((item) => (
                <li key={item._id} className="flex items-center gap-3">
                  <SmartImage src={item.product.thumbnail} alt="" sizes="48px" className="w-12 shrink-0 rounded-lg" />
                  <p className="min-w-0 text-sm">
                    <span className="block truncate font-medium text-ink">{item.product.name}</span>
                    <span className="text-muted">
                      <Trans>
                        {ph({ size: item.size })} · Qty {ph({ quantity: item.quantity })}
                      </Trans>
                    </span>
                  </p>
                </li>
              ))}
            </ul>
            {hidden > 0 && (
              <p className="mt-2 text-sm text-muted">
                {plural(hidden, { one: 'and # more piece', other: 'and # more pieces' })}
              </p>
            )}
          </div>
          <div className="space-y-3 text-sm">
            <div>
              <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">
                <Trans>Ships to</Trans>
              </h3>
              <p className="mt-1 text-ink">
                {address.fullName}
                <br />
                {address.city}, {address.state} {address.zipCode}
              </p>
            </div>
            {order.trackingNumber && (
              <p className="flex items-start gap-2 text-ink">
                <Truck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-clay" />
                <span>
                  <Trans>
                    Tracking number:{' '}
                    <span className="font-mono break-all">{ph({ trackingNumber: order.trackingNumber })}</span>
                  </Trans>
                </span>
              </p>
            )}
          </div>
        </div>

        <footer className="flex justify-end border-t border-stone-200 px-4 py-3 sm:px-6">
          <Link
            to={`/orders/${order._id}`}
            className={buttonClass('secondary', 'sm')}
            aria-label={t`View Details of order ${orderNumber}`}
          >
            <Trans>View Details</Trans>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </footer>
      </article>
    </li>
  );
}
