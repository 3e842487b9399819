import { useQuery } from '@tanstack/react-query';
import { Tag } from 'lucide-react';
import { Link } from 'react-router';
import { discountPercent } from '@kala/contract/money';
import { buttonClass } from '../../components/ui/button';
import { getAllProducts } from '../../features/catalog/api/get-products';
import { ProductGridSkeleton } from '../../features/catalog/components/product-card-skeleton';
import { ProductGrid } from '../../features/catalog/components/product-grid';
import { LISTING_FAILED, ListingError } from '../../features/catalog/components/listing-states';
import { errorMessage } from '../../lib/api-client';
import { hasDiscount } from '../../features/catalog/lib/pricing';
import type { Product } from '@kala/contract/catalog';
import { usePageMeta } from '../../lib/use-page-meta';

const bestDiscount = (p: Product) =>
  Math.max(0, ...p.sizes.map((s) => discountPercent(s.originalPrice, s.discountedPrice)));

/**
 * Every piece with a discount on at least one size, biggest saving first. The listing API has no discount filter,
 * so the page reads the (small) active catalogue in pages of 100 and keeps the discounted pieces.
 */
export default function SalePage() {
  usePageMeta('Sale', 'Handmade art and decor with a discount: every piece currently offered below its usual price.');
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['products', 'sale'],
    queryFn: ({ signal }) => getAllProducts({ sort: 'rating' }, signal),
    select: (products) => products.filter(hasDiscount).sort((a, b) => bestDiscount(b) - bestDiscount(a)),
  });

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-6">
      <header className="max-w-2xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-turmeric/15 px-3 py-1 text-sm font-semibold text-clay-dark">
          <Tag aria-hidden="true" className="h-4 w-4" /> Sale
        </p>
        <h1 className="mt-4 font-display text-4xl text-clay-dark sm:text-5xl">Pieces on sale</h1>
        <p className="mt-3 text-lg text-muted">
          Handmade work offered below its usual price, biggest savings first. Prices fall per size, so check the size
          you want.
        </p>
      </header>
      <div className="mt-10">
        {isPending ? (
          <ProductGridSkeleton />
        ) : error ? (
          <ListingError message={errorMessage(error, LISTING_FAILED)} onRetry={() => void refetch()} />
        ) : data.length === 0 ? (
          <div className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
            <h2 className="font-display text-2xl text-ink">No pieces are on sale right now</h2>
            <p className="mt-2 text-muted">Subscribe to our newsletter to hear about the next one.</p>
            <Link to="/products" className={buttonClass('primary', 'md', 'mt-6')}>
              Browse the collection
            </Link>
          </div>
        ) : (
          <>
            <p
              className="mb-6 text-sm text-muted"
              role="status"
            >{`${data.length} ${data.length === 1 ? 'piece' : 'pieces'} on sale`}</p>
            <ProductGrid products={data} priorityCount={4} />
          </>
        )}
      </div>
    </div>
  );
}
