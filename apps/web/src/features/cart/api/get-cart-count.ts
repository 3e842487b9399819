import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CartCount } from '@kala/contract/cart';
import { apiRequest } from '../../../lib/api-client';
import { onOtherTabs } from '../../../lib/other-tabs';
import { useSession } from '../../../lib/session';
import { cartKeys } from './cart-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

export const getCartCount = (signal?: AbortSignal) =>
  apiRequest<ApiAnswer<CartCount>>('/api/cart/count', { signal }).then((answer) => answer.data.count);

/**
 * Pieces in the cart for the header badge; 0 for a guest (no request is made). It stays true to a cart changed
 * elsewhere: another tab says so at once (lib/other-tabs.ts), and the count is asked again whenever the tab is shown
 * again (another browser or device).
 */
export function useCartCount(): number {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?._id;
  const query = useQuery({
    queryKey: cartKeys.count(userId),
    queryFn: ({ signal }) => getCartCount(signal),
    enabled: Boolean(userId),
    refetchOnWindowFocus: 'always',
  });
  useEffect(() => {
    if (!userId) return;
    return onOtherTabs((topic) => {
      if (topic === 'cart') void queryClient.invalidateQueries({ queryKey: cartKeys.all(userId) });
    });
  }, [queryClient, userId]);
  return user ? (query.data ?? 0) : 0;
}
