import { useId } from 'react';
import { ADMIN_ORDER_PAGE_SIZES, type AdminOrderFilter } from '@kala/contract/admin-orders';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@kala/contract/orders';
import { chevronStyle, selectClass } from './select-look';

/** Spec §2's filter: All Orders and the five statuses the admin sets (and 'To ship' while a card chose it). */
const FILTERS: OrderStatus[] = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'];

/** The status filter and the page size (spec §2, §9: 5, 10, 20, 50). Changing either goes back to page 1. */
export function OrdersToolbar({
  status,
  limit,
  onChange,
}: {
  status: AdminOrderFilter | undefined;
  limit: number;
  onChange: (next: { status: AdminOrderFilter | undefined; limit: number }) => void;
}) {
  const statusId = useId();
  const limitId = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="min-w-0 flex-1 sm:flex-none">
        <label htmlFor={statusId} className="mb-1 block text-sm font-semibold text-ink">
          Status
        </label>
        <select
          id={statusId}
          value={status ?? 'all'}
          onChange={(event) => {
            const next = event.target.value;
            onChange({ status: next === 'all' ? undefined : (next as AdminOrderFilter), limit });
          }}
          className={selectClass(false, 'w-full sm:w-48')}
          style={chevronStyle}
        >
          <option value="all">All Orders</option>
          {FILTERS.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
          {/* The 'To ship' card's queue is not one of spec §2's filters: shown only while it is the filter, so the
              select never claims another (as the status dropdown shows 'processing'). */}
          {status === 'to_ship' && <option value="to_ship">To ship</option>}
        </select>
      </div>
      <div>
        <label htmlFor={limitId} className="mb-1 block text-sm font-semibold text-ink">
          Per page
        </label>
        <select
          id={limitId}
          value={limit}
          onChange={(event) => onChange({ status, limit: Number(event.target.value) })}
          className={selectClass(false, 'w-24')}
          style={chevronStyle}
        >
          {ADMIN_ORDER_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
