import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@kala/contract/cart';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { cartKeys } from './cart-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

export const getCart = (signal?: AbortSignal) =>
  apiRequest<ApiAnswer<Cart>>('/api/cart', { signal }).then((answer) => answer.data);

export const cartQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: cartKeys.detail(userId),
    queryFn: ({ signal }) => getCart(signal),
    enabled: Boolean(userId),
    // Prices and stock are read on the server each time; a cart seen a minute ago may already be out of date.
    staleTime: 0,
  });

/** The signed-in shopper's cart (disabled for guests). */
export function useCart() {
  const { user } = useSession();
  return useQuery(cartQueryOptions(user?._id));
}
