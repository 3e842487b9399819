import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import clsx from 'clsx';

/**
 * 'In Stock' when any size is available, else 'Out of Stock' (spec §4), or 'Reserved for you' when the shopper's own
 * unpaid order holds what is left (`reserved`, issue 26).
 */
export function StockBadge({
  inStock,
  reserved = false,
  className,
}: {
  inStock: boolean;
  reserved?: boolean;
  className?: string;
}) {
  if (!inStock && reserved) {
    return (
      <span className={clsx('inline-flex items-center gap-1.5 text-xs font-semibold text-amber-800', className)}>
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-500" />
        <Trans>Reserved for you</Trans>
      </span>
    );
  }
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 text-xs font-semibold',
        inStock ? 'text-green-800' : 'text-red-800',
        className,
      )}
    >
      <span aria-hidden="true" className={clsx('h-2 w-2 rounded-full', inStock ? 'bg-green-600' : 'bg-red-600')} />
      {inStock ? t`In Stock` : t`Out of Stock`}
    </span>
  );
}
