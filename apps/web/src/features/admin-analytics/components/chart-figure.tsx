import { Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button';

/**
 * A panel holding a chart and its figures as a table. The table is the chart's text alternative: 'Show as table'
 * swaps the chart for it (and 'Show as chart' back), and while the chart shows, the table stays in the
 * accessibility tree, visually hidden, so a screen reader always finds the figures and never meets a canvas alone.
 */
export function ChartFigure({
  title,
  headingId,
  description,
  chart,
  table,
  actions,
}: {
  title: string;
  headingId: string;
  description?: string;
  chart: ReactNode;
  table: ReactNode;
  actions?: ReactNode;
}) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-display text-xl text-ink">
            {title}
          </h3>
          {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            <Table2 aria-hidden="true" className="h-4 w-4" />
            {showTable ? 'Show as chart' : 'Show as table'}
          </button>
        </div>
      </div>
      {/* The chart is only drawn when shown: a hidden canvas would be measured at 0 px. */}
      {!showTable && <div className="mt-4">{chart}</div>}
      <div id={tableId} className={showTable ? 'mt-4 overflow-x-auto' : 'sr-only'}>
        {table}
      </div>
    </section>
  );
}
