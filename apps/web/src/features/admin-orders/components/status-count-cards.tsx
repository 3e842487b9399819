import clsx from 'clsx';
import { CheckCircle2, Clock, PackageOpen, PhoneCall, Truck, XCircle, type LucideIcon } from 'lucide-react';
import type { AdminOrderFilter, AdminOrderStats } from '@kala/contract/admin-orders';
import { AWAITING_CONFIRMATION_LABEL } from '@kala/contract/cod';

interface Card {
  filter: AdminOrderFilter;
  label: string;
  /** What the card counts, when its label alone does not say. */
  detail?: string;
  icon: LucideIcon;
  tone: string;
  count: (stats: AdminOrderStats) => number;
}

/**
 * The owner's work queues first: the COD orders awaiting the shopper's confirmation (issue 25: the owner may call
 * them), then 'To ship' (the contract's ADMIN_ORDER_QUEUES.to_ship: confirmed or processing), which the spec's four
 * cards (pending, shipped, delivered, cancelled) left out. Then spec §2's four.
 */
const CARDS: Card[] = [
  {
    filter: 'awaiting_confirmation',
    label: AWAITING_CONFIRMATION_LABEL,
    detail: 'Cash on delivery, not yet confirmed',
    icon: PhoneCall,
    tone: 'bg-orange-100 text-orange-900',
    count: (stats) => stats.awaitingConfirmation,
  },
  {
    filter: 'to_ship',
    label: 'To ship',
    detail: 'Confirmed, not yet shipped',
    icon: PackageOpen,
    tone: 'bg-amber-100 text-amber-900',
    count: (stats) => stats.toShip,
  },
  {
    filter: 'pending',
    label: 'Pending',
    icon: Clock,
    tone: 'bg-stone-100 text-stone-800',
    count: (stats) => stats.statusStats.pending,
  },
  {
    filter: 'shipped',
    label: 'Shipped',
    icon: Truck,
    tone: 'bg-blue-100 text-blue-900',
    count: (stats) => stats.statusStats.shipped,
  },
  {
    filter: 'delivered',
    label: 'Delivered',
    icon: CheckCircle2,
    tone: 'bg-green-100 text-green-900',
    count: (stats) => stats.statusStats.delivered,
  },
  {
    filter: 'cancelled',
    label: 'Cancelled',
    icon: XCircle,
    tone: 'bg-red-100 text-red-900',
    count: (stats) => stats.statusStats.cancelled,
  },
];

/**
 * The count cards, each a toggle that filters the list (the tab keeps the filter in the address): pressing a card
 * shows its orders and marks it pressed; pressing it again shows every order. While the counts load, or if they
 * failed (spec §8: only logged), each card shows a dash rather than a made-up 0.
 */
export function StatusCountCards({
  stats,
  active,
  onPick,
}: {
  stats: AdminOrderStats | undefined;
  active: AdminOrderFilter | undefined;
  onPick: (filter: AdminOrderFilter | undefined) => void;
}) {
  return (
    <ul aria-label="Counts by status" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {CARDS.map(({ filter, label, detail, icon: Icon, tone, count }) => {
        const pressed = active === filter;
        return (
          <li key={filter}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onPick(pressed ? undefined : filter)}
              className={clsx(
                'h-full w-full rounded-2xl bg-white p-4 text-left shadow-sm ring-1 transition-colors hover:bg-sand/40',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-turmeric',
                pressed ? 'bg-sand/60 ring-2 ring-clay' : 'ring-stone-200',
              )}
            >
              <span className="flex items-center gap-2 text-sm text-muted">
                <span className={clsx('flex h-8 w-8 shrink-0 items-center justify-center rounded-full', tone)}>
                  <Icon aria-hidden="true" className="h-4 w-4" />
                </span>
                <span className={clsx(pressed && 'font-semibold text-ink')}>{label}</span>
              </span>
              <span className="mt-2 block font-display text-2xl tabular-nums text-ink">
                {stats ? (
                  count(stats)
                ) : (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="sr-only">not known yet</span>
                  </>
                )}
              </span>
              {detail && <span className="block text-xs text-muted">{detail}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
