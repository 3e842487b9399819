import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { WishlistChange } from '@kala/contract/wishlist';
import { WISHLIST_FALLBACKS } from '@kala/contract/wishlist-messages';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { TOAST_MS, wishlistKeys } from './wishlist-keys';

type ChangeAnswer = { success: true; data: WishlistChange };

export const addToWishlist = (productId: string) =>
  apiRequest<ChangeAnswer>('/api/wishlist/add', { method: 'POST', body: { productId } }).then((a) => a.data);

export const removeFromWishlist = (productId: string) =>
  apiRequest<ChangeAnswer>(`/api/wishlist/remove/${encodeURIComponent(productId)}`, { method: 'DELETE' }).then(
    (a) => a.data,
  );

export interface WishlistChangeVariables {
  productId: string;
  /** true adds, false removes. */
  add: boolean;
  /** Spec §7: a failed removal from a product card is only logged, not shown. */
  quietRemovalFailure?: boolean;
}

/**
 * Adds or removes one product. The answer carries the new state and count, which go straight into the check and
 * count caches; the list is refetched. Toasts: 3 s on success, 'Wishlist Error: ...' for 5 s on failure (spec §5, §8).
 */
export function useChangeWishlist() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: ({ productId, add }: WishlistChangeVariables) =>
      add ? addToWishlist(productId) : removeFromWishlist(productId),
    onSuccess: (change) => {
      queryClient.setQueryData(wishlistKeys.check(user?._id, change.productId), change.inWishlist);
      queryClient.setQueryData(wishlistKeys.count(user?._id), change.count);
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.list(user?._id) });
      toast.success(change.inWishlist ? 'Added to wishlist' : 'Removed from wishlist', { duration: TOAST_MS.wishlist });
    },
    onError: (error, variables) => {
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(user?._id) });
      if (!variables.add && variables.quietRemovalFailure) {
        console.error(WISHLIST_FALLBACKS.remove, error);
        return;
      }
      toast.error(WISHLIST_FALLBACKS.toast, { duration: TOAST_MS.error });
    },
  });
}
