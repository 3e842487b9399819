import { Trans } from '@lingui/react/macro';
import { useProducts } from '../api/get-products';
import { ProductCardSkeleton } from './product-card-skeleton';
import { ProductGrid } from './product-grid';
import type { Product } from '@kala/contract/catalog';
import { RELATED_COUNT } from '@kala/contract/catalog-constants';

/** Spec §9: up to 4 related pieces. */

/** 'You might also like': up to 4 products of the same category, never the product itself. */
export function RelatedProducts({ product }: { product: Product }) {
  const { data, isPending } = useProducts({ category: product.category, sort: 'rating', limit: RELATED_COUNT + 1 });
  const related = (data?.data ?? []).filter((p) => p._id !== product._id).slice(0, RELATED_COUNT);
  if (!isPending && related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-20 render-when-near">
      <h2 id="related-heading" className="text-balance font-display text-3xl text-clay-dark">
        <Trans>You might also like</Trans>
      </h2>
      <div className="mt-8">
        {isPending ? (
          <div className="grid grid-cols-1 gap-6 min-[420px]:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: RELATED_COUNT }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        ) : (
          <ProductGrid products={related} headingLevel="h3" />
        )}
      </div>
    </section>
  );
}
