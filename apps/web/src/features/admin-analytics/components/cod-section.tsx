import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ANALYTICS_MAX_DAYS, rangeProblem } from '@kala/contract/analytics';
import type { CodAnalytics } from '@kala/contract/cod-analytics';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { useExportCodCsv } from '../api/export-cod-csv';
import { COD_LOAD_FAILED, useCodAnalytics } from '../api/get-cod-analytics';
import { formatDay } from './analytics-format';
import { paramsFrom } from './analytics-range';
import { CodPaymentTable, CodStateTable, CodTierTable, CodWeeksTable, readingNote } from './cod-breakdowns';
import { CodCards } from './cod-cards';

/** What the return rates say about the tier thresholds, worked out by the server from the figures. */
function Findings({ data }: { data: CodAnalytics }) {
  const { mediumFromScore, highFromScore } = data.thresholds;
  return (
    <section aria-labelledby="analytics-cod-findings-heading" className="rounded-2xl bg-sand/60 p-4 sm:p-5">
      <h3 id="analytics-cod-findings-heading" className="font-semibold text-ink">
        What the figures say about the risk tiers
      </h3>
      <p className="mt-1 text-sm text-muted">
        Tiers now: medium from risk score {mediumFromScore}, high from {highFromScore} (Settings).
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
        {data.findings.map((finding) => (
          <li key={finding}>{finding}</li>
        ))}
      </ul>
    </section>
  );
}

function Figures({ data }: { data: CodAnalytics }) {
  return (
    <div className="space-y-5">
      <CodCards totals={data.totals} />
      <Findings data={data} />
      <div className="space-y-2">
        <h3 className="font-semibold text-ink">By week</h3>
        <CodWeeksTable data={data} />
        <p className="text-sm text-muted">{readingNote(data)}</p>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <h3 className="font-semibold text-ink">By risk tier</h3>
          <CodTierTable data={data} />
        </div>
        <div className="min-w-0 space-y-2">
          <h3 className="font-semibold text-ink">By payment</h3>
          <CodPaymentTable data={data} />
        </div>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold text-ink">By state</h3>
        <CodStateTable data={data} />
      </div>
    </div>
  );
}

/**
 * Cash on delivery in the Analytics tab (issue 25 item 6): for the range the picker above chose (it lives in the
 * address), always by week. A range longer than the weekly limit is explained instead of asked for.
 */
export function CodSection() {
  const [search] = useSearchParams();
  const { from, to } = paramsFrom(search);
  const tooLong = rangeProblem(from, to, 'week') !== null;
  const report = useCodAnalytics({ from, to }, !tooLong);
  const exporter = useExportCodCsv();
  const data = report.data;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {report.isFetching && data ? 'Updating figures…' : `By week, ${formatDay(from)} to ${formatDay(to)}`}
        </p>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-disabled={tooLong || exporter.isPending || undefined}
          aria-busy={exporter.isPending || undefined}
          // The newsletter list below has its own 'Export CSV': the names differ for a screen reader, and each
          // starts with the words on the button.
          aria-label={exporter.isPending ? 'Exporting CSV of cash on delivery' : 'Export CSV of cash on delivery'}
          onClick={() => {
            if (!tooLong && !exporter.isPending) exporter.mutate({ from, to });
          }}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {exporter.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {tooLong ? (
        <p className="rounded-xl bg-sand/60 px-4 py-3 text-sm text-ink">
          Cash on delivery is shown by week, for ranges of up to {ANALYTICS_MAX_DAYS.week} days: choose a shorter range.
        </p>
      ) : report.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading cash-on-delivery figures…</span>
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : report.isError && !data ? (
        <ErrorPanel
          title="Cash-on-delivery figures could not be loaded"
          message={errorMessage(report.error, COD_LOAD_FAILED)}
          onRetry={() => void report.refetch()}
        />
      ) : data ? (
        <div aria-busy={report.isPlaceholderData} className={report.isPlaceholderData ? 'opacity-60' : undefined}>
          <Figures data={data} />
        </div>
      ) : null}
    </div>
  );
}
