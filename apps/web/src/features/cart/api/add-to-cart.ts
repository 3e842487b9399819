import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../lib/toast';
import type { Cart, CartLineInput } from '@kala/contract/cart';
import { CART_FALLBACKS } from '@kala/contract/cart-messages';
import { apiRequest } from '../../../lib/api-client';
import { translateContractMessage } from '../../../lib/i18n';
import { tellOtherTabs } from '../../../lib/other-tabs';
import { createRepeatGuard, REPEAT_MS } from '../../../lib/repeat-guard';
import { useSession } from '../../../lib/session';
import { cartErrorText, cartKeys, refreshCartCount, TOAST_MS } from './cart-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

export const addToCart = (line: CartLineInput) =>
  apiRequest<ApiAnswer<Cart>>('/api/cart/add', { method: 'POST', body: line }).then((a) => a.data);

/** What the success toast names; the server decides price and availability. */
export interface AddToCartVariables extends CartLineInput {
  productName: string;
  sizeLabel: string;
}

/** The adds of this page, by shopper, size and quantity: a double click adds once (lib/repeat-guard.ts). */
const adds = createRepeatGuard(REPEAT_MS);
const addKey = (userId: string | undefined, { productId, sizeId, quantity }: CartLineInput) =>
  JSON.stringify([userId ?? '', productId, sizeId, quantity]);

/**
 * Adds a size of a product to the signed-in shopper's cart, refreshes the cart and its header count (here and in
 * the shopper's other tabs), and says how it went in a toast (spec §5: 3 s on success; 'Cart Error' for 5 s on
 * failure, with the server's reason). `mutate` adds once however often it is called in the same moment.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?._id;
  const mutation = useMutation({
    mutationFn: ({ productId, sizeId, quantity }: AddToCartVariables) => addToCart({ productId, sizeId, quantity }),
    onSuccess: (cart, variables) => {
      queryClient.setQueryData(cartKeys.detail(userId), cart);
      void refreshCartCount(queryClient, userId);
      tellOtherTabs('cart');
      toast.success(t`Added to cart`, {
        id: `cart-add:${variables.productId}:${variables.sizeId}`,
        description: `${variables.productName} (${variables.sizeLabel}) × ${variables.quantity}`,
        duration: TOAST_MS.cart,
      });
    },
    onError: (error) => {
      const fallback = translateContractMessage(CART_FALLBACKS.add);
      toast.error(t`Cart Error`, {
        id: 'cart-error',
        description: cartErrorText(error, t`${fallback}. Please try again.`),
        duration: TOAST_MS.error,
      });
    },
    onSettled: (_cart, error, variables) => adds.release(addKey(userId, variables), !error),
  });
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (variables: AddToCartVariables, options?: MutateOptions<Cart, Error, AddToCartVariables>) => {
      if (!adds.claim(addKey(userId, variables))) return;
      send(variables, options);
    },
    [send, userId],
  );
  return { ...mutation, mutate };
}
