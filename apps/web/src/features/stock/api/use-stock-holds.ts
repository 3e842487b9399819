import { useQuery } from '@tanstack/react-query';
import type { StockHold } from '@kala/contract/stock';

/** The holds' query key, by shopper and product: a sign-out or another shopper's sign-in never sees them. */
export const stockHoldKeys = {
  all: ['stock-holds'] as const,
  product: (userId: string, productId: string) => ['stock-holds', userId, productId] as const,
};

const NONE: readonly StockHold[] = [];

/**
 * The signed-in shopper's own unpaid online orders holding pieces of this product (GET /api/stock/holds), asked only
 * for a signed-in shopper (`userId`). The request's code loads when first asked (dynamic import), not with the
 * product page: a guest's first visit carries none of it. Answers the holds, or none while unknown or on failure
 * (the page then shows the catalogue's stock as it is).
 */
export function useStockHolds(productId: string, userId: string | undefined): readonly StockHold[] {
  const query = useQuery({
    queryKey: stockHoldKeys.product(userId ?? '', productId),
    queryFn: ({ signal }) => import('./get-stock-holds').then(({ getStockHolds }) => getStockHolds(productId, signal)),
    enabled: Boolean(userId),
    // A hold ends within minutes (paid, replaced, or given up): asked again whenever the page is opened or refocused.
    staleTime: 0,
    retry: false,
  });
  return query.data?.holds ?? NONE;
}
