import { BarChart3 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import type { AnalyticsParams } from '../api/analytics-keys';
import { ANALYTICS_LOAD_FAILED, useAnalytics } from '../api/get-analytics';
import { formatDay } from './analytics-format';
import { paramsFrom } from './analytics-range';
import { Cancellations } from './cancellations';
import { RangePicker } from './range-picker';
import { RevenueChart } from './revenue-chart';
import { StatCards } from './stat-cards';
import { TopCategories } from './top-categories';
import { TopProducts } from './top-products';

/**
 * The analytics half of the tab: the range picker, the four figures, revenue and orders over time, the best sellers
 * and the cancellations. The range lives in the address, so a reload or a shared link shows the same figures.
 */
export function AnalyticsDashboard() {
  const [search, setSearch] = useSearchParams();
  const params = paramsFrom(search);
  const report = useAnalytics(params);
  const data = report.data;

  const change = (next: AnalyticsParams) =>
    setSearch({ from: next.from, to: next.to, granularity: next.granularity }, { replace: false });

  return (
    <div className="space-y-5">
      <RangePicker value={params} onChange={change} />
      <p className="text-sm text-muted" aria-live="polite">
        {report.isFetching && data ? 'Updating figures…' : `${formatDay(params.from)} to ${formatDay(params.to)}`}
      </p>

      {report.isPending ? (
        <div role="status" className="space-y-5">
          <span className="sr-only">Loading analytics…</span>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-32 rounded-2xl" />
            ))}
          </div>
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      ) : report.isError && !data ? (
        <ErrorPanel
          title="Analytics could not be loaded"
          message={errorMessage(report.error, ANALYTICS_LOAD_FAILED)}
          onRetry={() => void report.refetch()}
        />
      ) : data ? (
        <div
          aria-busy={report.isPlaceholderData}
          className={report.isPlaceholderData ? 'space-y-5 opacity-60 transition-opacity' : 'space-y-5'}
        >
          <StatCards data={data} />
          <RevenueChart data={data} />
          <div className="grid gap-5 lg:grid-cols-2">
            <TopProducts data={data} />
            <TopCategories data={data} />
          </div>
          <Cancellations data={data} />
        </div>
      ) : (
        <p className="flex items-center gap-2 text-muted">
          <BarChart3 aria-hidden="true" className="h-5 w-5" /> No figures to show.
        </p>
      )}
    </div>
  );
}
