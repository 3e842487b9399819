import clsx from 'clsx';
import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { formatRupees } from '@kala/contract/money';
import type { AdminCoupon, CouponState } from '@kala/contract/promotions';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { useAdminCoupons, useCouponAction, type CouponAction } from '../api/admin-coupons';
import { CombinationSetting } from './combination-setting';
import { CouponForm } from './coupon-form';

const STATE_LOOK: Record<CouponState, { label: string; className: string }> = {
  scheduled: { label: 'Scheduled', className: 'bg-indigo/10 text-indigo' },
  live: { label: 'Live', className: 'bg-green-100 text-green-900' },
  paused: { label: 'Paused', className: 'bg-amber-100 text-amber-900' },
  ended: { label: 'Ended', className: 'bg-stone-200 text-stone-800' },
};

/** '10 Nov 2026, 00:00' from the India-time 'YYYY-MM-DDTHH:mm' the server sends. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const when = (local: string) =>
  `${Number(local.slice(8, 10))} ${MONTHS[Number(local.slice(5, 7)) - 1]} ${local.slice(0, 4)}, ${local.slice(11, 16)}`;

/**
 * The Promotions tab's Codes (issue 27 item 5): every code with its state, uses, the revenue of the orders that used
 * it and the discount given; create, edit, pause or resume, and end. How codes combine with sales is set here too.
 */
export function CodesPanel() {
  const codes = useAdminCoupons();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const action = useCouponAction();

  return (
    <section aria-labelledby="admin-codes-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-codes-heading" className="font-display text-2xl text-ink">
          Coupon codes
        </h2>
        {editing === null && (
          <button type="button" className={buttonClass('primary', 'md')} onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="h-4 w-4" /> New code
          </button>
        )}
      </div>
      <CombinationSetting />
      {editing !== null && (
        <CouponForm
          key={editing === 'new' ? 'new' : editing.id}
          {...(editing !== 'new' && { coupon: editing })}
          onDone={() => setEditing(null)}
        />
      )}
      {action.isError && (
        <FormMessage tone="error">{errorMessage(action.error, 'The change could not be saved.')}</FormMessage>
      )}
      {codes.isPending ? (
        <Skeleton className="h-40" />
      ) : codes.isError ? (
        <ErrorPanel
          title="Failed to fetch codes"
          message={errorMessage(codes.error, 'Please try again.')}
          onRetry={() => void codes.refetch()}
        />
      ) : codes.data.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl bg-white p-6 text-muted ring-1 ring-stone-200">
          <TicketPercent aria-hidden="true" className="h-5 w-5" /> No codes yet. Create one for your next sale or
          festival.
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Coupon codes">
          {codes.data.map((coupon) => (
            <CodeCard
              key={coupon.id}
              coupon={coupon}
              busy={action.isPending}
              onEdit={() => setEditing(coupon)}
              onAction={(verb) => action.mutate({ id: coupon.id, action: verb })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function CodeCard({
  coupon,
  busy,
  onEdit,
  onAction,
}: {
  coupon: AdminCoupon;
  busy: boolean;
  onEdit: () => void;
  onAction: (action: CouponAction) => void;
}) {
  const look = STATE_LOOK[coupon.state];
  const ended = coupon.state === 'ended';
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono text-lg font-semibold text-ink">{coupon.code}</h3>
        <span className={clsx('rounded-full px-3 py-1 text-xs font-semibold', look.className)}>{look.label}</span>
      </div>
      <p className="text-sm text-ink">
        {coupon.summary}
        {coupon.firstOrderOnly && ' · first order only'}
        {coupon.categories.length > 0 &&
          ` · ${coupon.categories.length} ${coupon.categories.length === 1 ? 'category' : 'categories'}`}
        {coupon.productIds.length > 0 &&
          ` · ${coupon.productIds.length} ${coupon.productIds.length === 1 ? 'piece' : 'pieces'}`}
      </p>
      <p className="text-sm text-muted">
        {when(coupon.startsAt)} to {coupon.endsAt ? when(coupon.endsAt) : 'no end'} (India time)
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted">Uses</dt>
          <dd className="font-semibold tabular-nums">
            {coupon.uses}
            {coupon.usageCap !== null && ` / ${coupon.usageCap}`}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Revenue</dt>
          <dd className="font-semibold tabular-nums">{formatRupees(coupon.revenue)}</dd>
        </div>
        <div>
          <dt className="text-muted">Discount given</dt>
          <dd className="font-semibold tabular-nums">{formatRupees(coupon.discountGiven)}</dd>
        </div>
      </dl>
      {!ended && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onEdit}>
            Edit<span className="sr-only"> {coupon.code}</span>
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={busy}
            onClick={() => onAction(coupon.state === 'paused' ? 'resume' : 'pause')}
          >
            {coupon.state === 'paused' ? 'Resume' : 'Pause'}
            <span className="sr-only"> {coupon.code}</span>
          </button>
          <button type="button" className={buttonClass('ghost', 'sm')} disabled={busy} onClick={() => onAction('end')}>
            End<span className="sr-only"> {coupon.code}</span>
          </button>
        </div>
      )}
    </li>
  );
}
