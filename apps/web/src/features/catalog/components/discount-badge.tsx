import clsx from 'clsx';
import type { Size } from '@kala/contract/catalog';
import { discountLabel } from '../lib/pricing';

export function DiscountBadge({
  sizes,
  className,
}: {
  sizes: readonly Pick<Size, 'originalPrice' | 'discountedPrice'>[];
  className?: string;
}) {
  const label = discountLabel(sizes);
  if (!label) return null;
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full bg-clay px-2.5 py-1 text-xs font-bold text-white',
        className,
      )}
    >
      {label}
    </span>
  );
}
