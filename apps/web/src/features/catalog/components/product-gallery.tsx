import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { SmartImage } from '../../../components/ui/smart-image';

/** The sizes the server's preload of the first image uses too (apps/server/src/modules/seo/product-meta.ts). */
export const GALLERY_SIZES = '(min-width: 1024px) 560px, 100vw';
const SWIPE_PX = 40;

/**
 * The product's image slider (spec §2): arrows, thumbnails, swipe, and the arrow keys while it has focus.
 * Slides beyond the first load lazily as they come near.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = images.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) > SWIPE_PX) go(index + (dx < 0 ? 1 : -1));
  };

  return (
    <div className="space-y-3">
      <section
        aria-roledescription="carousel"
        aria-label={t`Images of ${name}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="relative overflow-hidden rounded-3xl bg-sand ring-1 ring-stone-200"
      >
        <div
          className="flex touch-pan-y select-none motion-safe:transition-transform motion-safe:duration-500"
          style={{ transform: `translateX(-${index * 100}%)` }}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (start.current = null)}
        >
          {images.map((src, i) => {
            const n = i + 1;
            return (
              <div
                key={src}
                role="group"
                aria-roledescription="slide"
                aria-label={t`${n} of ${count}`}
                aria-hidden={i !== index}
                className="w-full shrink-0"
              >
                <SmartImage
                  src={src}
                  alt={t`${name}, image ${n} of ${count}`}
                  priority={i === 0}
                  sizes={GALLERY_SIZES}
                />
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              className="absolute left-3 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">
                <Trans>Previous image</Trans>
              </span>
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              className="absolute right-3 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">
                <Trans>Next image</Trans>
              </span>
            </button>
            <p
              className="absolute bottom-3 right-3 rounded-full bg-ink/70 px-3 py-1 text-xs font-semibold text-white"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </section>
      {count > 1 && (
        <ul className="flex gap-3 overflow-x-auto pb-1" aria-label={t`Choose an image`}>
          {images.map((src, i) => {
            const n = i + 1;
            return (
              <li key={src} className="shrink-0">
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-current={i === index ? 'true' : undefined}
                  className={clsx(
                    'block w-20 overflow-hidden rounded-xl ring-2 transition sm:w-24',
                    i === index ? 'ring-clay' : 'ring-transparent opacity-75 hover:opacity-100',
                  )}
                >
                  <SmartImage src={src} alt="" sizes="96px" />
                  <span className="sr-only">{t`Show image ${n} of ${count}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
