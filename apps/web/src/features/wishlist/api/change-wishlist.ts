import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../lib/toast';
import type { WishlistChange } from '@kala/contract/wishlist';
import { WISHLIST_FALLBACKS } from '@kala/contract/wishlist-messages';
import { apiRequest } from '../../../lib/api-client';
import { tellOtherTabs } from '../../../lib/other-tabs';
import { createRepeatGuard, REPEAT_MS } from '../../../lib/repeat-guard';
import { useSession } from '../../../lib/session';
import { TOAST_MS, wishlistKeys } from './wishlist-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

type ChangeAnswer = ApiAnswer<WishlistChange>;

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

/** The changes of this page, by shopper and product: a double click on a heart is one change, not two. */
const changes = createRepeatGuard(REPEAT_MS);
const changeKey = (userId: string | undefined, productId: string) => JSON.stringify([userId ?? '', productId]);

/**
 * Adds or removes one product. The answer carries the new state and count, which go straight into the check and
 * count caches; the list is refetched, here and in the shopper's other tabs. Toasts: 3 s on success, 'Wishlist
 * Error: ...' for 5 s on failure (spec §5, §8), one per product at a time. `mutate` changes a product once however
 * often it is called in the same moment.
 */
export function useChangeWishlist() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?._id;
  const mutation = useMutation({
    mutationFn: ({ productId, add }: WishlistChangeVariables) =>
      add ? addToWishlist(productId) : removeFromWishlist(productId),
    onSuccess: (change) => {
      queryClient.setQueryData(wishlistKeys.check(userId, change.productId), change.inWishlist);
      // A count request still on its way (asked before this change) must not overwrite the server's new count.
      void queryClient
        .cancelQueries({ queryKey: wishlistKeys.count(userId) })
        .then(() => queryClient.setQueryData(wishlistKeys.count(userId), change.count));
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.list(userId) });
      tellOtherTabs('wishlist');
      toast.success(change.inWishlist ? t`Added to wishlist` : t`Removed from wishlist`, {
        id: `wishlist:${change.productId}`,
        duration: TOAST_MS.wishlist,
      });
    },
    onError: (error, variables) => {
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(userId) });
      if (!variables.add && variables.quietRemovalFailure) {
        console.error(WISHLIST_FALLBACKS.remove, error);
        return;
      }
      toast.error(WISHLIST_FALLBACKS.toast, { id: `wishlist:${variables.productId}`, duration: TOAST_MS.error });
    },
    onSettled: (_change, error, variables) => changes.release(changeKey(userId, variables.productId), !error),
  });
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (variables: WishlistChangeVariables, options?: MutateOptions<WishlistChange, Error, WishlistChangeVariables>) => {
      if (!changes.claim(changeKey(userId, variables.productId))) return;
      send(variables, options);
    },
    [send, userId],
  );
  return { ...mutation, mutate };
}
