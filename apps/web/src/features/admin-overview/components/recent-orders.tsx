import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RecentOrder } from '@kala/contract/admin-stats';
import { formatRupees } from '@kala/contract/money';
import type { OrderStatus } from '@kala/contract/orders';
import { ListNote, OverviewSection } from './overview-section';

/**
 * Recent Orders (spec §2): the 3 latest, each with its number (linking to the admin's order page), customer, total
 * and status. The status badge is the orders feature's, passed in by the route that composes the two.
 */
export function RecentOrders({
  orders,
  failed,
  loading,
  statusBadge,
}: {
  orders: RecentOrder[];
  failed: boolean;
  loading: boolean;
  statusBadge: (status: OrderStatus) => ReactNode;
}) {
  return (
    <OverviewSection id="recent-orders-heading" title="Recent Orders">
      {orders.length > 0 ? (
        <ul className="divide-y divide-stone-200">
          {orders.map((order) => (
            <li
              key={order._id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <Link
                  to={`/admin/orders/${order._id}`}
                  className="font-semibold text-clay-dark underline-offset-2 hover:underline"
                >
                  <span className="sr-only">Order </span>
                  {order.orderNumber}
                </Link>
                <p className="truncate text-sm text-muted">{order.customerName}</p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold tabular-nums text-ink">
                  <span className="sr-only">Total: </span>
                  {formatRupees(order.totalAmount)}
                </span>
                <span>
                  <span className="sr-only">Status: </span>
                  {statusBadge(order.status)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ListNote>
          {loading ? 'Loading orders…' : failed ? 'Recent orders could not be loaded.' : 'No orders yet.'}
        </ListNote>
      )}
    </OverviewSection>
  );
}
