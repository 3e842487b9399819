import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { CLAIM_KIND_LABELS, OPEN_CLAIM_STATUSES, type AdminClaim } from '@kala/contract/claims';
import { formatRupees } from '@kala/contract/money';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { formatIndiaDateTime } from '../../../lib/format';
import { useAdminClaim } from '../api/admin-claims';
import { ClaimDecisions } from './claim-decisions';
import { StatusBadge } from './status-badge';

/** What was decided, for a closed claim. */
function Outcome({ claim }: { claim: AdminClaim }) {
  const when = claim.resolvedAt ? ` on ${formatIndiaDateTime(claim.resolvedAt)}` : '';
  if (claim.status === 'replaced' && claim.replacementOrder) {
    return (
      <p>
        Replacement approved{when}:{' '}
        <Link className="font-semibold text-clay underline" to={`/admin/orders/${claim.replacementOrder.id}`}>
          order {claim.replacementOrder.orderNumber}
        </Link>{' '}
        (create its shipment from the order page).
      </p>
    );
  }
  if (claim.status === 'refunded' && claim.refund) {
    return (
      <p>
        Refund of {formatRupees(claim.refund.amount)} approved{when} (
        {claim.refund.method === 'manual' ? 'bank transfer' : 'payment provider'})
        {claim.refund.note ? `: ${claim.refund.note}` : ''}.
      </p>
    );
  }
  return (
    <p>
      Declined{when}: {claim.declineReason}
    </p>
  );
}

/** /admin/claims/:claimId: the report, its photos and conversation, the order's facts, and the decisions. */
export function AdminClaimDetail({ claimId }: { claimId: string }) {
  const query = useAdminClaim(claimId);
  const back = (
    <Link to="/admin/claims" className="inline-flex items-center gap-1.5 text-sm font-medium text-clay hover:underline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All claims
    </Link>
  );
  if (query.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        {back}
        <ErrorPanel
          title="Failed to load the claim"
          message={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const claim = query.data;
  const open = OPEN_CLAIM_STATUSES.includes(claim.status);
  return (
    <div className="space-y-6">
      {back}
      <section
        aria-labelledby="claim-heading"
        className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="claim-heading" className="font-display text-2xl text-ink">
            {CLAIM_KIND_LABELS[claim.kind]} on{' '}
            <Link className="text-clay underline" to={`/admin/orders/${claim.orderId}`}>
              {claim.orderNumber}
            </Link>
          </h2>
          <StatusBadge status={claim.status} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="inline font-semibold">Shopper: </dt>
            <dd className="inline">
              {claim.customerName} ({claim.customerEmail})
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">Payment: </dt>
            <dd className="inline">
              {claim.paymentMethod === 'cash_on_delivery' ? 'Cash on Delivery' : 'Online Payment'}
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">Delivered: </dt>
            <dd className="inline">{claim.deliveredAt ? formatIndiaDateTime(claim.deliveredAt) : '—'}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Reported: </dt>
            <dd className="inline">{formatIndiaDateTime(claim.createdAt)}</dd>
          </div>
        </dl>
        <ul className="space-y-1">
          {claim.items.map((item) => (
            <li key={item.orderItemId} className="text-ink">
              {item.quantity} × {item.name} ({item.size}) at {formatRupees(item.unitPrice)}
            </li>
          ))}
        </ul>
        <p className="whitespace-pre-line rounded-xl bg-stone-50 p-3 text-ink">{claim.description}</p>
        <PhotoThumbnails photos={claim.photos} label="Shopper’s photo" size="lg" />
        {claim.messages.length > 0 && (
          <ol className="space-y-3" aria-label="Messages">
            {claim.messages.map((m) => (
              <li key={m.id} className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
                <p className="text-sm font-semibold">
                  {m.from === 'store' ? 'Store' : 'Shopper'}
                  <span className="font-normal text-muted"> · {formatIndiaDateTime(m.at)}</span>
                </p>
                {m.body && <p className="mt-1 whitespace-pre-line">{m.body}</p>}
                <div className="mt-2">
                  <PhotoThumbnails photos={m.photos} label="Reply photo" size="lg" />
                </div>
              </li>
            ))}
          </ol>
        )}
        {!open && <Outcome claim={claim} />}
      </section>
      {open && <ClaimDecisions claim={claim} />}
    </div>
  );
}
