import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { CartCode, CodeOutcome } from '@kala/contract/promotions';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * The code on the shopper's cart. Its key sits under the cart's ('cart', user): whatever refreshes the cart (a line
 * added, removed, its quantity changed) refreshes the code's figures with it, without this feature knowing the cart's.
 */
export const cartCodeKey = (userId: string | undefined) => ['cart', userId ?? 'guest', 'coupon'] as const;

const CART_CODE_PATH = '/api/promotions/cart';

export function useCartCode() {
  const { user } = useSession();
  return useQuery({
    queryKey: cartCodeKey(user?._id),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<CartCode>>(CART_CODE_PATH, { signal }).then((answer) => answer.data.coupon),
    enabled: Boolean(user),
    staleTime: 0,
  });
}

/** Apply (a code) or remove (null) the cart's code; `onChanged` lets the page refresh what the code prices. */
export function useChangeCartCode(onChanged?: () => void) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string | null): Promise<CodeOutcome | null> =>
      code === null
        ? apiRequest<ApiAnswer<CartCode>>(CART_CODE_PATH, { method: 'DELETE' }).then(() => null)
        : apiRequest<ApiAnswer<CodeOutcome>>(CART_CODE_PATH, { method: 'PUT', body: { code } }).then((a) => a.data),
    onSuccess: (coupon) => {
      queryClient.setQueryData(cartCodeKey(user?._id), coupon);
      onChanged?.();
    },
  });
}
