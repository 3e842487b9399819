import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  type OwnReview,
} from '@kala/contract/reviews';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextareaField, TextField } from '../../../components/ui/form-field';
import { PhotoPicker } from '../../../components/upload/photo-picker';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteReview, useSaveReview } from '../api/own-review';
import { reviewFormSchema, type ReviewFormInput, type ReviewFormValues } from './review-form-schema';
import { StarInput } from './star-input';
import { reviewPicker, useReviewPhotos } from './use-review-photos';

/** What the form writes: a new review of an order's line, or the shopper's own review again. */
export type ReviewTarget =
  { kind: 'create'; productId: string; orderItemId: string } | { kind: 'edit'; review: OwnReview };

/**
 * The review form: stars (a radio group), a title and the text with their counts, up to three photos, then publish.
 * The checks are the contract's, so the form says what the server would; the server's own refusal (not delivered,
 * already reviewed, too many at once) shows above the buttons. Editing adds 'Delete review', asked twice.
 */
export function ReviewForm({
  target,
  onSaved,
  onDeleted,
  onCancel,
}: {
  target: ReviewTarget;
  onSaved: (message: string, review: OwnReview) => void;
  onDeleted: (message: string) => void;
  onCancel: () => void;
}) {
  const existing = target.kind === 'edit' ? target.review : null;
  const { register, handleSubmit, control, formState } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: {
      rating: existing ? String(existing.rating) : '',
      title: existing?.title ?? '',
      text: existing?.text ?? '',
    },
  });
  const [rating, title, text] = useWatch({ control, name: ['rating', 'title', 'text'] });
  const photos = useReviewPhotos(existing?.photos ?? []);
  const save = useSaveReview();
  const remove = useDeleteReview();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [waitForPhotos, setWaitForPhotos] = useState(false);
  const busy = save.isPending || remove.isPending;
  const { errors } = formState;
  const titleLength = String(title ?? '').length;
  const textLength = String(text ?? '').length;
  const titleMax = REVIEW_TITLE_MAX;
  const textMax = REVIEW_TEXT_MAX;
  const textMin = REVIEW_TEXT_MIN;
  const reason = existing?.hiddenReason;

  const submit = handleSubmit((values) => {
    if (photos.uploading) {
      setWaitForPhotos(true);
      return;
    }
    setWaitForPhotos(false);
    const body = { ...values, photoIds: photos.photoIds };
    save.mutate(
      target.kind === 'create'
        ? { kind: 'create', body: { ...body, productId: target.productId, orderItemId: target.orderItemId } }
        : { kind: 'edit', reviewId: target.review.id, productId: target.review.productId, body },
      {
        onSuccess: (answer) =>
          onSaved(answer.message ?? (existing ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.created), answer.data),
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {existing?.hidden && (
        <FormMessage tone="info">
          {reason
            ? t`The store has hidden this review from the product page: ${reason}`
            : t`The store has hidden this review from the product page.`}
        </FormMessage>
      )}
      <StarInput value={Number(rating) || 0} error={errors.rating?.message} disabled={busy} {...register('rating')} />
      <TextField
        label={t`Title`}
        maxLength={REVIEW_TITLE_MAX}
        autoComplete="off"
        hint={t`${titleLength}/${titleMax} characters`}
        error={errors.title?.message}
        readOnly={busy}
        {...register('title')}
      />
      <TextareaField
        label={t`Your review`}
        maxLength={REVIEW_TEXT_MAX}
        rows={5}
        hint={t`${textLength}/${textMax} characters (at least ${textMin}). Plain text: how it looks at home, its size and finish.`}
        error={errors.text?.message}
        readOnly={busy}
        {...register('text')}
      />
      <PhotoPicker photos={photos} {...reviewPicker()} disabled={busy} responsiveImages />
      {waitForPhotos && photos.uploading && (
        <FormMessage tone="info">
          <Trans>Your photos are still uploading. Publish once they are done.</Trans>
        </FormMessage>
      )}
      {save.isError && (
        <FormMessage tone="error">
          {errorMessage(save.error, t`Your review could not be saved. Please try again.`)}
        </FormMessage>
      )}
      {remove.isError && (
        <FormMessage tone="error">
          {errorMessage(remove.error, t`Your review could not be deleted. Please try again.`)}
        </FormMessage>
      )}

      {confirmDelete && existing ? (
        <div role="group" aria-label={t`Delete your review`} className="rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-red-900">
            <Trans>Delete your review? Its rating and photos are removed for good.</Trans>
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setConfirmDelete(false)}>
              <Trans>Keep review</Trans>
            </button>
            <button
              type="button"
              disabled={busy}
              className={buttonClass('primary', 'sm', 'bg-red-800 hover:bg-red-900')}
              onClick={() =>
                remove.mutate(
                  { reviewId: existing.id, productId: existing.productId },
                  { onSuccess: (answer) => onDeleted(answer.message ?? REVIEW_MESSAGES.deleted) },
                )
              }
            >
              {remove.isPending ? t`Deleting…` : t`Yes, delete review`}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
            {save.isPending ? t`Publishing…` : existing ? t`Save changes` : t`Publish review`}
          </button>
          <button type="button" className={buttonClass('ghost', 'md')} onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </button>
          {existing && (
            <button
              type="button"
              className={buttonClass('ghost', 'md', 'text-red-800 sm:ml-auto')}
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
            >
              <Trans>Delete review</Trans>
            </button>
          )}
        </div>
      )}
    </form>
  );
}
