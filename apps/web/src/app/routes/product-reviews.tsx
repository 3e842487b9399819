import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { useNearViewport } from '../../lib/use-near-viewport';

/*
 * The product page's Reviews tab body (issue 26 item 2), kept out of the page's first chunk: its code (with the
 * reviews contract) loads when the tab opens, or a little earlier, once the tabs come near the screen.
 */
const loadReviews = () => import('../../features/reviews/components/reviews-panel');
const ReviewsPanel = lazy(loadReviews);

/** How near the tabs must come before the reviews' code and first page are fetched. */
const AHEAD_MARGIN = '300px';

export function ProductReviews({ productId }: { productId: string }) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <span className="sr-only" role="status">
            <Trans>Loading reviews…</Trans>
          </span>
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      }
    >
      <ReviewsPanel productId={productId} />
    </Suspense>
  );
}

/**
 * A ref for the element around the tabs: once it comes within AHEAD_MARGIN of the screen, the Reviews tab's code
 * and its first page are fetched, so opening the tab shows them at once. A failed fetch here is only a missed head
 * start: the tab asks again when it opens.
 */
export function useReviewsAhead(productId: string) {
  const [ref, near] = useNearViewport<HTMLDivElement>(AHEAD_MARGIN);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!near) return;
    loadReviews()
      .then(({ prefetchProductReviews }) => prefetchProductReviews(queryClient, productId))
      .catch(() => undefined);
  }, [near, productId, queryClient]);
  return ref;
}
