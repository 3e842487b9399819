import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useProducts } from '../../../features/catalog/api/get-products';
import { ProductCardSkeleton } from '../../../features/catalog/components/product-card-skeleton';
import { LISTING_FAILED, ListingError } from '../../../features/catalog/components/listing-states';
import { errorMessage } from '../../../lib/api-client';
import { ProductGrid } from '../../../features/catalog/components/product-grid';
import { SectionHeading } from '../../../features/landing/components/section-heading';
import { FEATURED_COUNT } from '@kala/contract/catalog-constants';

/** Spec §9: six featured pieces, highest rated first. */

export function FeaturedProducts() {
  const { data, error, isPending, refetch } = useProducts({ sort: 'rating', limit: FEATURED_COUNT });
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading id="featured-heading" eyebrow={t`Loved by our customers`} title={t`Featured pieces`}>
        <Trans>The highest-rated work in the shop this season.</Trans>
      </SectionHeading>
      <div className="mt-12">
        {isPending ? (
          <div className="grid grid-cols-1 gap-6 min-[420px]:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: FEATURED_COUNT }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        ) : error ? (
          <ListingError message={errorMessage(error, LISTING_FAILED)} onRetry={() => void refetch()} />
        ) : (
          <ProductGrid products={data.data} headingLevel="h3" maxColumns={3} />
        )}
      </div>
      <div className="mt-10 text-center">
        <Link
          to="/products"
          className="inline-flex items-center gap-2 font-semibold text-clay hover:text-clay-dark hover:underline"
        >
          <Trans>See the whole collection</Trans> <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </section>
  );
}
