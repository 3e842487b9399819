import { useState } from 'react';
import { categoryTitle } from '@kala/contract/categories';
import { formatRupees } from '@kala/contract/money';
import { formatIndiaDateTimeYear, SALE_STATE_LABELS, type AdminSale, type SaleState } from '@kala/contract/sales';
import { buttonClass } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  ADMIN_SALES_LOAD_FAILED,
  useAdminSales,
  useChangeSale,
  useSaleDetail,
  type SaleChange,
} from '../api/admin-sales';
import { SaleForm } from './sale-form';

const STATE_LOOK: Record<SaleState, string> = {
  live: 'bg-green-100 text-green-900',
  scheduled: 'bg-sky-100 text-sky-900',
  paused: 'bg-amber-100 text-amber-900',
  ended: 'bg-stone-200 text-stone-800',
};

function SaleHistory({ id }: { id: string }) {
  const detail = useSaleDetail(id, true);
  if (detail.isPending) return <p className="text-sm text-muted">Loading history…</p>;
  if (detail.error) return <p className="text-sm text-red-700">{errorMessage(detail.error, 'History not loaded')}</p>;
  return (
    <ol className="space-y-1 text-sm text-muted">
      {detail.data.history.map((entry) => (
        <li
          key={entry.id}
        >{`${formatIndiaDateTimeYear(entry.at)}: ${entry.action.replace('sale.', '')} by ${entry.by}`}</li>
      ))}
    </ol>
  );
}

function SaleRow({
  sale,
  onEdit,
  onChange,
  busy,
}: {
  sale: AdminSale;
  onEdit: () => void;
  onChange: (c: SaleChange) => void;
  busy: boolean;
}) {
  const [showHistory, setShowHistory] = useState(false);
  const open = sale.state !== 'ended';
  const pieces = sale.productIds.length;
  const covers = [
    ...sale.categories.map((slug) => categoryTitle(slug)),
    ...(pieces ? [`${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`] : []),
  ].join(', ');
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-stone-200" data-sale={sale.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display text-lg text-ink">
          {sale.name} <span className="text-base text-muted">{`· ${sale.percentOff}% off`}</span>
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATE_LOOK[sale.state]}`}>
          {SALE_STATE_LABELS[sale.state]}
        </span>
      </div>
      <p className="text-sm text-muted">{`${formatIndiaDateTimeYear(sale.startsAt)} to ${formatIndiaDateTimeYear(sale.endsAt)} · ${covers}`}</p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted">Uses</dt>
          <dd className="font-semibold text-ink">{sale.uses}</dd>
        </div>
        <div>
          <dt className="text-muted">Revenue</dt>
          <dd className="font-semibold text-ink">{formatRupees(sale.revenue)}</dd>
        </div>
        <div>
          <dt className="text-muted">Discount given</dt>
          <dd className="font-semibold text-ink">{formatRupees(sale.discountGiven)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {open && (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={onEdit}
            aria-label={`Edit ${sale.name}`}
          >
            Edit
          </button>
        )}
        {open && (
          <button
            type="button"
            disabled={busy}
            className={buttonClass('secondary', 'sm')}
            onClick={() => onChange({ kind: sale.state === 'paused' ? 'resume' : 'pause', id: sale._id })}
            aria-label={`${sale.state === 'paused' ? 'Resume' : 'Pause'} ${sale.name}`}
          >
            {sale.state === 'paused' ? 'Resume' : 'Pause'}
          </button>
        )}
        {open && (
          <button
            type="button"
            disabled={busy}
            className={buttonClass('ghost', 'sm')}
            onClick={() => window.confirm(`End ${sale.name} now?`) && onChange({ kind: 'end', id: sale._id })}
            aria-label={`End ${sale.name} now`}
          >
            End now
          </button>
        )}
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          aria-expanded={showHistory}
          onClick={() => setShowHistory((v) => !v)}
        >
          History
        </button>
      </div>
      {showHistory && <SaleHistory id={sale._id} />}
    </li>
  );
}

/**
 * The admin's scheduled sales (issue 27 item 5): each with its state (scheduled, live, paused, ended), uses (orders
 * with a line it priced), their revenue and the discount it gave; schedule, edit, pause, resume and end. Every change
 * is in the audit log (its history here).
 */
export function SalesPanel() {
  const sales = useAdminSales();
  const change = useChangeSale();
  const [editing, setEditing] = useState<AdminSale | 'new' | null>(null);

  const act = (c: SaleChange) =>
    change.mutateAsync(c).then(
      (answer) => {
        toast.success(answer.message ?? 'Sale saved');
        setEditing(null);
      },
      (error: unknown) => {
        if (c.kind === 'create' || c.kind === 'update') throw error;
        toast.error(errorMessage(error, 'The sale could not be changed'));
      },
    );

  return (
    <section aria-labelledby="admin-sales-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-sales-heading" className="font-display text-2xl text-ink">
          Sales
        </h2>
        {editing === null && (
          <button type="button" className={buttonClass('primary', 'md')} onClick={() => setEditing('new')}>
            Schedule a sale
          </button>
        )}
      </div>
      {editing !== null && (
        <SaleForm
          key={editing === 'new' ? 'new' : editing._id}
          {...(editing === 'new' ? {} : { sale: editing })}
          busy={change.isPending}
          onCancel={() => setEditing(null)}
          onSave={(input) =>
            act(editing === 'new' ? { kind: 'create', input } : { kind: 'update', id: editing._id, input })
          }
        />
      )}
      {sales.isPending ? (
        <p className="text-muted">Loading sales…</p>
      ) : sales.error ? (
        <ErrorPanel
          title={ADMIN_SALES_LOAD_FAILED}
          message={errorMessage(sales.error, ADMIN_SALES_LOAD_FAILED)}
          onRetry={() => void sales.refetch()}
        />
      ) : sales.data.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-muted ring-1 ring-stone-200">
          No sales yet. Schedule one for the next festival.
        </p>
      ) : (
        <ul className="space-y-3">
          {sales.data.map((sale) => (
            <SaleRow
              key={sale._id}
              sale={sale}
              busy={change.isPending}
              onEdit={() => setEditing(sale)}
              onChange={(c) => void act(c)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
