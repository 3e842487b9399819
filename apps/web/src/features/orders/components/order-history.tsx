import { ListFilter } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  ORDER_LIST_LIMIT,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@kala/contract/orders';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyPanel, ErrorPanel } from '../../../components/ui/state-panels';
import { useOrders } from '../api/get-orders';
import { orderErrorText } from '../api/order-keys';
import { OrderCard } from './order-card';
import { Pager } from '../../../components/ui/pager';
import { OrdersEmptyState } from './orders-empty-state';
import { StatusFilter } from './status-filter';

const statusFrom = (value: string | null): OrderStatus | undefined =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : undefined;

const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * /orders' body (spec §2): the status filter, one page of orders, and the pager. The filter and the page live in the
 * address (?status=shipped&page=2), so a reload, the back button and a shared link all show the same list.
 */
export function OrderHistory() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = pageFrom(params.get('page'));
  const orders = useOrders({ page, limit: ORDER_LIST_LIMIT, status });
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const show = (next: { status: OrderStatus | undefined; page: number }) => {
    const query: Record<string, string> = {};
    if (next.status) query.status = next.status;
    if (next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  const turnPage = (next: number) => {
    show({ status, page: next });
    // The pager sits under the list: take the shopper (and the keyboard focus) back to the top of the new page.
    summaryRef.current?.focus({ preventScroll: true });
    summaryRef.current?.scrollIntoView({ block: 'start' });
  };

  const pagination = orders.data?.pagination;
  const list = orders.data?.data ?? [];
  const first = pagination ? (pagination.currentPage - 1) * pagination.limit + 1 : 0;
  const last = pagination ? first + list.length - 1 : 0;

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <p ref={summaryRef} tabIndex={-1} className="scroll-mt-24 text-muted focus:outline-none">
          {pagination && pagination.totalOrders > 0 && list.length > 0
            ? `Showing ${first}–${last} of ${pagination.totalOrders} ${status ? ORDER_STATUS_LABELS[status].toLowerCase() + ' ' : ''}${pagination.totalOrders === 1 ? 'order' : 'orders'}`
            : ' '}
        </p>
        <StatusFilter value={status} onChange={(next) => show({ status: next, page: 1 })} />
      </div>

      {orders.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Loading your orders...</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 rounded-2xl" />
          ))}
        </div>
      ) : orders.isError ? (
        <ErrorPanel
          title={ORDER_MESSAGES.errorLoading}
          message={orderErrorText(orders.error, ORDER_MESSAGES.fetchOrders)}
          onRetry={() => void orders.refetch()}
        />
      ) : list.length === 0 ? (
        status ? (
          <EmptyPanel
            icon={ListFilter}
            title={`No ${ORDER_STATUS_LABELS[status].toLowerCase()} orders`}
            text="Choose another status, or see all your orders."
            action={{ label: 'Show All Orders', to: '/orders' }}
          />
        ) : page > 1 && (pagination?.totalOrders ?? 0) > 0 ? (
          <EmptyPanel
            icon={ListFilter}
            title="No orders on this page"
            text="This page is past the end of your order history."
            action={{ label: 'Back to the First Page', to: '/orders' }}
          />
        ) : (
          <OrdersEmptyState />
        )
      ) : (
        <>
          <ul
            aria-label="Your orders"
            aria-busy={orders.isPlaceholderData}
            className={orders.isPlaceholderData ? 'space-y-5 opacity-60 transition-opacity' : 'space-y-5'}
          >
            {list.map((order) => (
              <OrderCard key={order._id} order={order} />
            ))}
          </ul>
          <Pager
            label="Order pages"
            className="mt-8"
            page={page}
            totalPages={pagination?.totalPages ?? 1}
            disabled={orders.isPlaceholderData}
            onPage={turnPage}
          />
        </>
      )}
    </>
  );
}
