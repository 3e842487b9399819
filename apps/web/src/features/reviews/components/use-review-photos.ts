import { REVIEW_MESSAGES, REVIEW_PHOTOS_MAX } from '@kala/contract/review-constants';
import type { ReviewPhoto } from '@kala/contract/reviews';
import { usePhotoSlots } from '../../../components/upload/use-photo-slots';
import { uploadReviewPhoto } from '../api/upload-review-photo';

/** What the review form's photo picker says and allows. */
export const REVIEW_PICKER = {
  max: REVIEW_PHOTOS_MAX,
  hint: `Optional: up to ${REVIEW_PHOTOS_MAX} photos, JPEG, PNG or WebP, up to 10MB each.`,
  fullHint: `You have added ${REVIEW_PHOTOS_MAX} photos, the most a review can have.`,
} as const;

/** The review's photos: those already on it (when editing) and the ones chosen now, sent to the review photos endpoint. */
export function useReviewPhotos(initial: ReviewPhoto[]) {
  return usePhotoSlots({
    upload: uploadReviewPhoto,
    max: REVIEW_PHOTOS_MAX,
    tooManyMessage: REVIEW_MESSAGES.tooManyPhotos,
    initial,
  });
}
