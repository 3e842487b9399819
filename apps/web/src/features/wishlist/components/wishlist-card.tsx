import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatRupees } from '@kala/contract/money';
import type { WishlistItem } from '@kala/contract/wishlist';
import { buttonClass } from '../../../components/ui/button';
import { SmartImage } from '../../../components/ui/smart-image';
import { formatDate } from '../../../lib/format';
import { useChangeWishlist } from '../api/change-wishlist';

/** Spec §9 discount badge: 'X% off' when every size is off alike, 'Up to X% off' when they differ; none without a discount. */
export function discountBadge(product: WishlistItem['product']): string | undefined {
  const best = product.maxDiscountPercent;
  if (best <= 0) return undefined;
  const alike = product.sizes.every((s) => s.discountPercent === best);
  return alike ? t`${best}% off` : t`Up to ${best}% off`;
}

/** One saved product (spec §2 wishlist): picture and name to the product, price, badge, quick add, remove, date. */
export function WishlistCard({
  item,
  onSelectSize,
}: {
  item: WishlistItem;
  onSelectSize: (item: WishlistItem) => void;
}) {
  const { product } = item;
  const change = useChangeWishlist();
  const url = `/products/${product._id}`;
  const badge = discountBadge(product);
  const name = product.name;
  const added = formatDate(item.addedAt);

  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="relative">
        <Link to={url} tabIndex={-1} aria-hidden="true">
          <SmartImage src={product.thumbnail} alt="" sizes="(max-width: 640px) 100vw, 300px" />
        </Link>
        {badge && (
          <span className="absolute left-3 top-3 rounded-full bg-clay px-2.5 py-1 text-xs font-bold text-white">
            {badge}
          </span>
        )}
        <button
          type="button"
          title={t`Remove from wishlist`}
          aria-label={t`Remove ${name} from wishlist`}
          disabled={change.isPending}
          onClick={() => change.mutate({ productId: product._id, add: false })}
          className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-red-700 shadow-sm ring-1 ring-stone-200 hover:bg-red-50 disabled:opacity-60"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-display text-lg leading-snug text-ink">
          <Link to={url} className="hover:text-clay hover:underline">
            {product.name}
          </Link>
        </h2>
        <p className="text-clay-dark">
          <span className="font-semibold">{formatRupees(product.discountedPrice)}</span>
          {product.discountedPrice < product.originalPrice && (
            <>
              {' '}
              <span className="ml-1 text-sm text-muted line-through">
                <span className="sr-only">{t`was`} </span>
                {formatRupees(product.originalPrice)}
              </span>
            </>
          )}
        </p>
        {product.sizes.length > 1 && (
          <p className="text-xs text-muted">
            <Trans>Multiple sizes available - view details to select</Trans>
          </p>
        )}
        {!product.isAvailable && (
          <p className="text-sm font-medium text-red-700">
            <Trans>Currently out of stock</Trans>
          </p>
        )}
        <div className="mt-auto space-y-2 pt-2">
          <button
            type="button"
            className={buttonClass('primary', 'md', 'w-full')}
            onClick={() => onSelectSize(item)}
            disabled={!product.isAvailable}
            aria-label={t`Select Size & Add: ${name}`}
          >
            <ShoppingCart aria-hidden="true" className="h-4 w-4" />
            <Trans>Select Size &amp; Add</Trans>
          </button>
          <p className="text-xs text-muted">
            <Trans>Added on {added}</Trans>
          </p>
        </div>
      </div>
    </li>
  );
}
