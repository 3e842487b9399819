import { t } from '@lingui/core/macro';
import { CLAIM_MESSAGES, CLAIM_PHOTOS_MAX } from '@kala/contract/claims';
import { usePhotoSlots } from '../../../components/upload/use-photo-slots';
import { uploadClaimPhoto } from '../api/claims';

/** What the photo picker of a report or reply says and allows, apart from its hint. */
export const claimPicker = () =>
  ({
    max: CLAIM_PHOTOS_MAX,
    fullHint: t`You have added ${CLAIM_PHOTOS_MAX} photos, the most you can send.`,
  }) as const;

/** The photos chosen for a report or reply, each sent at once to the claim photos endpoint. */
export function useClaimPhotos() {
  return usePhotoSlots({
    upload: uploadClaimPhoto,
    max: CLAIM_PHOTOS_MAX,
    tooManyMessage: CLAIM_MESSAGES.tooManyPhotos,
  });
}
