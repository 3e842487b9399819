import { ADMIN_STATS_MESSAGES, type TopProduct } from '@kala/contract/admin-stats';
import { formatRupees } from '@kala/contract/money';
import { SmartImage } from '../../../components/ui/smart-image';
import { ListNote, OverviewSection } from './overview-section';

/** '₹999.00 - ₹4,200.00', one price when all sizes cost the same, or 'No sizes configured'. */
export function priceRange(product: Pick<TopProduct, 'minPrice' | 'maxPrice'>): string {
  if (product.minPrice === null || product.maxPrice === null) return ADMIN_STATS_MESSAGES.noSizes;
  if (product.minPrice === product.maxPrice) return formatRupees(product.minPrice);
  return `${formatRupees(product.minPrice)} - ${formatRupees(product.maxPrice)}`;
}

/** Top Products (spec §2): the first 3 in the store's featured order, with thumbnail, creator and price range. */
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
      {products.length > 0 ? (
        <ul className="divide-y divide-stone-200">
          {products.map((product) => (
            <li key={product._id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <SmartImage src={product.thumbnail} alt="" sizes="56px" className="w-14 shrink-0 rounded-xl" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{product.name}</p>
                <p className="truncate text-sm text-muted">
                  <span className="sr-only">By </span>
                  {product.creatorName}
                </p>
                <p className="text-sm font-semibold tabular-nums text-clay-dark">{priceRange(product)}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ListNote>
          {loading ? 'Loading products…' : failed ? 'Top products could not be loaded.' : 'No products yet.'}
        </ListNote>
      )}
    </OverviewSection>
  );
}
