import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { wishlistKeys } from './wishlist-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

export const checkWishlist = (productId: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<{ inWishlist: boolean }>>(`/api/wishlist/check/${encodeURIComponent(productId)}`, {
    signal,
  }).then((a) => a.data.inWishlist);

/**
 * Whether one product is in the wishlist (GET /api/wishlist/check): undefined while loading; false for guests and
 * when the check failed (the heart then offers to add, and the server keeps one entry however often it is added).
 */
export function useWishlistCheck(productId: string, enabled = true): boolean | undefined {
  const { user } = useSession();
  const query = useQuery({
    queryKey: wishlistKeys.check(user?._id, productId),
    queryFn: ({ signal }) => checkWishlist(productId, signal),
    enabled: Boolean(user) && enabled,
  });
  if (!user || query.isError) return false;
  return query.data;
}
