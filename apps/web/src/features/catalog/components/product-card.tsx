import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import clsx from 'clsx';
import { Link } from 'react-router';
import type { Product } from '@kala/contract/catalog';
import { formatRupees } from '@kala/contract/money';
import { saleBadgeText } from '@kala/contract/sale-badge';
import { hasPriceRange } from '@kala/contract/shown-price';
import { SmartImage } from '../../../components/ui/smart-image';
import { StarRating } from '../../../components/ui/star-rating';
import { categoryLabel } from '../lib/category-label';
import { translateContractMessage } from '../../../lib/i18n';
import { creatorName, isInStock, leadSize } from '../lib/pricing';
import { DiscountBadge } from './discount-badge';
import { StockBadge } from './stock-badge';
import { useProductCardSlots } from './product-card-slots';

interface ProductCardProps {
  product: Product;
  layout?: 'grid' | 'list';
  /** Cards in the first row of the first screen load their image at once. */
  priority?: boolean;
  /** The heading level that fits the page the card sits in. */
  headingLevel?: 'h2' | 'h3';
}

/** The card image's `sizes`; app/route-prefetch.ts warms a listing's first row with the same. */
export const cardImageSizes = (layout: 'grid' | 'list') =>
  layout === 'list'
    ? '(min-width: 640px) 224px, 100vw'
    : '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/**
 * One product in a listing: image, category, name, creator, stars, price, discount badge, stock and the first 2
 * tags (spec §2). The whole card is one link to the product page.
 */
export function ProductCard({ product, layout = 'grid', priority = false, headingLevel = 'h3' }: ProductCardProps) {
  const size = leadSize(product);
  const reviewCount = product.reviewCount ?? product.reviews.length;
  const creator = creatorName(product);
  const list = layout === 'list';
  const Heading = headingLevel;
  const multiplePrices = hasPriceRange(product.sizes);
  const { pictureAction } = useProductCardSlots();
  return (
    <article
      className={clsx(
        'group relative h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md',
        list && 'flex flex-col sm:flex-row',
      )}
    >
      <div className={clsx('relative', list && 'sm:w-56 sm:shrink-0')}>
        <SmartImage
          src={product.thumbnail}
          alt={product.name}
          aspectRatio="1 / 1"
          priority={priority}
          sizes={cardImageSizes(layout)}
          imgClassName="motion-safe:transition-transform motion-safe:duration-500 group-hover:scale-[1.03]"
        />
        <DiscountBadge sizes={product.sizes} className="absolute left-3 top-3" />
        {/* Above the card's stretched link, so the action (saving to the wishlist) does not also open the product. */}
        {pictureAction && <div className="absolute right-3 top-3 z-10">{pictureAction(product)}</div>}
      </div>
      <div className={clsx('flex flex-1 flex-col gap-1.5 p-4', list && 'sm:p-6')}>
        <p className="text-xs font-semibold uppercase tracking-wider text-clay">{categoryLabel(product.category)}</p>
        <Heading className="font-display text-lg leading-snug text-ink">
          {/* Prefetched when it comes into view (app/prefetch-on-intent.ts): a card is the likeliest next page. */}
          <Link
            to={`/products/${product._id}`}
            data-prefetch="viewport"
            className="rounded after:absolute after:inset-0 hover:text-clay-dark"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="text-sm text-muted">
          <Trans>by {creator}</Trans>
        </p>
        {list && product.description && <p className="line-clamp-2 text-sm text-muted">{product.description}</p>}
        {/* The average and count of the visible reviews (issue 26); a piece nobody has reviewed says so. */}
        {reviewCount > 0 ? (
          <div className="flex items-center gap-2">
            <StarRating rating={product.ratings} size={14} />
            <span className="text-xs text-muted">
              {product.ratings.toFixed(1)} <span aria-hidden="true">({reviewCount})</span>
              <span className="sr-only">{`, ${plural(reviewCount, { one: '# review', other: '# reviews' })}`}</span>
            </span>
          </div>
        ) : (
          <p className="text-xs text-muted">
            <Trans>No reviews yet</Trans>
          </p>
        )}
        {size && size.salePrice !== undefined && product.sale && (
          // During a live sale (decision 041): the sale price against the usual selling price, with the sale's name.
          <>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-clay-dark">
              {multiplePrices && (
                <span className="text-xs text-muted">
                  <Trans>From</Trans>
                </span>
              )}{' '}
              <span className="text-lg font-bold">{formatRupees(size.salePrice)}</span>{' '}
              <span className="text-sm text-muted line-through">
                <span className="sr-only">{t`usually`} </span>
                {formatRupees(size.discountedPrice)}
              </span>
            </p>
            <p className="text-xs font-semibold text-green-800">
              {translateContractMessage(saleBadgeText(product.sale))}
            </p>
          </>
        )}
        {size && size.salePrice === undefined && (
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-clay-dark">
            {/* The spaces between the parts (collapsed by the flex layout) keep them apart for screen readers. */}
            {multiplePrices && (
              <span className="text-xs text-muted">
                <Trans>From</Trans>
              </span>
            )}{' '}
            <span className="text-lg font-bold">{formatRupees(size.discountedPrice)}</span>{' '}
            {size.discountedPrice < size.originalPrice && (
              <span className="text-sm text-muted line-through">
                <span className="sr-only">{t`was`} </span>
                {formatRupees(size.originalPrice)}
              </span>
            )}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <StockBadge inStock={isInStock(product)} />
          {product.tags.length > 0 && (
            <ul className="flex gap-1.5" aria-label={t`Tags`}>
              {product.tags.slice(0, 2).map((tag) => (
                <li key={tag} className="rounded-full bg-sand px-2 py-0.5 text-xs text-ink">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </article>
  );
}
