import { Download, PackageSearch } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_ORDER_DEFAULT_PAGE_SIZE,
  ADMIN_ORDER_FILTERS,
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_PAGE_SIZES,
  ORDER_SEARCH_MAX,
  type AdminOrderFilter,
} from '@kala/contract/admin-orders';
import { AWAITING_CONFIRMATION_LABEL } from '@kala/contract/cod';
import { ORDER_MESSAGES, ORDER_STATUS_LABELS, type OrderStatus } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { ListSelect, ListToolbar } from '../../../components/ui/list-toolbar';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { useExportOrders } from '../api/export-orders';
import { useAdminOrders } from '../api/get-admin-orders';
import { useOrderStats } from '../api/get-order-stats';
import { AdminOrdersList } from './admin-orders-list';
import { PaperworkSelectionBar } from './paperwork-selection-bar';
import { Pager } from '../../../components/ui/pager';
import { StatusCountCards } from './status-count-cards';

/** Spec §2's filter: All Orders and the five statuses the admin sets. */
const FILTERS: OrderStatus[] = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'];

/**
 * The status filter's choices. The 'To ship' and 'Awaiting confirmation' cards' queues are not spec §2's filters:
 * each is a choice only while it is the filter, so the select never claims another (as the status dropdown shows
 * 'processing').
 */
const statusOptions = (status: AdminOrderFilter | undefined) => [
  { value: 'all', label: 'All Orders' },
  ...FILTERS.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
  ...(status === 'to_ship' ? [{ value: 'to_ship', label: 'To ship' }] : []),
  ...(status === 'awaiting_confirmation'
    ? [{ value: 'awaiting_confirmation', label: AWAITING_CONFIRMATION_LABEL }]
    : []),
];

const statusFrom = (value: string | null): AdminOrderFilter | undefined =>
  (ADMIN_ORDER_FILTERS as readonly string[]).includes(value ?? '') ? (value as AdminOrderFilter) : undefined;

const limitFrom = (value: string | null): number => {
  const limit = Number(value);
  return (ADMIN_ORDER_PAGE_SIZES as readonly number[]).includes(limit) ? limit : ADMIN_ORDER_DEFAULT_PAGE_SIZE;
};

const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * The admin's Orders tab (spec §2): the count cards (Awaiting confirmation and To ship, then spec §2's four; each
 * filters the list), the search (order number, phone, email or name), the status filter and page size, 'Export CSV'
 * (every order the filter and search keep), the orders (a table, or cards on a phone) with a status dropdown each,
 * and the pager.
 * Filter, search, size and page live in the address (?status=to_ship&q=98765&limit=20&page=2), so a reload or a
 * shared link shows the same list; a new filter, search or size starts at page 1.
 */
export function AdminOrdersTab() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const limit = limitFrom(params.get('limit'));
  const page = pageFrom(params.get('page'));
  const q = params.get('q')?.trim() ?? '';
  const orders = useAdminOrders({ page, limit, status, q: q || undefined });
  const exporter = useExportOrders();
  const stats = useOrderStats();
  const topRef = useRef<HTMLHeadingElement>(null);
  // The orders ticked for their labels or packing slips; a new filter, search or page starts afresh.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const show = (next: { status: AdminOrderFilter | undefined; limit: number; page: number; q?: string }) => {
    setSelected(new Set());
    const query: Record<string, string> = {};
    if (next.status) query.status = next.status;
    const search = next.q ?? q;
    if (search) query.q = search;
    if (next.limit !== ADMIN_ORDER_DEFAULT_PAGE_SIZE) query.limit = String(next.limit);
    if (next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  const turnPage = (next: number) => {
    show({ status, limit, page: next });
    // The pager sits under the list: take the admin (and the keyboard focus) back to the top of the new page.
    topRef.current?.focus({ preventScroll: true });
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  const pagination = orders.data?.pagination;
  const rows = orders.data?.data ?? [];
  const selection = {
    selected,
    onToggle: (id: string) =>
      setSelected((now) => {
        const next = new Set(now);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    onToggleAll: () =>
      setSelected((now) => (rows.every((row) => now.has(row._id)) ? new Set() : new Set(rows.map((row) => row._id)))),
  };

  return (
    <div className="space-y-6">
      <StatusCountCards stats={stats.data} active={status} onPick={(next) => show({ status: next, limit, page: 1 })} />
      <ListToolbar
        heading={
          <h2 ref={topRef} tabIndex={-1} className="scroll-mt-24 font-display text-2xl text-ink focus:outline-none">
            Orders
          </h2>
        }
        count={
          pagination
            ? `${pagination.totalOrders} ${pagination.totalOrders === 1 ? 'order' : 'orders'}${q ? ` matching “${q}”` : ''}`
            : null
        }
        actions={
          <button
            type="button"
            className={buttonClass('secondary', 'md')}
            aria-disabled={exporter.isPending || undefined}
            aria-busy={exporter.isPending || undefined}
            onClick={() => {
              if (!exporter.isPending) exporter.mutate({ status, q: q || undefined });
            }}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {exporter.isPending ? 'Exporting…' : 'Export CSV'}
          </button>
        }
        search={{
          label: 'Search orders',
          landmark: 'Orders search',
          hint: 'Order number, phone, email or name',
          value: q,
          maxLength: ORDER_SEARCH_MAX,
          onSearch: (next) => show({ status, limit, page: 1, q: next }),
        }}
        filters={
          <ListSelect
            label="Status"
            value={status ?? 'all'}
            options={statusOptions(status)}
            onChange={(next) => show({ status: statusFrom(next), limit, page: 1 })}
          />
        }
        pageSize={{
          label: 'Per page',
          sizes: ADMIN_ORDER_PAGE_SIZES,
          value: limit,
          onChange: (next) => show({ status, limit: next, page: 1 }),
        }}
      />

      {orders.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading orders...</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 rounded-2xl" />
          ))}
        </div>
      ) : orders.isError ? (
        <ErrorPanel
          title={ORDER_MESSAGES.fetchOrders}
          message={errorMessage(orders.error, 'Please try again.')}
          onRetry={() => void orders.refetch()}
        />
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
          <PackageSearch aria-hidden="true" className="h-12 w-12 text-clay/60" />
          <h3 className="font-display text-2xl text-ink">{ADMIN_ORDER_MESSAGES.noOrders}</h3>
          <p className="text-muted">{ADMIN_ORDER_MESSAGES.noOrdersHint}</p>
        </div>
      ) : (
        <div aria-busy={orders.isPlaceholderData} className={orders.isPlaceholderData ? 'opacity-60' : undefined}>
          <AdminOrdersList rows={rows} selection={selection} />
        </div>
      )}
      {selected.size > 0 && <PaperworkSelectionBar orderIds={[...selected]} onClear={() => setSelected(new Set())} />}

      {pagination && (
        <Pager
          label="Orders pages"
          // While the new page loads, the list still shows the previous one: Next turns from the page asked for
          // (a new page size starts at 1), not from the page on screen.
          page={orders.isPlaceholderData ? page : pagination.currentPage}
          totalPages={pagination.totalPages}
          onPage={turnPage}
        />
      )}
    </div>
  );
}
