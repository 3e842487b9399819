import { Star } from 'lucide-react';
import clsx from 'clsx';

/** Ratings show as whole stars by floor (spec §2): 4.8 shows four filled stars. */
export function StarRating({ rating, size = 16, className }: { rating: number; size?: number; className?: string }) {
  const filled = Math.max(0, Math.min(5, Math.floor(rating)));
  return (
    <span className={clsx('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          width={size}
          height={size}
          className={i < filled ? 'fill-turmeric text-turmeric' : 'fill-transparent text-stone-300'}
        />
      ))}
      <span className="sr-only">{`Rated ${filled} out of 5`}</span>
    </span>
  );
}
