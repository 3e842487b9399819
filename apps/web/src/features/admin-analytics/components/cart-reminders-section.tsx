import { useSearchParams } from 'react-router';
import { REMINDER_FOLLOW_DAYS, type CartReminderStats } from '@kala/contract/marketing';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { REMINDERS_LOAD_FAILED, useCartReminderStats } from '../api/get-cart-reminder-stats';
import { formatDay } from './analytics-format';
import { paramsFrom } from './analytics-range';

function Card({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className="mt-2 break-words font-display text-2xl tabular-nums text-ink">{value}</p>
      <p className="mt-1 text-sm text-muted">{note}</p>
    </li>
  );
}

function Cards({ data }: { data: CartReminderStats }) {
  const rate = data.remindersSent === 0 ? '—' : `${((data.followedByOrder / data.remindersSent) * 100).toFixed(1)}%`;
  return (
    <ul aria-label="Cart reminders for the range" className="grid gap-3 sm:grid-cols-3">
      <Card
        label="Reminders sent"
        value={String(data.remindersSent)}
        note="One per left cart, to shoppers who agreed"
      />
      <Card
        label={`Orders within ${REMINDER_FOLLOW_DAYS} days`}
        value={String(data.ordersAfter)}
        note={`Placed by reminded shoppers in the ${REMINDER_FOLLOW_DAYS} days after their reminder`}
      />
      <Card
        label="Reminders followed by an order"
        value={rate}
        note={`${data.followedByOrder} of ${data.remindersSent} reminders`}
      />
    </ul>
  );
}

/** Left-cart reminders in the Analytics tab (issue 27 item 4): for the range the picker above chose. */
export function CartRemindersSection() {
  const [search] = useSearchParams();
  const { from, to } = paramsFrom(search);
  const report = useCartReminderStats({ from, to });
  const data = report.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted" aria-live="polite">
        {report.isFetching && data ? 'Updating figures…' : `${formatDay(from)} to ${formatDay(to)}`}
      </p>
      {report.isPending ? (
        <div role="status">
          <span className="sr-only">Loading cart reminder figures…</span>
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : report.isError && !data ? (
        <ErrorPanel
          title="Cart reminder figures could not be loaded"
          message={errorMessage(report.error, REMINDERS_LOAD_FAILED)}
          onRetry={() => void report.refetch()}
        />
      ) : data ? (
        <div aria-busy={report.isPlaceholderData} className={report.isPlaceholderData ? 'opacity-60' : undefined}>
          <Cards data={data} />
        </div>
      ) : null}
    </div>
  );
}
