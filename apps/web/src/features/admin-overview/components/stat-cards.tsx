import { IndianRupee, Package, ShoppingBag, Users, type LucideIcon } from 'lucide-react';
import type { AdminStats } from '@kala/contract/admin-stats';
import { formatRupees } from '@kala/contract/money';

const numberFormat = new Intl.NumberFormat('en-IN');

interface Card {
  label: string;
  value: string;
  icon: LucideIcon;
}

/** The four stat cards of spec §2 (Total Products, Total Users, Total Orders, Revenue); '—' while unknown. */
export function StatCards({ stats, loading }: { stats: AdminStats | undefined; loading: boolean }) {
  const shown = (value: number | undefined, format: (n: number) => string) =>
    value === undefined ? (loading ? '…' : '—') : format(value);
  const cards: Card[] = [
    { label: 'Total Products', value: shown(stats?.totalProducts, numberFormat.format), icon: Package },
    { label: 'Total Users', value: shown(stats?.totalUsers, numberFormat.format), icon: Users },
    { label: 'Total Orders', value: shown(stats?.totalOrders, numberFormat.format), icon: ShoppingBag },
    { label: 'Revenue', value: shown(stats?.revenue, formatRupees), icon: IndianRupee },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon }) => (
        // dt and dd are the div's only children (a dl's groups may hold nothing else); the icon sits in the dt.
        <div
          key={label}
          className="grid grid-cols-[auto_1fr] items-center gap-x-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
        >
          <dt className="contents">
            <span className="row-span-2 flex h-11 w-11 items-center justify-center rounded-full bg-sand text-clay">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <span className="text-sm font-semibold text-muted">{label}</span>
          </dt>
          <dd
            className="col-start-2 truncate font-display text-2xl tabular-nums text-ink"
            aria-busy={loading || undefined}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
