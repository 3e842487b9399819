import clsx from 'clsx';
import { BadgeCheck, Eye, EyeOff, MessageSquareReply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { REVIEW_MESSAGES } from '@kala/contract/review-constants';
import type { AdminReview } from '@kala/contract/reviews';
import { buttonClass } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useModerateReview, type Moderation } from '../api/admin-reviews';
import { HideReviewDialog } from './hide-review-dialog';
import { ReplyEditor } from './reply-editor';
import { ReviewHistory } from './review-history';

const FAILED: Record<Moderation['kind'], string> = {
  hide: 'The review could not be hidden. Please try again.',
  show: 'The review could not be shown again. Please try again.',
  reply: 'The reply could not be published. Please try again.',
  'remove-reply': 'The reply could not be removed. Please try again.',
};

/**
 * One review for the admin: what shoppers see (or saw, when hidden), who wrote it and from which order, and the
 * moderation: hide with a reason or show again, and the store's public reply (write, change, remove).
 */
export function AdminReviewCard({ review }: { review: AdminReview }) {
  const moderate = useModerateReview();
  const [hiding, setHiding] = useState(false);
  // Each opening of the hide dialog starts with an empty reason.
  const [hideCount, setHideCount] = useState(0);
  const [replying, setReplying] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const headingId = `admin-review-${review.id}`;
  const failed = moderate.isError ? errorMessage(moderate.error, FAILED[moderate.variables.kind]) : undefined;

  const run = (action: Moderation, after?: () => void) =>
    moderate.mutate(action, {
      onSuccess: (answer) => {
        setDone(answer.message ?? null);
        after?.();
      },
    });

  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'rounded-2xl p-4 shadow-sm ring-1 sm:p-5',
        review.hidden ? 'bg-stone-50 ring-stone-300' : 'bg-white ring-stone-200',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-sm text-muted">
            <Link to={`/products/${review.productId}`} className="font-semibold text-clay hover:underline">
              {review.productName}
            </Link>
            {review.sizeLabel && <> · Size: {review.sizeLabel}</>}
          </p>
          <h3 id={headingId} className="mt-1 break-words font-semibold text-ink">
            {review.title || `Review by ${review.author}`}
          </h3>
        </div>
        <span
          className={clsx(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            review.hidden ? 'bg-stone-200 text-stone-800' : 'bg-green-100 text-green-900',
          )}
        >
          {review.hidden ? (
            <EyeOff aria-hidden="true" className="h-3.5 w-3.5" />
          ) : (
            <Eye aria-hidden="true" className="h-3.5 w-3.5" />
          )}
          {review.hidden ? 'Hidden' : 'Visible'}
        </span>
      </header>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <StarRating rating={review.rating} />
        <span className="font-medium text-ink">{review.author}</span>
        {review.authorEmail && <span className="break-all">{review.authorEmail}</span>}
        {review.verifiedBuyer && (
          <span className="inline-flex items-center gap-1 text-green-800">
            <BadgeCheck aria-hidden="true" className="h-4 w-4" />
            {REVIEW_MESSAGES.verifiedBuyer}
          </span>
        )}
        {review.sample && <span className="italic">{REVIEW_MESSAGES.sample}</span>}
        {review.orderId && review.orderNumber && (
          <Link to={`/admin/orders/${review.orderId}`} className="text-clay hover:underline">
            Order {review.orderNumber}
          </Link>
        )}
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      <p className="mt-3 whitespace-pre-line break-words text-ink">{review.text}</p>
      {review.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos">
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block rounded-lg ring-1 ring-stone-200">
                <img
                  src={photo.url}
                  alt={`Photo ${i + 1} (opens in a new tab)`}
                  loading="lazy"
                  className="h-16 w-16 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.hidden && (
        <p className="mt-3 rounded-xl bg-stone-200/70 px-3 py-2 text-sm text-ink">
          <span className="font-semibold">Hidden{review.hiddenAt ? ` on ${formatDate(review.hiddenAt)}` : ''}:</span>{' '}
          {review.hiddenReason}
        </p>
      )}
      {review.sellerReply && !replying && (
        <div className="mt-3 rounded-xl border-l-4 border-clay bg-paper p-3 text-sm">
          <p className="font-semibold text-clay-dark">
            Your public reply · <time dateTime={review.sellerReply.at}>{formatDate(review.sellerReply.at)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-ink">{review.sellerReply.text}</p>
        </div>
      )}
      {replying && (
        <ReplyEditor
          initial={review.sellerReply?.text ?? ''}
          pending={moderate.isPending}
          onSave={(text) => run({ kind: 'reply', reviewId: review.id, text }, () => setReplying(false))}
          onCancel={() => setReplying(false)}
        />
      )}
      {failed && !hiding && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {failed}
        </p>
      )}
      <p role="status" className="mt-2 text-sm text-green-800 empty:hidden">
        {done}
      </p>
      {!replying && (
        <div className="mt-3 flex flex-wrap gap-2">
          {/* One button for both, so the focus is still on it when the review changes state. */}
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={moderate.isPending}
            onClick={() => {
              if (review.hidden) {
                run({ kind: 'show', reviewId: review.id });
                return;
              }
              moderate.reset();
              setHideCount((n) => n + 1);
              setHiding(true);
            }}
          >
            {review.hidden ? (
              <Eye aria-hidden="true" className="h-4 w-4" />
            ) : (
              <EyeOff aria-hidden="true" className="h-4 w-4" />
            )}
            {review.hidden ? 'Show again' : 'Hide'}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={moderate.isPending}
            onClick={() => {
              moderate.reset();
              setReplying(true);
            }}
          >
            <MessageSquareReply aria-hidden="true" className="h-4 w-4" />
            {review.sellerReply ? 'Edit reply' : 'Reply publicly'}
          </button>
          {review.sellerReply && (
            <button
              type="button"
              className={buttonClass('ghost', 'sm', 'text-red-800')}
              disabled={moderate.isPending}
              onClick={() => run({ kind: 'remove-reply', reviewId: review.id })}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remove reply
            </button>
          )}
        </div>
      )}
      <ReviewHistory reviewId={review.id} />
      <HideReviewDialog
        key={hideCount}
        open={hiding}
        onOpenChange={setHiding}
        author={review.author}
        pending={moderate.isPending}
        error={hiding ? failed : undefined}
        onHide={(reason) => run({ kind: 'hide', reviewId: review.id, reason }, () => setHiding(false))}
      />
    </article>
  );
}
