import { t } from '@lingui/core/macro';
import { ImageOff } from 'lucide-react';
import clsx from 'clsx';
import { useEffect, useState, type CSSProperties } from 'react';
import { imageSrcSet } from '@kala/contract/images';
import { useNearViewport } from '../../lib/use-near-viewport';

export interface SmartImageProps {
  src: string;
  alt: string;
  /** Width / height of the box, e.g. "1 / 1" or "4 / 3"; the box is sized before the image arrives, so nothing shifts. */
  aspectRatio?: string;
  /** The `sizes` attribute for the responsive `srcset`. */
  sizes?: string;
  /** Above-the-fold images (the largest paint) load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
}

/** The spec's 50px margin: an image starts loading when it comes within 50px of the viewport. */
const ROOT_MARGIN = '50px';

/**
 * The one image widget of the store (spec §1 image widget): a fixed-ratio box, lazy loading with a 50px margin, a
 * WebP `srcset` for images the server stores, a fade-in, and 'Failed to load image' when the file cannot be read.
 */
function failedLabel(alt: string) {
  return t`${alt}: Failed to load image`;
}

export function SmartImage({
  src,
  alt,
  aspectRatio = '1 / 1',
  sizes = '100vw',
  priority = false,
  className,
  imgClassName,
  style,
}: SmartImageProps) {
  const [box, near] = useNearViewport<HTMLDivElement>(ROOT_MARGIN, priority);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => setStatus('loading'), [src]);

  return (
    <div ref={box} className={clsx('relative overflow-hidden bg-sand', className)} style={{ aspectRatio, ...style }}>
      {near && status !== 'failed' && (
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={sizes}
          alt={alt}
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
          // A cached image may finish before React attaches onLoad.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setStatus('loaded');
          }}
          className={clsx(
            'absolute inset-0 h-full w-full object-cover',
            !priority && 'motion-safe:transition-opacity motion-safe:duration-500',
            !priority && status !== 'loaded' && 'opacity-0',
            imgClassName,
          )}
        />
      )}
      {status === 'failed' && (
        <div
          role="img"
          aria-label={failedLabel(alt)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted"
        >
          <ImageOff aria-hidden="true" className="h-7 w-7" />
          <span aria-hidden="true">{t`Failed to load image`}</span>
        </div>
      )}
    </div>
  );
}
