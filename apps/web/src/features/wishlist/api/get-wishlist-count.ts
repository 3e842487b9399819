import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { wishlistKeys } from './wishlist-keys';

export const getWishlistCount = (signal?: AbortSignal) =>
  apiRequest<{ success: true; data: { count: number } }>('/api/wishlist/count', { signal }).then((a) => a.data.count);

/** Products in the wishlist for the header badge; 0 for a guest (no request is made). */
export function useWishlistCount(): number {
  const { user } = useSession();
  const query = useQuery({
    queryKey: wishlistKeys.count(user?._id),
    queryFn: ({ signal }) => getWishlistCount(signal),
    enabled: Boolean(user),
  });
  return user ? (query.data ?? 0) : 0;
}
