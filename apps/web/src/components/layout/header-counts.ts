import { useCartCount } from '../../features/cart/api/get-cart-count';
import { useWishlistCount } from '../../features/wishlist/api/get-wishlist-count';

/**
 * The numbers on the header's wishlist and cart icons: GET /api/wishlist/count and GET /api/cart/count for a
 * signed-in shopper, refreshed by every cart and wishlist change; 0 for guests (no request is made).
 */
export function useHeaderCounts(): { wishlist: number; cart: number } {
  return { wishlist: useWishlistCount(), cart: useCartCount() };
}
