import { Camera, MessageSquareReply } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CLAIM_KIND_LABELS } from '@kala/contract/claims';
import { ListSelect, ListToolbar } from '../../../components/ui/list-toolbar';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { formatIndiaDateTime, plural } from '../../../lib/format';
import { useAdminClaims, type ClaimFilter } from '../api/admin-claims';
import { StatusBadge } from './status-badge';

const FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
] as const;

const filterOf = (value: string | null): ClaimFilter => (value === 'closed' || value === 'all' ? value : 'open');

/**
 * /admin/claims (issue 26 item 5): damage and wrong-piece claims, the open ones first (oldest first: they have waited
 * longest), with a badge when the shopper has answered. The filter and page live in the address.
 */
export function AdminClaimsScreen() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useAdminClaims(filter, page);
  const set = (next: { status?: ClaimFilter; page?: number }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next.status) out.set('status', next.status);
      out.set('page', String(next.page ?? 1));
      return out;
    });
  const data = query.data;
  return (
    <section aria-labelledby="admin-claims-heading" className="space-y-5">
      <ListToolbar
        heading={
          <h2 id="admin-claims-heading" className="font-display text-2xl text-ink">
            Claims
          </h2>
        }
        count={data ? `${plural(data.pagination.total, 'claim')} · ${data.openCount} open` : null}
        filters={
          <ListSelect
            label="Show"
            value={filter}
            options={FILTERS}
            onChange={(value) => set({ status: filterOf(value) })}
          />
        }
      />
      {query.isPending && <Skeleton className="h-40 w-full rounded-2xl" />}
      {query.isError && (
        <ErrorPanel
          title="Failed to load claims"
          message={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
        />
      )}
      {data && data.claims.length === 0 && (
        <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-stone-200">
          {filter === 'open' ? 'No open claims. Every report has an answer.' : 'No claims here.'}
        </p>
      )}
      {data && data.claims.length > 0 && (
        <ul className="space-y-3" aria-busy={query.isPlaceholderData || undefined}>
          {data.claims.map((claim) => (
            <li key={claim.id}>
              <Link
                to={`/admin/claims/${claim.id}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 hover:ring-clay focus-visible:outline-3 focus-visible:outline-turmeric"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {claim.orderNumber} · {CLAIM_KIND_LABELS[claim.kind]}
                  </p>
                  <p className="text-sm text-muted">
                    {claim.customerName} · reported {formatIndiaDateTime(claim.createdAt)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="inline-flex items-center gap-1 text-muted">
                    <Camera aria-hidden="true" className="h-4 w-4" />
                    {plural(claim.photoCount, 'photo')}
                  </span>
                  {claim.shopperReplied && claim.status === 'open' && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-turmeric/30 px-2 py-0.5 font-semibold text-ink">
                      <MessageSquareReply aria-hidden="true" className="h-4 w-4" />
                      Shopper replied
                    </span>
                  )}
                  <StatusBadge status={claim.status} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pager
          label="Claims pages"
          page={page}
          totalPages={data.pagination.totalPages}
          onPage={(to) => set({ page: to })}
        />
      )}
    </section>
  );
}
