import { plural, t } from '@lingui/core/macro';
import { ListFilter } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_LIST_LIMIT, ORDER_MESSAGES, ORDER_STATUSES, type OrderStatus } from '@kala/contract/orders';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyPanel, ErrorPanel } from '../../../components/ui/state-panels';
import { useOrders } from '../api/get-orders';
import { orderErrorText } from '../api/order-keys';
import { OrderCard } from './order-card';
import { orderStatusLabel } from './order-labels';
import { Pager } from '../../../components/ui/pager';
import { OrdersEmptyState } from './orders-empty-state';
import { StatusFilter } from './status-filter';

const statusFrom = (value: string | null): OrderStatus | undefined =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : undefined;

const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** 'Showing 1–10 of 24 orders', 'Showing 1–2 of 2 shipped orders'. */
function showing(first: number, last: number, total: number, status: OrderStatus | undefined): string {
  if (!status)
    return plural(total, { one: `Showing ${first}–${last} of # order`, other: `Showing ${first}–${last} of # orders` });
  const label = orderStatusLabel(status).toLowerCase();
  return plural(total, {
    one: `Showing ${first}–${last} of # ${label} order`,
    other: `Showing ${first}–${last} of # ${label} orders`,
  });
}

/** 'No shipped orders'. */
function noneOf(status: OrderStatus): string {
  const label = orderStatusLabel(status).toLowerCase();
  return t`No ${label} orders`;
}

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
            ? showing(first, last, pagination.totalOrders, status)
            : ' '}
        </p>
        <StatusFilter value={status} onChange={(next) => show({ status: next, page: 1 })} />
      </div>

      {orders.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">{t`Loading your orders...`}</span>
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
            title={noneOf(status)}
            text={t`Choose another status, or see all your orders.`}
            action={{ label: t`Show All Orders`, to: '/orders' }}
          />
        ) : page > 1 && (pagination?.totalOrders ?? 0) > 0 ? (
          <EmptyPanel
            icon={ListFilter}
            title={t`No orders on this page`}
            text={t`This page is past the end of your order history.`}
            action={{ label: t`Back to the First Page`, to: '/orders' }}
          />
        ) : (
          <OrdersEmptyState />
        )
      ) : (
        <>
          <ul
            aria-label={t`Your orders`}
            aria-busy={orders.isPlaceholderData}
            className={orders.isPlaceholderData ? 'space-y-5 opacity-60 transition-opacity' : 'space-y-5'}
          >
            {list.map((order) => (
              <OrderCard key={order._id} order={order} />
            ))}
          </ul>
          <Pager
            label={t`Order pages`}
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
