import clsx from 'clsx';
import { CheckCircle2, Clock, Truck, XCircle, type LucideIcon } from 'lucide-react';
import type { AdminOrderStats } from '@kala/contract/admin-orders';
import type { OrderStatus } from '@kala/contract/orders';

const CARDS: { status: OrderStatus; label: string; icon: LucideIcon; tone: string }[] = [
  { status: 'pending', label: 'Pending', icon: Clock, tone: 'bg-stone-100 text-stone-800' },
  { status: 'shipped', label: 'Shipped', icon: Truck, tone: 'bg-blue-100 text-blue-900' },
  { status: 'delivered', label: 'Delivered', icon: CheckCircle2, tone: 'bg-green-100 text-green-900' },
  { status: 'cancelled', label: 'Cancelled', icon: XCircle, tone: 'bg-red-100 text-red-900' },
];

/**
 * Spec §2's four count cards: pending, shipped, delivered, cancelled (spec §4's colours). While the counts load, or
 * if they failed (spec §8: only logged), each card shows a dash rather than a made-up 0.
 */
export function StatusCountCards({ stats }: { stats: AdminOrderStats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ status, label, icon: Icon, tone }) => (
        // Only dt and dd inside each group (axe: definition-list), so the icon sits inside the term.
        <div key={status} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <dt className="flex items-center gap-2 text-sm text-muted">
            <span className={clsx('flex h-8 w-8 shrink-0 items-center justify-center rounded-full', tone)}>
              <Icon aria-hidden="true" className="h-4 w-4" />
            </span>
            {label}
          </dt>
          <dd className="mt-2 font-display text-2xl tabular-nums text-ink">
            {stats ? (
              stats.statusStats[status]
            ) : (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">not known yet</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
