import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId } from 'react';
import { translateContractMessage } from '../../lib/i18n';
import { buttonClass } from '../ui/button';
import { SmartImage } from '../ui/smart-image';
import { ACCEPTED_IMAGE_TYPES } from './upload-rules';
import type { PhotoSlots, StoredPhoto } from './use-photo-slots';

/**
 * A shopper's photos for a form (a claim's report or reply, a review): each chosen photo shows as a preview with a
 * Remove button; the file input (a real, labelled input, reached by Tab, its label styled as a button) goes once
 * `max` are there, and the hint says so. The words are the feature's, from its contract constants.
 */
export function PhotoPicker<P extends StoredPhoto>({
  photos,
  max,
  hint,
  fullHint,
  disabled,
  error,
  responsiveImages = false,
}: {
  photos: Pick<PhotoSlots<P>, 'slots' | 'problem' | 'add' | 'remove'>;
  max: number;
  /** Under the legend while there is room for more. */
  hint: string;
  /** Under the legend once `max` photos are there. */
  fullHint: string;
  disabled: boolean;
  /** The form's own complaint (no photo yet), shown under the picker when the upload has none. */
  error?: string | undefined;
  /** Uploaded photos shown through SmartImage (the server's WebP sizes, 'Failed to load image') rather than a plain img. */
  responsiveImages?: boolean;
}) {
  const id = useId();
  const full = photos.slots.length >= max;
  const problem = photos.problem ?? error;
  return (
    <fieldset aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        <Trans>Photos</Trans>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {full ? fullHint : hint}
      </p>
      {photos.slots.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3">
          {photos.slots.map((slot, i) => {
            const number = i + 1;
            const photoAlt = t`Photo ${number}`;
            const fileName = slot.state === 'uploading' ? slot.name : '';
            return (
              <li key={slot.key} className="relative h-20 w-20">
                {slot.state === 'ready' && responsiveImages ? (
                  <SmartImage
                    src={slot.photo.url}
                    alt={photoAlt}
                    sizes="80px"
                    priority
                    className="h-20 w-20 rounded-lg ring-1 ring-stone-200"
                  />
                ) : (
                  <div className="relative h-20 w-20 overflow-hidden rounded-lg bg-sand ring-1 ring-stone-200">
                    {slot.state === 'ready' ? (
                      <img src={slot.photo.url} alt={photoAlt} className="h-full w-full object-cover" />
                    ) : (
                      <>
                        {slot.preview && (
                          <img
                            src={slot.preview}
                            alt={t`Photo ${number}, uploading`}
                            className="h-full w-full object-cover"
                          />
                        )}
                        <span className="absolute inset-0 flex items-center justify-center bg-white/60" role="status">
                          <Loader2 aria-hidden="true" className="h-6 w-6 text-clay motion-safe:animate-spin" />
                          <span className="sr-only">{t`Uploading ${fileName}…`}</span>
                        </span>
                      </>
                    )}
                  </div>
                )}
                <button
                  type="button"
                  onClick={() => photos.remove(slot.key)}
                  disabled={disabled}
                  className="absolute -right-2 -top-2 flex h-7 w-7 items-center justify-center rounded-full bg-ink text-white shadow hover:bg-clay-dark disabled:opacity-60"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">{t`Remove photo ${number}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!full && (
        <div className="mt-3">
          <input
            id={`${id}-file`}
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={disabled}
            className="peer sr-only"
            onChange={(event) => {
              photos.add(Array.from(event.target.files ?? []));
              // Cleared so the same file can be chosen again after a refusal.
              event.target.value = '';
            }}
          />
          <label
            htmlFor={`${id}-file`}
            className={buttonClass(
              'secondary',
              'sm',
              'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-turmeric peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            )}
          >
            <ImagePlus aria-hidden="true" className="h-4 w-4" />
            <Trans>Add photos</Trans>
          </label>
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {translateContractMessage(problem)}
        </p>
      )}
    </fieldset>
  );
}
