import { useQueries } from '@tanstack/react-query';
import { productsQueryOptions } from '../../catalog/api/get-products';
import { CATEGORY_CARDS, slugOf } from '../category-catalogue';

/**
 * A photo for each category card: the thumbnail of its highest-rated product (one small, cached request per
 * category; the same query the listing makes, so it warms that cache too). Undefined while loading or when the
 * category has no products yet, and the card shows its drawn art.
 */
export function useCategoryImages(): Record<string, string | undefined> {
  const results = useQueries({
    queries: CATEGORY_CARDS.map((card) => productsQueryOptions({ category: slugOf(card), sort: 'rating', limit: 1 })),
  });
  return Object.fromEntries(CATEGORY_CARDS.map((card, i) => [card.id, results[i]?.data?.data[0]?.thumbnail]));
}
