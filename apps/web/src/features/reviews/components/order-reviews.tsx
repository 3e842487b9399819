import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CheckCircle2, PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REVIEW_LINK_PARAM, REVIEW_MESSAGES } from '@kala/contract/review-constants';
import type { ReviewableLine } from '@kala/contract/reviews';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { SmartImage } from '../../../components/ui/smart-image';
import { errorMessage } from '../../../lib/api-client';
import { useOrderReviews } from '../api/get-order-reviews';
import { useReviewLink } from '../api/review-link';
import { ReviewDialog } from './review-dialog';

const stateText = (state: Exclude<ReviewableLine['state'], 'can_review' | 'reviewed'>): string =>
  state === 'not_delivered'
    ? REVIEW_MESSAGES.notDelivered
    : t`This piece is no longer in the catalogue, so it cannot be reviewed.`;

/**
 * 'Rate your pieces' on a delivered order's page (issue 26 item 2), its own chunk: each piece with 'Write a review',
 * or 'Edit your review' once the shopper has one. The review-request mail links here with `?review=<token>`: the
 * section is then brought into view (and a single piece to review opens its form), or the link's problem is said.
 * `onChanged` lets the page refresh what belongs to other features (the product's rating).
 */
export default function OrderReviews({
  orderId,
  onChanged,
}: {
  orderId: string;
  onChanged?: (productId: string) => void;
}) {
  const query = useOrderReviews(orderId);
  const [params] = useSearchParams();
  const link = useReviewLink(params.get(REVIEW_LINK_PARAM));
  // The dialog stays mounted while it closes, so Radix can hand the focus back to the line's button; `n` gives each
  // opening a fresh form.
  const [dialog, setDialog] = useState<{ lineId: string; open: boolean; n: number } | null>(null);
  const [notice, setNotice] = useState<{ text: string; productId: string | null } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(false);
  const lines = query.data?.lines;
  const openForm = (lineId: string) => setDialog((d) => ({ lineId, open: true, n: (d?.n ?? 0) + 1 }));

  // Arriving from the mail: once both the link and the lines are known, show the section (and the only form).
  useEffect(() => {
    if (arrived.current || !link.isSuccess || !lines) return;
    arrived.current = true;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
    const open = lines.filter((l) => l.state === 'can_review');
    const only = open.length === 1 ? open[0] : undefined;
    if (only) setDialog((d) => ({ lineId: only.orderItemId, open: true, n: (d?.n ?? 0) + 1 }));
  }, [link.isSuccess, lines]);

  if (query.isPending || query.isError || !query.data.delivered) {
    // Nothing to offer before delivery; a failed load only hides the extra (the order itself is shown).
    return null;
  }

  const line = lines?.find((l) => l.orderItemId === dialog?.lineId);
  const finish = (text: string, productId: string | null) => {
    setDialog((d) => d && { ...d, open: false });
    setNotice({ text, productId });
    if (productId) onChanged?.(productId);
  };

  return (
    <section
      aria-labelledby="order-reviews"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="order-reviews" ref={heading} tabIndex={-1} className="font-display text-xl text-ink">
        <Trans>Rate your pieces</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>Tell other shoppers how your pieces look at home. Photos help them most.</Trans>
      </p>
      {link.isError && (
        <div className="mt-4">
          <FormMessage tone="info">{errorMessage(link.error, REVIEW_MESSAGES.linkInvalid)}</FormMessage>
        </div>
      )}
      {notice && (
        <div className="mt-4">
          <FormMessage tone="success">
            {notice.text}
            {notice.productId && (
              <>
                {' '}
                <Link to={`/products/${notice.productId}`} className="font-semibold underline">
                  <Trans>See the product page</Trans>
                </Link>
              </>
            )}
          </FormMessage>
        </div>
      )}
      <ul className="mt-4 divide-y divide-stone-200">
        {lines?.map((l) => {
          const size = l.sizeLabel;
          const productName = l.productName;
          return (
            <li
              key={l.orderItemId}
              // On a phone the button has a row of its own under the name, which keeps its width.
              className="grid grid-cols-[3.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[3.5rem_minmax(0,1fr)_auto]"
            >
              <SmartImage src={l.image} alt="" sizes="64px" className="w-14 self-start rounded-lg" />
              <div className="min-w-0">
                <h3 className="break-words font-semibold text-ink">{l.productName}</h3>
                <p className="text-sm text-muted">
                  <Trans>Size: {size}</Trans>
                </p>
                {l.state === 'reviewed' && (
                  <p className="mt-0.5 flex items-center gap-1 text-sm text-green-800">
                    <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> <Trans>You reviewed this piece</Trans>
                  </p>
                )}
                {l.state !== 'can_review' && l.state !== 'reviewed' && (
                  <p className="mt-0.5 text-sm text-muted">{stateText(l.state)}</p>
                )}
              </div>
              {(l.state === 'can_review' || l.state === 'reviewed') && (
                // One button for both states, so the focus comes back to it after the review is published.
                <button
                  type="button"
                  className={buttonClass(
                    l.state === 'can_review' ? 'primary' : 'secondary',
                    'sm',
                    'col-start-2 justify-self-start sm:col-start-auto',
                  )}
                  onClick={() => openForm(l.orderItemId)}
                >
                  <PenLine aria-hidden="true" className="h-4 w-4" />
                  {l.state === 'can_review' ? t`Write a review` : t`Edit your review`}{' '}
                  <span className="sr-only">
                    <Trans>of {productName}</Trans>
                  </span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {line && dialog && (
        <ReviewDialog
          key={`${line.orderItemId}-${dialog.n}`}
          line={line}
          open={dialog.open}
          onOpenChange={(next) => !next && setDialog((d) => d && { ...d, open: false })}
          onSaved={(text, review) => finish(text, review.productId)}
          onDeleted={(text) => finish(text, line.productId)}
        />
      )}
    </section>
  );
}
