import { useQuery } from '@tanstack/react-query';
import type { CartCount } from '@kala/contract/cart';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { cartKeys } from './cart-keys';

export const getCartCount = (signal?: AbortSignal) =>
  apiRequest<{ success: true; data: CartCount }>('/api/cart/count', { signal }).then((answer) => answer.data.count);

/** Pieces in the cart for the header badge; 0 for a guest (no request is made). */
export function useCartCount(): number {
  const { user } = useSession();
  const query = useQuery({
    queryKey: cartKeys.count(user?._id),
    queryFn: ({ signal }) => getCartCount(signal),
    enabled: Boolean(user),
  });
  return user ? (query.data ?? 0) : 0;
}
