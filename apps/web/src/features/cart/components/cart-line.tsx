import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AlertTriangle, Info, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { CartItem } from '@kala/contract/cart';
import { CART_MAX_QUANTITY, CART_MESSAGES } from '@kala/contract/cart-messages';
import { formatRupees } from '@kala/contract/money';
import { saleBadgeText } from '@kala/contract/sale-badge';
import { STOCK_MESSAGES } from '@kala/contract/stock-messages';
import { SmartImage } from '../../../components/ui/smart-image';
import { useRemoveCartItem, useUpdateCartItem } from '../api/change-cart';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { translateContractMessage } from '../../../lib/i18n';

/** One cart line: picture, size, today's unit price, quantity, remove, and what changed since it was added. */
export function CartLine({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const { product, selectedSize } = item;
  const ids = { productId: product._id, sizeId: selectedSize.sizeId };
  const busy = update.isPending || remove.isPending;
  const productUrl = `/products/${product._id}`;
  const { piecesLeft } = item;
  // The stock fell below the line's quantity since it was added: checkout refuses it until lowered (decision 038).
  const aboveStock = item.isAvailable && piecesLeft !== undefined && item.quantity > piecesLeft;
  const productName = product.name;
  const size = selectedSize.size;
  const unitPrice = formatRupees(selectedSize.price);
  const previousPrice = item.previousPrice === undefined ? '' : formatRupees(item.previousPrice);
  const usually = t`usually`;
  const saleBadge = item.sale ? translateContractMessage(saleBadgeText(item.sale)) : '';

  return (
    <li data-line={selectedSize.sizeId} className="flex gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <Link
        to={productUrl}
        className="w-20 shrink-0 self-start overflow-hidden rounded-lg sm:w-28"
        tabIndex={-1}
        aria-hidden="true"
      >
        <SmartImage src={product.thumbnail} alt="" sizes="112px" className={item.isAvailable ? '' : 'opacity-60'} />
      </Link>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h2 className="font-display text-lg leading-snug text-ink">
              <Link to={productUrl} className="hover:text-clay hover:underline">
                {product.name}
              </Link>
            </h2>
            <p className="text-sm text-muted">
              <Trans>Size: {size}</Trans>
            </p>
            <p className="text-sm text-muted">
              <Trans>{unitPrice} each</Trans>
              {item.sale && (
                <>
                  {' '}
                  <span className="line-through">
                    <span className="sr-only">{`${usually} `}</span>
                    {formatRupees(item.sale.usualPrice)}
                  </span>
                </>
              )}
            </p>
            {/* A sale that starts or ends while the piece waits here moves the price it is charged at (decision 041). */}
            {item.sale && <p className="text-sm font-semibold text-green-800">{t`${saleBadge}: sale price applied`}</p>}
          </div>
          <p className="font-semibold text-clay-dark tabular-nums">
            {item.isAvailable ? (
              formatRupees(item.lineTotal)
            ) : (
              <span className="text-sm font-normal text-muted">
                <Trans>Not included</Trans>
              </span>
            )}
          </p>
        </div>

        {!item.isAvailable && (
          <p className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              {item.unavailableReason === 'productInactive'
                ? t`This piece is no longer available.`
                : translateContractMessage(CART_MESSAGES.outOfStock)}{' '}
              <Trans>It is not counted in your total; remove it to continue.</Trans>
            </span>
          </p>
        )}
        {aboveStock && piecesLeft !== undefined && (
          <p className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>{translateContractMessage(STOCK_MESSAGES.lowerQuantity(piecesLeft))}</span>
          </p>
        )}
        {item.isAvailable && !aboveStock && piecesLeft !== undefined && (
          <p className="text-sm font-semibold text-amber-800">
            {translateContractMessage(STOCK_MESSAGES.onlyLeft(piecesLeft))}
          </p>
        )}
        {item.isAvailable && item.priceChanged && item.previousPrice !== undefined && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="flex flex-1 items-start gap-2">
              <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                <Trans>
                  Price changed from {previousPrice} to {unitPrice} since you added it.
                </Trans>
              </span>
            </p>
            {/* Checkout refuses a line whose price moved until the shopper has seen it: saving the line accepts it. */}
            <button
              type="button"
              onClick={() => !busy && update.mutate({ ...ids, quantity: item.quantity })}
              aria-disabled={busy}
              className="rounded-full border border-amber-800 px-3 py-1 font-medium text-amber-900 hover:bg-amber-100 aria-disabled:opacity-60"
              aria-label={t`Accept the new price of ${productName}, ${size}`}
            >
              <Trans>Accept new price</Trans>
            </button>
          </div>
        )}

        <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
          <QuantityStepper
            value={item.quantity}
            label={t`Quantity of ${productName}, ${size}`}
            disabled={busy || !item.isAvailable}
            max={Math.min(CART_MAX_QUANTITY, piecesLeft ?? CART_MAX_QUANTITY)}
            onChange={(quantity) => update.mutate({ ...ids, quantity })}
          />
          <button
            type="button"
            onClick={() => !busy && remove.mutate(ids)}
            aria-disabled={busy}
            aria-busy={remove.isPending || undefined}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 aria-disabled:opacity-60"
            aria-label={t`Remove ${productName}, ${size}, from cart`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            <Trans>Remove</Trans>
          </button>
        </div>
      </div>
    </li>
  );
}
