import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { Cart, CartLineInput } from '@kala/contract/cart';
import { CART_FALLBACKS } from '@kala/contract/cart-messages';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { cartErrorText, cartKeys, TOAST_MS } from './cart-keys';

export const addToCart = (line: CartLineInput) =>
  apiRequest<{ success: true; data: Cart }>('/api/cart/add', { method: 'POST', body: line }).then((a) => a.data);

/** What the success toast names; the server decides price and availability. */
export interface AddToCartVariables extends CartLineInput {
  productName: string;
  sizeLabel: string;
}

/**
 * Adds a size of a product to the signed-in shopper's cart, refreshes the cart and its header count, and says how
 * it went in a toast (spec §5: 3 s on success; 'Cart Error' for 5 s on failure, with the server's reason).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: ({ productId, sizeId, quantity }: AddToCartVariables) => addToCart({ productId, sizeId, quantity }),
    onSuccess: (cart, variables) => {
      queryClient.setQueryData(cartKeys.detail(user?._id), cart);
      void queryClient.invalidateQueries({ queryKey: cartKeys.count(user?._id) });
      toast.success('Added to cart', {
        description: `${variables.productName} (${variables.sizeLabel}) × ${variables.quantity}`,
        duration: TOAST_MS.cart,
      });
    },
    onError: (error) => {
      toast.error('Cart Error', {
        description: cartErrorText(error, `${CART_FALLBACKS.add}. Please try again.`),
        duration: TOAST_MS.error,
      });
    },
  });
}
