import { useQueries } from '@tanstack/react-query';
import { productsQueryOptions } from './get-products';

/**
 * A photo for each category: the thumbnail of its highest-rated product (one small, cached request per category;
 * the same query the listing makes, so it warms that cache too). Undefined while loading or when the category has no
 * products yet. Answers in the order of `categories` (any spelling `?category=` takes).
 */
export function useCategoryThumbnails(categories: readonly string[]): (string | undefined)[] {
  const results = useQueries({
    queries: categories.map((category) => productsQueryOptions({ category, sort: 'rating', limit: 1 })),
  });
  return categories.map((_, i) => results[i]?.data?.data[0]?.thumbnail);
}
