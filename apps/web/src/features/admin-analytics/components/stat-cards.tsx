import type { LucideIcon } from 'lucide-react';
import { IndianRupee, Percent, ReceiptText, ShoppingBag } from 'lucide-react';
import type { Analytics } from '@kala/contract/analytics';
import { countOf, formatPaise } from './analytics-format';

function StatCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note: string;
}) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <p className="flex items-center gap-2 text-sm font-semibold text-muted">
        <Icon aria-hidden="true" className="h-4 w-4 text-clay" />
        {label}
      </p>
      <p className="mt-2 break-words font-display text-2xl tabular-nums text-ink sm:text-3xl">{value}</p>
      <p className="mt-1 text-sm text-muted">{note}</p>
    </li>
  );
}

/** The range's four headline figures. Revenue follows the store's one rule (decision 015). */
export function StatCards({ data }: { data: Analytics }) {
  const { totals, conversion } = data;
  return (
    <ul aria-label="Totals for the range" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={IndianRupee}
        label="Revenue"
        value={formatPaise(totals.revenuePaise)}
        note="Paid online, or cash on delivery; not cancelled"
      />
      <StatCard
        icon={ShoppingBag}
        label="Orders"
        value={totals.orders.toLocaleString('en-IN')}
        note={`${countOf(totals.cancelledOrders, 'cancelled order')} not counted`}
      />
      <StatCard
        icon={ReceiptText}
        label="Average order value"
        value={formatPaise(totals.averageOrderValuePaise)}
        note="Revenue ÷ orders"
      />
      <StatCard
        icon={Percent}
        label="Cart-to-order conversion"
        value={conversion.ratePercent === null ? '—' : `${conversion.ratePercent.toFixed(1)}%`}
        note={
          conversion.cartShoppers === 0
            ? 'Nobody added to the cart in this range'
            : `${conversion.orderingShoppers} of ${countOf(conversion.cartShoppers, 'shopper')} who added to the cart ordered`
        }
      />
    </ul>
  );
}
