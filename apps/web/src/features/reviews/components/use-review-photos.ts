import { t } from '@lingui/core/macro';
import { REVIEW_MESSAGES, REVIEW_PHOTOS_MAX } from '@kala/contract/review-constants';
import type { ReviewPhoto } from '@kala/contract/reviews';
import { usePhotoSlots } from '../../../components/upload/use-photo-slots';
import { uploadReviewPhoto } from '../api/upload-review-photo';

/** What the review form's photo picker says and allows, in the shopper's language. */
export function reviewPicker() {
  const max = REVIEW_PHOTOS_MAX;
  return {
    max,
    hint: t`Optional: up to ${max} photos, JPEG, PNG or WebP, up to 10MB each.`,
    fullHint: t`You have added ${max} photos, the most a review can have.`,
  };
}

/** The review's photos: those already on it (when editing) and the ones chosen now, sent to the review photos endpoint. */
export function useReviewPhotos(initial: ReviewPhoto[]) {
  return usePhotoSlots({
    upload: uploadReviewPhoto,
    max: REVIEW_PHOTOS_MAX,
    tooManyMessage: REVIEW_MESSAGES.tooManyPhotos,
    initial,
  });
}
