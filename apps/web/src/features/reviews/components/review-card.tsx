import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { BadgeCheck, Store } from 'lucide-react';
import { forwardRef } from 'react';
import { REVIEW_MESSAGES } from '@kala/contract/review-constants';
import type { ProductReview } from '@kala/contract/reviews';
import { StarRating } from '../../../components/ui/star-rating';
import { formatDate } from '../../../lib/format';
import { ReviewPhotos } from './review-photos';

/**
 * One review as shoppers see it: stars, title, who wrote it ('Verified buyer' for a buyer whose order was delivered,
 * or the demo catalogue's sample label), the size bought, the date (en-US, spec §9), the text as plain text (React
 * writes it as text, never as HTML), the photos and the seller's public reply. Focusable from script, so 'Show more'
 * can take the reader to the first new review.
 */

export const ReviewCard = forwardRef<HTMLElement, { review: ProductReview }>(function ReviewCard({ review }, ref) {
  const headingId = `review-${review.id}`;
  const author = review.author;
  const size = review.sizeLabel;
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-2xl bg-paper p-4 focus-visible:outline-offset-2 sm:p-5"
    >
      <StarRating rating={review.rating} />
      <h3 id={headingId} className="mt-1 break-words font-semibold text-ink">
        {review.title || <span className="sr-only">{t`Review by ${author}`}</span>}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span className="font-medium text-ink">{review.author}</span>
        {review.verifiedBuyer && (
          <span className="inline-flex items-center gap-1 font-semibold text-green-800">
            <BadgeCheck aria-hidden="true" className="h-4 w-4" />
            {REVIEW_MESSAGES.verifiedBuyer}
          </span>
        )}
        {review.sample && <span className="italic">{REVIEW_MESSAGES.sample}</span>}
        {size && (
          <span>
            <Trans>Size: {size}</Trans>
          </span>
        )}
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-ink">{review.text}</p>
      <ReviewPhotos photos={review.photos} author={review.author} />
      {review.sellerReply && (
        <div className="mt-4 rounded-xl border-l-4 border-clay bg-white p-3 sm:p-4">
          <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-clay-dark">
            <Store aria-hidden="true" className="h-4 w-4" />
            <Trans>Reply from the seller</Trans>
            <time dateTime={review.sellerReply.at} className="font-normal text-muted">
              {formatDate(review.sellerReply.at)}
            </time>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-ink">{review.sellerReply.text}</p>
        </div>
      )}
    </article>
  );
});
