import { Trans } from '@lingui/react/macro';
import clsx from 'clsx';
import type { Size } from '@kala/contract/catalog';
import { formatRupees } from '@kala/contract/money';
import { priceNow } from '@kala/contract/shown-price';
import { STOCK_MESSAGES } from '@kala/contract/stock-messages';

/**
 * The sizes as a radio group: each shows its price, and 'Only 2 left' when few remain; sizes out of stock stay
 * choosable but say so, or 'Reserved for you' when the shopper's own unpaid order holds them (`reservedIds`).
 */
export function SizePicker({
  sizes,
  selectedId,
  onSelect,
  reservedIds,
}: {
  sizes: readonly Size[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  reservedIds?: ReadonlySet<string> | undefined;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">
        <Trans>Size</Trans>
      </legend>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {sizes.map((size) => {
          const selected = size._id === selectedId;
          return (
            <label
              key={size._id}
              className={clsx(
                'relative flex cursor-pointer flex-col rounded-2xl border-2 px-3 py-2.5 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-turmeric',
                selected ? 'border-clay bg-clay/5' : 'border-stone-200 bg-white hover:border-stone-400',
              )}
            >
              <input
                type="radio"
                name="size"
                value={size._id}
                checked={selected}
                onChange={() => onSelect(size._id)}
                className="sr-only"
              />
              {/* Spaces between the lines (the column layout drops them) so a screen reader says them apart. */}
              <span className="font-semibold text-ink">{size.size}</span>{' '}
              {/* During a live sale, the sale price (decision 041). */}
              <span className="text-sm text-clay-dark">{formatRupees(priceNow(size))}</span>{' '}
              {!size.isAvailable &&
                (reservedIds?.has(size._id) ? (
                  <span className="text-xs font-semibold text-amber-800">{STOCK_MESSAGES.reservedTitle}</span>
                ) : (
                  <span className="text-xs font-semibold text-red-800">
                    <Trans>Out of Stock</Trans>
                  </span>
                ))}
              {size.isAvailable && size.piecesLeft !== undefined && (
                <span className="text-xs font-semibold text-amber-800">{STOCK_MESSAGES.onlyLeft(size.piecesLeft)}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
