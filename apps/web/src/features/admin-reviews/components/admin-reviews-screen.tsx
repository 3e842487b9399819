import { MessageSquareOff } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ADMIN_REVIEW_FILTERS, type AdminReviewFilter } from '@kala/contract/reviews';
import { ListSelect, ListToolbar } from '../../../components/ui/list-toolbar';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { plural } from '../../../lib/format';
import { ADMIN_REVIEWS_LOAD_FAILED, useAdminReviews } from '../api/admin-reviews';
import { AdminReviewCard } from './admin-review-card';

const FILTER_LABELS: Record<AdminReviewFilter, string> = { all: 'All reviews', visible: 'Visible', hidden: 'Hidden' };
const FILTER_OPTIONS = ADMIN_REVIEW_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

const isFilter = (value: string | null): value is AdminReviewFilter =>
  (ADMIN_REVIEW_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The admin's Reviews tab (issue 26 item 2): every review, newest first, filtered to visible or hidden ones, a page at
 * a time; the filter and page are in the address, so a reload or the back button keeps them.
 */
export function AdminReviewsScreen() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: AdminReviewFilter = isFilter(rawStatus) ? rawStatus : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useAdminReviews({ status, page });

  const go = (next: { status?: AdminReviewFilter; page?: number }) => {
    const s = next.status ?? status;
    const p = next.page ?? 1;
    const search = new URLSearchParams();
    if (s !== 'all') search.set('status', s);
    if (p > 1) search.set('page', String(p));
    setParams(search);
  };

  const total = query.data?.pagination.total;
  return (
    <div className="space-y-5">
      <ListToolbar
        heading={
          <h2 id="admin-reviews-heading" className="font-display text-2xl text-ink">
            Reviews
          </h2>
        }
        count={total === undefined ? null : plural(total, 'review')}
        filters={
          <ListSelect
            label="Show"
            value={status}
            options={FILTER_OPTIONS}
            onChange={(value) => go({ status: value as AdminReviewFilter })}
          />
        }
      />
      {query.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading reviews…</span>
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : query.isError && !query.data ? (
        <ErrorPanel
          title={ADMIN_REVIEWS_LOAD_FAILED}
          message={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.reviews.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-stone-200">
          <MessageSquareOff aria-hidden="true" className="h-10 w-10 text-clay/60" />
          <h3 className="font-display text-xl text-ink">No Reviews Found</h3>
          <p className="text-muted">
            {status === 'all'
              ? 'Reviews buyers write after delivery appear here.'
              : `No ${FILTER_LABELS[status].toLowerCase()} reviews.`}
          </p>
        </div>
      ) : (
        <>
          <ul className="space-y-4" aria-busy={query.isPlaceholderData || undefined}>
            {query.data.reviews.map((review) => (
              <li key={review.id}>
                <AdminReviewCard review={review} />
              </li>
            ))}
          </ul>
          <Pager
            label="Review pages"
            page={query.data.pagination.currentPage}
            totalPages={query.data.pagination.totalPages}
            onPage={(to) => go({ page: to })}
            disabled={query.isPlaceholderData}
          />
        </>
      )}
    </div>
  );
}
