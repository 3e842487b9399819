import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { OwnReview, ReviewableLine } from '@kala/contract/reviews';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { useReturnFocus } from '../../../components/ui/return-focus';
import { errorMessage } from '../../../lib/api-client';
import { useOwnReview } from '../api/own-review';
import { ReviewForm } from './review-form';

/**
 * The review form in a dialog over the order page (focus kept inside, Escape closes, the focus goes back to the
 * line's button). Editing first loads the shopper's review; writing starts empty.
 */
export function ReviewDialog({
  line,
  open,
  onOpenChange,
  onSaved,
  onDeleted,
}: {
  line: ReviewableLine;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (message: string, review: OwnReview) => void;
  onDeleted: (message: string) => void;
}) {
  const onCloseAutoFocus = useReturnFocus(open);
  const editing = line.state === 'reviewed' && line.reviewId !== null;
  const own = useOwnReview(editing ? line.reviewId : null);
  const close = () => onOpenChange(false);
  const productName = line.productName;
  const size = line.sizeLabel;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-5 shadow-2xl sm:p-8"
        >
          <RadixDialog.Title className="pr-10 font-display text-2xl text-ink">
            {editing ? t`Edit your review` : t`Write a review`}
          </RadixDialog.Title>
          <RadixDialog.Description className="mt-1 text-muted">
            <Trans>
              {productName} · Size: {size}. Your review shows your first name and last initial.
            </Trans>
          </RadixDialog.Description>
          <div className="mt-5">
            {!editing ? (
              <ReviewForm
                target={{ kind: 'create', productId: line.productId ?? '', orderItemId: line.orderItemId }}
                onSaved={onSaved}
                onDeleted={onDeleted}
                onCancel={close}
              />
            ) : own.isPending ? (
              <div role="status" className="space-y-4">
                <span className="sr-only">
                  <Trans>Loading your review…</Trans>
                </span>
                <Skeleton className="h-10 w-48" />
                <Skeleton className="h-12" />
                <Skeleton className="h-32" />
              </div>
            ) : own.isError ? (
              <ErrorPanel
                title={t`Your review could not be loaded`}
                message={errorMessage(own.error, t`Please try again.`)}
                onRetry={() => void own.refetch()}
              />
            ) : (
              <ReviewForm
                target={{ kind: 'edit', review: own.data }}
                onSaved={onSaved}
                onDeleted={onDeleted}
                onCancel={close}
              />
            )}
          </div>
          <RadixDialog.Close className="absolute right-4 top-4 flex h-9 w-9 items-center justify-center rounded-full text-muted hover:bg-sand">
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">
              <Trans>Close</Trans>
            </span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
