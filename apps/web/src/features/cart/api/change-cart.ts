import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { Cart, CartLineInput } from '@kala/contract/cart';
import { CART_FALLBACKS } from '@kala/contract/cart-messages';
import { apiRequest } from '../../../lib/api-client';
import { translateContractMessage } from '../../../lib/i18n';
import { tellOtherTabs } from '../../../lib/other-tabs';
import { useSession } from '../../../lib/session';
import { cartErrorText, cartKeys, refreshCartCount, TOAST_MS } from './cart-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

type CartAnswer = ApiAnswer<Cart>;

export const updateCartItem = (line: CartLineInput) =>
  apiRequest<CartAnswer>('/api/cart/update', { method: 'PUT', body: line }).then((a) => a.data);

export const removeCartItem = ({ productId, sizeId }: { productId: string; sizeId: string }) =>
  apiRequest<CartAnswer>(`/api/cart/remove/${encodeURIComponent(productId)}/${encodeURIComponent(sizeId)}`, {
    method: 'DELETE',
  }).then((a) => a.data);

export const clearCart = () => apiRequest<CartAnswer>('/api/cart/clear', { method: 'DELETE' }).then((a) => a.data);

/**
 * One cart change: the answer is the new cart, which replaces the cached one; the header count is refetched, here and
 * in the shopper's other tabs. `success`: the toast's text (in the page's language) and its id.
 */
function useCartChange<V>(
  change: (variables: V) => Promise<Cart>,
  fallback: string,
  success?: { text: string; id: string },
) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.detail(user?._id), cart);
      void refreshCartCount(queryClient, user?._id);
      tellOtherTabs('cart');
      if (success) toast.success(success.text, { id: `cart:${success.id}`, duration: TOAST_MS.cart });
    },
    onError: (error) => {
      toast.error(t`Cart Error`, {
        id: 'cart-error',
        description: cartErrorText(error, translateContractMessage(fallback)),
        duration: TOAST_MS.error,
      });
      // The cart may have changed under us (stock, price): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all(user?._id) });
    },
  });
}

export const useUpdateCartItem = () => useCartChange(updateCartItem, CART_FALLBACKS.update);
export const useRemoveCartItem = () =>
  useCartChange(removeCartItem, CART_FALLBACKS.remove, { text: t`Removed from cart`, id: 'Removed from cart' });
export const useClearCart = () =>
  useCartChange(clearCart, CART_FALLBACKS.clear, { text: t`Cart cleared`, id: 'Cart cleared' });
