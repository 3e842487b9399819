import { ph, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ArrowRight, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatRupees } from '@kala/contract/money';
import { ORDER_LIST_LIMIT, ORDER_MESSAGES } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { useOrders } from '../api/get-orders';
import { orderErrorText } from '../api/order-keys';
import { formatDate } from '../../../lib/format';
import { pieceCount } from './order-format';
import { OrdersEmptyState } from './orders-empty-state';
import { OrderStatusBadge } from './status-badges';

/** Spec §9: the dashboard shows 3 orders. */
const SHOWN = 3;

/**
 * The dashboard's Orders tab (spec §2): the three latest orders, in rupees like every other screen (architecture
 * §6.2). It reads the history's first page (10, as the spec fetches), so opening 'View All Orders' next shows at once.
 */
export function LatestOrders() {
  const orders = useOrders({ page: 1, limit: ORDER_LIST_LIMIT });

  if (orders.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t`Loading your orders...`}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  }

  if (orders.isError) {
    return (
      <ErrorPanel
        title={ORDER_MESSAGES.errorLoading}
        message={orderErrorText(orders.error, ORDER_MESSAGES.fetchOrders)}
        onRetry={() => void orders.refetch()}
      />
    );
  }

  const latest = orders.data.data.slice(0, SHOWN);
  if (latest.length === 0) return <OrdersEmptyState />;
  const total = orders.data.pagination.totalOrders;
  const shown = latest.length;

  return (
    <section aria-labelledby="latest-orders-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="latest-orders-title" className="font-display text-2xl text-clay-dark">
            <Trans>Recent Orders</Trans>
          </h2>
          <p className="text-sm text-muted">
            {total > latest.length ? t`The latest ${shown} of your ${total} orders` : t`All your orders`}
          </p>
        </div>
        <Link to="/orders" className={buttonClass('secondary', 'sm')}>
          <Trans>View All Orders</Trans>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <ul className="space-y-3">
        {latest.map((order) => (
          <li key={order._id}>
            <Link
              to={`/orders/${order._id}`}
              className="group flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition-colors hover:ring-clay/50 sm:flex-nowrap sm:px-6"
            >
              <span className="min-w-0 flex-1 basis-48">
                <span className="block break-words font-display text-lg text-ink group-hover:text-clay-dark group-hover:underline">
                  <Trans>Order {ph({ orderNumber: order.orderNumber })}</Trans>
                </span>
                <span className="block text-sm text-muted">
                  {formatDate(order.createdAt)} · {pieceCount(order.items)}
                </span>
              </span>
              <span className="flex w-full items-center gap-4 sm:w-auto">
                <span className="sr-only">{t`Status:`} </span>
                <OrderStatusBadge status={order.orderStatus} />
                {/* A fixed width on wide screens lines the badges up however long the totals are. */}
                <span className="font-semibold tabular-nums text-clay-dark sm:min-w-28 sm:text-right">
                  <span className="sr-only">{t`Total:`} </span>
                  {formatRupees(order.totalAmount)}
                </span>
                <ChevronRight aria-hidden="true" className="ml-auto h-5 w-5 text-muted sm:ml-0" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
