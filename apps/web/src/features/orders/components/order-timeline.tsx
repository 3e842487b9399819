import { ph, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import clsx from 'clsx';
import { orderStatusTone, type Order } from '@kala/contract/orders';
import { formatMoment } from './order-format';
import { orderStatusLabel } from './order-labels';
import { OrderSection } from './order-section';

const DOTS = {
  green: 'bg-green-700',
  blue: 'bg-blue-700',
  orange: 'bg-orange-600',
  red: 'bg-red-700',
  neutral: 'bg-stone-500',
} as const;

/** Every status the order went through, oldest first, with when, who and any note (architecture §6.9). */
export function OrderTimeline({ history }: { history: Order['statusHistory'] }) {
  return (
    <OrderSection id="order-timeline" title={t`Order Timeline`}>
      <ol className="relative ml-2 space-y-6 border-l-2 border-stone-200 pl-6">
        {history.map((entry, index) => (
          <li key={`${entry.timestamp}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className={clsx(
                'absolute -left-[33px] top-1 h-4 w-4 rounded-full ring-4 ring-white',
                DOTS[orderStatusTone(entry.status)],
              )}
            />
            <p className="font-semibold text-ink">{orderStatusLabel(entry.status)}</p>
            <p className="text-sm text-muted">
              <time dateTime={entry.timestamp}>{formatMoment(entry.timestamp)}</time>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <Trans>by {ph({ by: entry.by })}</Trans>
            </p>
            {entry.note && <p className="mt-1 break-words text-sm text-ink">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </OrderSection>
  );
}
