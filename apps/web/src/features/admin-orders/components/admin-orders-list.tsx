import type { AdminOrderRow } from '@kala/contract/admin-orders';
import { useMediaQuery } from '../../../lib/use-media-query';
import { OrderStatusControl } from './order-status-control';
import { SelectOrderBox } from './paperwork-selection-bar';
import {
  AwaitingConfirmationBadge,
  CustomerCell,
  DetailsCell,
  OrderNumberCell,
  TotalCell,
  formatOrderDate,
} from './order-row-parts';

/** Below this width the table becomes a list of cards (a 360 px phone cannot hold six columns). */
const NARROW_QUERY = '(max-width: 767px)';

const statusLabel = (row: AdminOrderRow) => `Status of order ${row.orderNumber}`;

/** Which orders are ticked (for their labels and packing slips), and how a tick changes. */
export interface OrderSelection {
  selected: ReadonlySet<string>;
  onToggle: (orderId: string) => void;
  /** Ticks every order shown, or unticks them all when they all are. */
  onToggleAll: () => void;
}

/** Spec §2's orders table at desk width; the same facts as one card per order on a phone. */
export function AdminOrdersList({ rows, selection }: { rows: AdminOrderRow[]; selection?: OrderSelection }) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const box = (row: AdminOrderRow) =>
    selection ? (
      <SelectOrderBox
        orderNumber={row.orderNumber}
        checked={selection.selected.has(row._id)}
        onToggle={() => selection.onToggle(row._id)}
      />
    ) : null;
  const allTicked = rows.length > 0 && rows.every((row) => selection?.selected.has(row._id));
  if (narrow) {
    return (
      <ul className="space-y-3" aria-label="Orders">
        {rows.map((row) => (
          <li key={row._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 items-start gap-3">
                {box(row)}
                <div className="min-w-0">
                  <OrderNumberCell row={row} />
                </div>
              </div>
              <div className="text-right">
                <TotalCell row={row} />
              </div>
            </div>
            <div className="mt-3">
              <CustomerCell row={row} />
            </div>
            <p className="mt-2 text-sm text-muted">
              Placed <time dateTime={row.createdAt}>{formatOrderDate(row.createdAt)}</time>
            </p>
            <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
              <div>
                <OrderStatusControl order={row} label={statusLabel(row)} compact className="w-40" />
                <AwaitingConfirmationBadge row={row} />
              </div>
              <div className="text-right">
                <DetailsCell row={row} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders</caption>
        <thead className="border-b border-stone-200 bg-sand/40 text-xs uppercase tracking-wide text-muted">
          <tr>
            {selection && (
              <th scope="col" className="w-10 py-3 pl-4">
                <input
                  type="checkbox"
                  className="h-5 w-5 cursor-pointer accent-clay focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay"
                  aria-label="Select every order shown"
                  checked={allTicked}
                  onChange={selection.onToggleAll}
                />
              </th>
            )}
            <th scope="col" className="px-4 py-3 font-semibold">
              Order
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Customer
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Total
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((row) => (
            <tr key={row._id} className="align-top">
              {selection && <td className="py-3 pl-4">{box(row)}</td>}
              <td className="px-4 py-3">
                <OrderNumberCell row={row} />
              </td>
              <td className="max-w-64 px-4 py-3">
                <CustomerCell row={row} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-ink">
                <time dateTime={row.createdAt}>{formatOrderDate(row.createdAt)}</time>
              </td>
              <td className="px-4 py-3">
                <OrderStatusControl order={row} label={statusLabel(row)} compact className="w-36" />
                <AwaitingConfirmationBadge row={row} />
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <TotalCell row={row} />
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <DetailsCell row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
