import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { onOtherTabs } from '../../../lib/other-tabs';
import { useSession } from '../../../lib/session';
import { wishlistKeys } from './wishlist-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

export const getWishlistCount = (signal?: AbortSignal) =>
  apiRequest<ApiAnswer<{ count: number }>>('/api/wishlist/count', { signal }).then((a) => a.data.count);

/**
 * Products in the wishlist for the header badge; 0 for a guest (no request is made). Refreshed when another tab
 * changes the wishlist and whenever the tab is shown again, like the cart's count.
 */
export function useWishlistCount(): number {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?._id;
  const query = useQuery({
    queryKey: wishlistKeys.count(userId),
    queryFn: ({ signal }) => getWishlistCount(signal),
    enabled: Boolean(userId),
    refetchOnWindowFocus: 'always',
  });
  useEffect(() => {
    if (!userId) return;
    return onOtherTabs((topic) => {
      if (topic === 'wishlist') void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(userId) });
    });
  }, [queryClient, userId]);
  return user ? (query.data ?? 0) : 0;
}
