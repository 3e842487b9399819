import clsx from 'clsx';
import { Download, Receipt } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { gstMonthSchema } from '@kala/contract/gst-summary';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { GST_SUMMARY_LOAD_FAILED, useExportGstSummary, useGstSummary } from '../api/get-gst-summary';
import { monthBefore, rupees, thisMonth } from './gst-format';
import { GstTables } from './gst-tables';

/** The month's documents in three figures: what was invoiced, what credit notes took back, and the net. */
function Totals({ summary }: { summary: NonNullable<ReturnType<typeof useGstSummary>['data']> }) {
  const { invoices, creditNotes, billsOfSupply } = summary.totals;
  const tax = (t: typeof invoices) => t.igstPaise + t.cgstPaise + t.sgstPaise;
  const cards = [
    { label: `Invoices (${invoices.count})`, value: rupees(invoices.totalPaise), sub: `GST ${rupees(tax(invoices))}` },
    {
      label: `Credit notes (${creditNotes.count})`,
      value: rupees(-creditNotes.totalPaise),
      sub: `GST ${rupees(-tax(creditNotes))}`,
    },
    {
      label: 'Net',
      value: rupees(invoices.totalPaise - creditNotes.totalPaise),
      sub: `GST ${rupees(tax(invoices) - tax(creditNotes))}`,
    },
  ];
  return (
    <div>
      <dl className="grid gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <dt className="text-sm text-muted">{card.label}</dt>
            <dd className="mt-1 font-display text-2xl text-ink tabular-nums">{card.value}</dd>
            <dd className="text-sm text-muted tabular-nums">{card.sub}</dd>
          </div>
        ))}
      </dl>
      {billsOfSupply.count > 0 && (
        <p className="mt-3 text-sm text-muted">
          Also {billsOfSupply.count} bills of supply worth {rupees(billsOfSupply.totalPaise)}, issued while the store
          was not registered: outside GSTR-1, counted in table 13.
        </p>
      )}
    </div>
  );
}

/**
 * The month's GST summary for the accountant (issue 24 item 7): a month picker, what the month's documents add up to,
 * the GSTR-1 tables 4, 5, 7, 9B, 12 and 13, and the same as a CSV file. A month with no documents says so.
 */
export function GstSummaryScreen({ now }: { now?: number }) {
  const [month, setMonth] = useState(() => thisMonth(now));
  const [draft, setDraft] = useState(month);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useGstSummary(month);
  const exporter = useExportGstSummary();
  const inputId = useId();
  const errorId = useId();

  const apply = (next: string) => {
    setDraft(next);
    const checked = gstMonthSchema.safeParse(next);
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? 'Please choose a month'));
    if (checked.success) setMonth(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const summary = query.data;
  const empty = summary && summary.documentsIssued.length === 0;

  return (
    <div className="space-y-6">
      <form
        onSubmit={submit}
        aria-label="Choose the month"
        noValidate
        className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
      >
        <div>
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            Month
          </label>
          <input
            id={inputId}
            type="month"
            min="2017-07"
            value={draft}
            onChange={(event) => apply(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            className="mt-1 block h-11 w-44 rounded-lg border border-stone-300 bg-white px-3 text-ink focus:border-clay"
          />
        </div>
        <button type="submit" className={buttonClass('secondary', 'md')}>
          Show
        </button>
        <button type="button" className={buttonClass('ghost', 'md')} onClick={() => apply(monthBefore(month))}>
          Month before
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'sm:ml-auto')}
          aria-disabled={exporter.isPending || undefined}
          aria-busy={exporter.isPending || undefined}
          onClick={() => {
            if (!exporter.isPending) exporter.mutate(month);
          }}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {exporter.isPending ? 'Downloading…' : 'Download CSV'}
        </button>
        {problem && (
          <p id={errorId} role="alert" className="w-full text-sm text-red-700">
            {problem}
          </p>
        )}
      </form>

      {query.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading the GST summary">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : query.isError && !summary ? (
        <ErrorPanel
          title="Could not load the GST summary"
          message={errorMessage(query.error, GST_SUMMARY_LOAD_FAILED)}
          onRetry={() => void query.refetch()}
        />
      ) : summary ? (
        <div className={clsx('space-y-8 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <p className="text-sm text-muted" aria-live="polite">
            Documents issued in {summary.month}, India time.
          </p>
          {empty ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-stone-200">
              <Receipt aria-hidden="true" className="h-10 w-10 text-clay/60" />
              <p className="font-display text-xl text-ink">
                No invoices or credit notes were issued in {summary.month}.
              </p>
              <p className="text-sm text-muted">Invoices are issued when an order is dispatched; pick another month.</p>
            </div>
          ) : (
            <>
              <Totals summary={summary} />
              <GstTables summary={summary} />
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
