import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PriceFilter, SortName } from '@kala/contract/catalog';
import { findCategory } from '@kala/contract/categories';
import { formatRupees } from '@kala/contract/money';

/** Spec §9 filters. Kept here as plain lists (the contract's are beside zod schemas the listing need not load). */
const low = formatRupees(1000);
const high = formatRupees(5000);

/** The labels are message descriptors, shown with i18n._() in the shopper's language. */
export const PRICE_OPTIONS: readonly { value: PriceFilter; label: MessageDescriptor }[] = [
  { value: 'below1000', label: msg`Under ${low}` },
  { value: '1000-5000', label: msg`${low} – ${high}` },
  { value: 'above5000', label: msg`Above ${high}` },
];

export const SORT_OPTIONS: readonly { value: SortName; label: MessageDescriptor }[] = [
  { value: 'featured', label: msg`Featured` },
  { value: 'newest', label: msg`Newest` },
  { value: 'price-low', label: msg`Price: Low to High` },
  { value: 'price-high', label: msg`Price: High to Low` },
  { value: 'rating', label: msg`Top Rated` },
];

export type ListingView = 'grid' | 'list';

export interface ListingFilters {
  /** A category slug, from any spelling in the URL (architecture §6.3). */
  category: string | undefined;
  price: PriceFilter | undefined;
  sort: SortName;
  search: string;
  view: ListingView;
  page: number;
}

const isPrice = (v: string | null): v is PriceFilter => PRICE_OPTIONS.some((o) => o.value === v);
const isSort = (v: string | null): v is SortName => SORT_OPTIONS.some((o) => o.value === v);

/** Reads the listing's filters from its URL, ignoring values the API would refuse. */
export function parseListingParams(params: URLSearchParams, defaultSort: SortName = 'featured'): ListingFilters {
  const category = params.get('category');
  const price = params.get('price');
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    category: category ? findCategory(category)?.slug : undefined,
    price: isPrice(price) ? price : undefined,
    sort: isSort(sort) ? sort : defaultSort,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/**
 * The listing's filters live in the URL, so a view can be shared and the back button steps through changes.
 * Changing category, price, sort or search drops `page` (spec §2: reload from page 1).
 */
export function useListingParams(defaultSort: SortName = 'featured') {
  const [params, setParams] = useSearchParams();
  // The address as the last change left it. React Router hands a functional update the address of the last render,
  // so two quick changes (two chips removed by two fast Enter presses) would build the second on the stale address
  // and bring back what the first removed; each change builds on this instead.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const filters = useMemo(() => parseListingParams(params, defaultSort), [params, defaultSort]);

  const update = useCallback(
    (patch: Partial<Record<'category' | 'price' | 'sort' | 'search' | 'view' | 'page', string | undefined>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      const filterChanged = ['category', 'price', 'sort', 'search'].some((k) => k in patch);
      if (filterChanged && !('page' in patch)) next.delete('page');
      if (next.get('sort') === defaultSort) next.delete('sort');
      latest.current = next;
      setParams(next, { preventScrollReset: true });
    },
    [setParams, defaultSort],
  );

  const clear = useCallback(() => {
    const next = new URLSearchParams();
    const view = latest.current.get('view');
    if (view) next.set('view', view);
    latest.current = next;
    setParams(next);
  }, [setParams]);

  const hasFilters = Boolean(filters.category || filters.price || filters.search);
  return { filters, update, clear, hasFilters };
}
