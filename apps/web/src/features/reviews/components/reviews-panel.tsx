import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquareQuote } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { REVIEW_MESSAGES, REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewSort } from '@kala/contract/review-constants';
import { buttonClass } from '../../../components/ui/button';
import { ListSelect } from '../../../components/ui/list-toolbar';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { productReviewsQueryOptions, REVIEWS_LOAD_FAILED } from '../api/get-product-reviews';
import { ReviewCard } from './review-card';
import { ReviewSummary } from './review-summary';

export { prefetchProductReviews } from '../api/get-product-reviews';

const SORT_OPTIONS = REVIEW_SORTS.map((value) => ({ value, label: REVIEW_SORT_LABELS[value] }));

/**
 * The product page's Reviews tab (issue 26 item 2), its own chunk: loaded when the tab opens or the tabs come near
 * the screen, never with the page. The summary, the sort, the reviews a page at a time with 'Show more', and what
 * to do when there are none yet.
 */
export default function ReviewsPanel({ productId }: { productId: string }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  // While another sort loads, the reviews shown stay (marked busy) instead of flashing a skeleton.
  const query = useInfiniteQuery({ ...productReviewsQueryOptions(productId, sort), placeholderData: keepPreviousData });
  const firstNew = useRef<HTMLElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  if (query.isPending) return <ReviewsLoading />;
  if (query.isError && !query.data) {
    return (
      <ErrorPanel
        title={i18n._(REVIEWS_LOAD_FAILED)}
        message={errorMessage(query.error, t`Please try again.`)}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const pages = query.data.pages;
  const summary = pages[0]?.summary;
  const reviews = pages.flatMap((page) => page.reviews);
  const total = pages[0]?.pagination.total ?? 0;
  if (!summary || summary.count === 0) return <NoReviews />;
  const shown = reviews.length;
  const ofTotal = plural(total, { one: '# review', other: '# reviews' });
  const sortLabel = REVIEW_SORT_LABELS[sort].toLowerCase();

  const showMore = () => {
    const next = reviews.length;
    void query.fetchNextPage().then(() => {
      setFocusIndex(next);
      // After React has drawn the new reviews: take the reader to the first of them.
      requestAnimationFrame(() => firstNew.current?.focus());
    });
  };

  return (
    <div className="space-y-8">
      <ReviewSummary summary={summary} />
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-stone-200 pt-6">
        <p className="text-sm text-muted" role="status">
          {query.isPlaceholderData ? t`Sorting reviews…` : t`Showing ${shown} of ${ofTotal}, ${sortLabel}`}
        </p>
        <ListSelect
          label={t`Sort reviews`}
          value={sort}
          options={SORT_OPTIONS}
          onChange={(value) => {
            setFocusIndex(null);
            setSort(value as ReviewSort);
          }}
          wide={false}
        />
      </div>
      {reviews.length === 0 ? (
        <p className="text-muted">
          <Trans>No reviews to show here.</Trans>
        </p>
      ) : (
        <ul className="space-y-4" aria-busy={query.isPlaceholderData || undefined}>
          {reviews.map((review, i) => (
            <li key={review.id}>
              <ReviewCard review={review} ref={i === focusIndex ? firstNew : undefined} />
            </li>
          ))}
        </ul>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(query.error, i18n._(REVIEWS_LOAD_FAILED))}
        </p>
      )}
      {query.hasNextPage && !query.isPlaceholderData && (
        <div className="flex justify-center">
          <button
            type="button"
            className={buttonClass('secondary', 'md')}
            disabled={query.isFetchingNextPage}
            onClick={showMore}
          >
            {query.isFetchingNextPage ? t`Loading…` : t`Show more reviews`}
          </button>
        </div>
      )}
    </div>
  );
}

function NoReviews() {
  return (
    <div className="flex flex-col items-center py-8 text-center">
      <MessageSquareQuote aria-hidden="true" className="h-10 w-10 text-clay" />
      <p className="mt-3 font-display text-xl text-ink">{REVIEW_MESSAGES.noReviews}</p>
      <p className="mt-1 max-w-md text-muted">
        <Trans>
          Bought this piece? Once it is delivered, you can rate it and add photos from{' '}
          <Link to="/orders" className="font-semibold text-clay underline hover:text-clay-dark">
            your orders
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}

/** The tab's resting shape while its first page arrives. */
function ReviewsLoading() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only" role="status">
        <Trans>Loading reviews…</Trans>
      </span>
      <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-10">
        <Skeleton className="h-24 w-36" />
        <Skeleton className="h-24 max-w-md" />
      </div>
      <Skeleton className="h-32 rounded-2xl" />
      <Skeleton className="h-32 rounded-2xl" />
    </div>
  );
}
