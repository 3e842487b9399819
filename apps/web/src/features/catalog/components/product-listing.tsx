import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import type { SortName } from '@kala/contract/catalog';
import { errorMessage } from '../../../lib/api-client';
import { listingQuery } from '../lib/listing';
import { INFINITE_SCROLL_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { infiniteProductsQueryOptions, productsQueryOptions } from '../api/get-products';
import { useListingParams } from '../hooks/use-listing-params';
import { useNearEnd } from '../hooks/use-near-end';
import { ProductGridSkeleton } from './product-card-skeleton';
import { ActiveFilters, ListingFiltersBar } from './listing-filters';
import { LISTING_FAILED, ListingEmpty, ListingError } from './listing-states';
import { Pager } from '../../../components/ui/pager';
import { ProductGrid } from './product-grid';

interface ProductListingProps {
  title: string;
  intro: ReactNode;
  defaultSort?: SortName;
}

/**
 * The product listing of spec §2: filters in the URL, page buttons on wide screens and infinite scroll up to
 * 768 px, skeletons, the error and empty states. While a changed filter loads, the cards shown are the old ones,
 * dimmed and marked busy, and the count says the results are updating rather than giving the old total. The keyboard
 * focus follows what changes: the next page's first result, the listing's heading once the last filter chip goes.
 */
export function ProductListing({ title, intro, defaultSort = 'featured' }: ProductListingProps) {
  const { filters, update, clear, hasFilters } = useListingParams(defaultSort);
  // The server renders the phone layout (infinite scroll, one priority image): the layout the page budget is
  // measured on. A wide screen switches to pages right after hydration.
  const infinite = useMediaQuery(INFINITE_SCROLL_QUERY, true);
  const query = listingQuery(filters);
  const queryClient = useQueryClient();

  // Page 1 of both layouts is the same answer: each starts from the other's, so switching layouts (after hydration,
  // or on a resize) shows the cards at once instead of skeletons.
  const infiniteKey = infiniteProductsQueryOptions(query).queryKey;
  const pagedFirstKey = productsQueryOptions({ ...query, page: 1 }).queryKey;
  const paged = useQuery({
    ...productsQueryOptions({ ...query, page: filters.page }),
    enabled: !infinite,
    initialData: () => (filters.page === 1 ? queryClient.getQueryData(infiniteKey)?.pages[0] : undefined),
    initialDataUpdatedAt: () => queryClient.getQueryState(infiniteKey)?.dataUpdatedAt,
  });
  const scrolled = useInfiniteQuery({
    ...infiniteProductsQueryOptions(query),
    enabled: infinite,
    // A changed filter keeps the cards shown (dimmed, busy) until its own arrive, as the paged layout does.
    placeholderData: keepPreviousData,
    initialData: () => {
      const first = queryClient.getQueryData(pagedFirstKey);
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(pagedFirstKey)?.dataUpdatedAt,
  });

  const products = infinite ? (scrolled.data?.pages.flatMap((p) => p.data) ?? []) : (paged.data?.data ?? []);
  const first = infinite ? scrolled.data?.pages[0] : paged.data;
  const total = first?.total;
  const error = infinite ? scrolled.error : paged.error;
  const pending = infinite ? scrolled.isPending : paged.isPending;
  // A filter change keeps the old cards (placeholder data) until the new ones arrive; dim them meanwhile.
  const refreshing = infinite ? scrolled.isPlaceholderData : paged.isPlaceholderData;

  const heading = useRef<HTMLHeadingElement>(null);
  const results = useRef<HTMLDivElement>(null);
  // A page button pressed: once that page's cards are in, the focus goes to the first of them.
  const focusFirstResult = useRef(false);
  const shownPage = paged.isPlaceholderData ? undefined : paged.data?.pagination.currentPage;
  useEffect(() => {
    if (!focusFirstResult.current || shownPage === undefined) return;
    focusFirstResult.current = false;
    results.current?.querySelector<HTMLElement>('article h2 a, article h3 a')?.focus();
  }, [shownPage]);

  const sentinel = useNearEnd(
    () => {
      if (scrolled.hasNextPage && !scrolled.isFetchingNextPage) void scrolled.fetchNextPage();
    },
    infinite && Boolean(scrolled.hasNextPage) && !scrolled.isFetching,
    scrolled.data?.pages.length,
  );

  const retry = () => void (infinite ? scrolled.refetch() : paged.refetch());

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-6">
      <header className="max-w-2xl">
        <h1 ref={heading} tabIndex={-1} className="font-display text-4xl text-clay-dark focus:outline-none sm:text-5xl">
          {title}
        </h1>
        <div className="mt-3 text-lg text-muted">{intro}</div>
      </header>

      <div className="mt-8">
        <ListingFiltersBar filters={filters} update={update} />
      </div>

      <div className="mt-6 flex min-h-8 flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" role="status">
          {refreshing
            ? t`Updating results…`
            : total !== undefined && !error
              ? plural(total, { one: '# piece', other: '# pieces' })
              : ''}
        </p>
        <ActiveFilters filters={filters} update={update} clear={clear} onEmptied={() => heading.current?.focus()} />
      </div>

      <div ref={results} className="mt-6" aria-busy={pending || refreshing}>
        {error && !first ? (
          <ListingError message={errorMessage(error, LISTING_FAILED)} onRetry={retry} />
        ) : pending ? (
          <ProductGridSkeleton />
        ) : products.length === 0 ? (
          <ListingEmpty hasFilters={hasFilters} onClear={clear} />
        ) : (
          <div className={refreshing ? 'opacity-60 transition-opacity' : undefined}>
            <ProductGrid
              products={products}
              layout={infinite ? 'grid' : filters.view}
              priorityCount={infinite ? 1 : 4}
            />
          </div>
        )}
      </div>

      {infinite ? (
        <>
          <div ref={sentinel} aria-hidden="true" />
          {scrolled.isFetchingNextPage && (
            <div className="mt-6">
              <ProductGridSkeleton count={2} />
            </div>
          )}
          {scrolled.error && scrolled.data && (
            <ListingError
              message={errorMessage(scrolled.error, LISTING_FAILED)}
              onRetry={() => void scrolled.fetchNextPage()}
            />
          )}
          {scrolled.data && !scrolled.hasNextPage && products.length > 0 && (
            <p className="mt-10 text-center text-sm text-muted">
              <Trans>You have seen every piece.</Trans>
            </p>
          )}
        </>
      ) : (
        first && (
          <Pager
            label={t`Pages`}
            numbers="around"
            className="mt-12"
            page={first.pagination.currentPage}
            totalPages={first.pagination.totalPages}
            onPage={(page) => {
              focusFirstResult.current = page !== first.pagination.currentPage;
              update({ page: page === 1 ? undefined : String(page) });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        )
      )}
    </div>
  );
}
