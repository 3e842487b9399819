import { ADMIN_STATS_MESSAGES, TOP_PRODUCTS_DAYS, type TopProduct } from '@kala/contract/admin-stats';
import { formatRupees } from '@kala/contract/money';
import { SmartImage } from '../../../components/ui/smart-image';
import { plural } from '../../../lib/format';
import { ListNote, OverviewSection } from './overview-section';

/** '₹999.00 - ₹4,200.00', one price when all sizes cost the same, or 'No sizes configured'. */
export function priceRange(product: Pick<TopProduct, 'minPrice' | 'maxPrice'>): string {
  if (product.minPrice === null || product.maxPrice === null) return ADMIN_STATS_MESSAGES.noSizes;
  if (product.minPrice === product.maxPrice) return formatRupees(product.minPrice);
  return `${formatRupees(product.minPrice)} - ${formatRupees(product.maxPrice)}`;
}

/**
 * Top Products (spec §2): the best sellers of the last 30 days (most pieces first, then revenue, as the analytics tab
 * counts them), each with its thumbnail, creator, pieces sold, their revenue and the price range.
 */
export function TopProducts({
  products,
  failed,
  loading,
}: {
  products: TopProduct[];
  failed: boolean;
  loading: boolean;
}) {
  return (
    <OverviewSection id="top-products-heading" title="Top Products">
      <p className="-mt-2 mb-3 text-sm text-muted">Best sellers of the last {TOP_PRODUCTS_DAYS} days.</p>
      {products.length > 0 ? (
        <ol className="divide-y divide-stone-200">
          {products.map((product) => (
            <li
              key={product._id ?? `deleted:${product.name}`}
              className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
            >
              <SmartImage src={product.thumbnail} alt="" sizes="56px" className="w-14 shrink-0 rounded-xl" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{product.name}</p>
                <p className="truncate text-sm text-muted">
                  {product.creatorName === null ? (
                    ADMIN_STATS_MESSAGES.deletedProduct
                  ) : (
                    <>
                      <span className="sr-only">By </span>
                      {product.creatorName}
                    </>
                  )}
                </p>
                <p className="text-sm tabular-nums text-ink">
                  <span className="font-semibold">{plural(product.unitsSold, 'piece')} sold</span> ·{' '}
                  {formatRupees(product.revenue)}
                </p>
                {product._id !== null && (
                  <p className="text-sm font-semibold tabular-nums text-clay-dark">{priceRange(product)}</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <ListNote>
          {loading ? 'Loading products…' : failed ? 'Top products could not be loaded.' : ADMIN_STATS_MESSAGES.noSales}
        </ListNote>
      )}
    </OverviewSection>
  );
}
