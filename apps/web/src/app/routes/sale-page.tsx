import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'lucide-react';
import { Link } from 'react-router';
import { NO_SALE_TEXT, nextSaleText, saleBadgeText, saleEndsText } from '@kala/contract/sale-price';
import { buttonClass } from '../../components/ui/button';
import { getAllProducts } from '../../features/catalog/api/get-products';
import { ProductGridSkeleton } from '../../features/catalog/components/product-card-skeleton';
import { ProductGrid } from '../../features/catalog/components/product-grid';
import { LISTING_FAILED, ListingError } from '../../features/catalog/components/listing-states';
import { useCurrentSales } from '../../features/sales/api/get-current-sales';
import { errorMessage } from '../../lib/api-client';
import { usePageMeta } from '../../lib/use-page-meta';
import { translateContractMessage } from '../../lib/i18n';

/**
 * What is on sale now (issue 27 item 2): the live sale's name and end, and every piece it prices, cheapest first (the
 * listing sorts by the shown price, which is the sale price). With no sale live it says when the next starts, else
 * that there is none. The listing API has no 'on sale' filter, so the page reads the (small) active catalogue in pages
 * of 100 and keeps the pieces that carry a sale.
 */
export default function SalePage() {
  usePageMeta(t`Sale`, t`Handmade art and decor on sale: the pieces in our festive sale, at their sale prices.`);
  const sales = useCurrentSales();
  const live = sales.data?.live ?? [];
  const pieces = useQuery({
    queryKey: ['products', 'sale'],
    queryFn: ({ signal }) => getAllProducts({ sort: 'price-low' }, signal),
    select: (products) => products.filter((product) => product.sale),
    enabled: live.length > 0,
  });
  const lead = live[0];
  const count = pieces.data?.length ?? 0;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-6">
      <header className="max-w-2xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-turmeric/15 px-3 py-1 text-sm font-semibold text-clay-dark">
          <Tag aria-hidden="true" className="h-4 w-4" /> <Trans>Sale</Trans>
        </p>
        <h1 className="mt-4 font-display text-4xl text-clay-dark sm:text-5xl">
          {lead ? lead.name : t`Pieces on sale`}
        </h1>
        {live.map((sale) => (
          <p key={sale._id} className="mt-3 text-lg text-muted">
            {`${translateContractMessage(saleBadgeText(sale))}. ${translateContractMessage(saleEndsText(sale))}.`}
          </p>
        ))}
      </header>
      <div className="mt-10">
        {sales.isPending || (lead && pieces.isPending) ? (
          <ProductGridSkeleton />
        ) : sales.error || pieces.error ? (
          <ListingError
            message={errorMessage(sales.error ?? pieces.error, LISTING_FAILED)}
            onRetry={() => void (sales.error ? sales.refetch() : pieces.refetch())}
          />
        ) : !lead || !pieces.data || pieces.data.length === 0 ? (
          <div className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
            <h2 className="font-display text-2xl text-ink">
              <Trans>No sale on right now</Trans>
            </h2>
            <p className="mt-2 text-muted">
              {translateContractMessage(sales.data?.next ? nextSaleText(sales.data.next) : NO_SALE_TEXT)}
            </p>
            <Link to="/products" className={buttonClass('primary', 'md', 'mt-6')}>
              <Trans>Browse the collection</Trans>
            </Link>
          </div>
        ) : (
          <>
            <p className="mb-6 text-sm text-muted" role="status">
              {plural(count, { one: '# piece on sale', other: '# pieces on sale' })}
            </p>
            <ProductGrid products={pieces.data} priorityCount={4} />
          </>
        )}
      </div>
    </div>
  );
}
