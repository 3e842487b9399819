import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId } from 'react';
import { CLAIM_PHOTOS_MAX } from '@kala/contract/claims';
import { buttonClass } from '../../../components/ui/button';
import { ACCEPTED_IMAGE_TYPES } from '../../../components/upload/upload-rules';
import type { useClaimPhotos } from './use-claim-photos';

/**
 * The photos of a report or reply: each chosen photo shows as a preview with a Remove button; the file input (a real,
 * labelled input, reached by Tab, its label styled as a button) goes once three are there, and the hint says so.
 */
export function PhotoPicker({
  photos,
  hint,
  disabled,
  error,
}: {
  photos: ReturnType<typeof useClaimPhotos>;
  hint: string;
  disabled: boolean;
  /** The form's own complaint (no photo yet), shown under the picker. */
  error?: string | undefined;
}) {
  const id = useId();
  const full = photos.slots.length >= CLAIM_PHOTOS_MAX;
  const problem = photos.problem ?? error;
  return (
    <fieldset aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">Photos</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {full ? `You have added ${CLAIM_PHOTOS_MAX} photos, the most you can send.` : hint}
      </p>
      {photos.slots.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3">
          {photos.slots.map((slot, i) => (
            <li key={slot.key} className="relative h-20 w-20">
              <div className="h-20 w-20 overflow-hidden rounded-lg bg-sand ring-1 ring-stone-200">
                {slot.state === 'ready' ? (
                  <img src={slot.photo.url} alt={`Photo ${i + 1}`} className="h-full w-full object-cover" />
                ) : (
                  <>
                    {slot.preview && (
                      <img
                        src={slot.preview}
                        alt={`Photo ${i + 1}, uploading`}
                        className="h-full w-full object-cover"
                      />
                    )}
                    <span className="absolute inset-0 flex items-center justify-center bg-white/60" role="status">
                      <Loader2 aria-hidden="true" className="h-6 w-6 text-clay motion-safe:animate-spin" />
                      <span className="sr-only">{`Uploading ${slot.name}…`}</span>
                    </span>
                  </>
                )}
              </div>
              <button
                type="button"
                onClick={() => photos.remove(slot.key)}
                disabled={disabled}
                className="absolute -right-2 -top-2 flex h-7 w-7 items-center justify-center rounded-full bg-ink text-white shadow hover:bg-clay-dark disabled:opacity-60"
              >
                <X aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{`Remove photo ${i + 1}`}</span>
              </button>
            </li>
          ))}
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
            Add photos
          </label>
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
