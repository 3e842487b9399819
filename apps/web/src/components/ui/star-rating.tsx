import { t } from '@lingui/core/macro';
import clsx from 'clsx';
import type { CSSProperties } from 'react';

/**
 * Ratings show as whole stars by floor (spec §2): 4.8 shows four filled stars. The five stars are one element drawn
 * by CSS (`.star-rating` in styles.css) rather than five SVGs: a landing page shows sixty of them, and as SVGs they
 * were a tenth of its HTML and of the elements React hydrates on a first visit (issue 13).
 */
export function StarRating({ rating, size = 16, className }: { rating: number; size?: number; className?: string }) {
  const filled = Math.max(0, Math.min(5, Math.floor(rating)));
  const style = { '--star-size': `${size}px`, '--stars': filled } as CSSProperties;
  return (
    <span className={clsx('inline-flex items-center', className)}>
      <span aria-hidden="true" className="star-rating" style={style} />
      <span className="sr-only">{t`Rated ${filled} out of 5`}</span>
    </span>
  );
}
