import { useQuery } from '@tanstack/react-query';
import type { Wishlist } from '@kala/contract/wishlist';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { wishlistKeys } from './wishlist-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

export const getWishlist = (signal?: AbortSignal) =>
  apiRequest<ApiAnswer<Wishlist>>('/api/wishlist', { signal }).then((a) => a.data.wishlist);

/** The signed-in shopper's wishlist (disabled for guests). */
export function useWishlist() {
  const { user } = useSession();
  return useQuery({
    queryKey: wishlistKeys.list(user?._id),
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: Boolean(user),
  });
}

/**
 * The ids of the products in the wishlist, from the same one request as the list: product cards use it, so a page of
 * twelve cards costs one request instead of twelve checks. Empty for guests.
 */
export function useWishlistProductIds(enabled = true): Set<string> | undefined {
  const { user } = useSession();
  const query = useQuery({
    queryKey: wishlistKeys.list(user?._id),
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: Boolean(user) && enabled,
    select: (wishlist) => new Set(wishlist.items.map((item) => item.product._id)),
  });
  return user ? query.data : new Set();
}
