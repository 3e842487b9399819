import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { imageSrcSet } from '@kala/contract/images';
import type { ReviewPhoto } from '@kala/contract/reviews';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SmartImage } from '../../../components/ui/smart-image';

/**
 * A review's photos as small thumbnails; a tap opens the photo large in a dialog (focus kept inside, Escape or
 * Close ends it and the focus returns to the thumbnail), with Previous and Next between the review's photos.
 */
export function ReviewPhotos({ photos, author }: { photos: ReviewPhoto[]; author: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = open === null ? undefined : photos[open];
  const count = photos.length;
  const n = (open ?? 0) + 1;
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Photos from ${author}`}>
        {photos.map((photo, i) => {
          const number = i + 1;
          return (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setOpen(i)}
                className="block overflow-hidden rounded-lg ring-1 ring-stone-200 hover:ring-clay"
              >
                <SmartImage src={photo.url} alt="" sizes="80px" className="h-16 w-16 sm:h-20 sm:w-20" />
                <span className="sr-only">{t`Enlarge photo ${number} of ${count} from ${author}`}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={shown !== undefined}
        onOpenChange={(next) => !next && setOpen(null)}
        title={t`Photo ${n} of ${count}`}
        description={
          shown && (
            <>
              <img
                src={shown.url}
                srcSet={imageSrcSet(shown.url)}
                sizes="(min-width: 640px) 400px, 90vw"
                width={shown.width}
                height={shown.height}
                alt={t`Photo ${n} from ${author}'s review`}
                className="mt-2 block h-auto max-h-[60vh] w-full rounded-xl bg-sand object-contain"
              />
              <span className="mt-2 block text-sm">
                <Trans>From {author}&apos;s review</Trans>
              </span>
            </>
          )
        }
        actions={
          count > 1 && (
            <>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => setOpen((i) => ((i ?? 0) - 1 + count) % count)}
              >
                <ChevronLeft aria-hidden="true" className="h-4 w-4" />
                <Trans>Previous photo</Trans>
              </button>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => setOpen((i) => ((i ?? 0) + 1) % count)}
              >
                <Trans>Next photo</Trans>
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </button>
            </>
          )
        }
      />
    </>
  );
}
