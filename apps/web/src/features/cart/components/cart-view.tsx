import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { CART_FALLBACKS } from '@kala/contract/cart-messages';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyPanel, ErrorPanel } from '../../../components/ui/state-panels';
import { cartErrorText } from '../api/cart-keys';
import { useCart } from '../api/get-cart';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

/**
 * The cart page body: loading, error, empty, or the lines beside the summary. `checkoutAction` is the page's way
 * on to checkout (the cart feature does not know the checkout), shown in the summary.
 */
export function CartView({ checkoutAction }: { checkoutAction?: ReactNode } = {}) {
  const cart = useCart();

  if (cart.isPending) {
    return (
      <div role="status" className="grid gap-6 lg:grid-cols-3">
        <span className="sr-only">Loading your cart...</span>
        <div className="space-y-4 lg:col-span-2">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }

  if (cart.isError) {
    return (
      <ErrorPanel
        title={CART_FALLBACKS.load}
        message={cartErrorText(cart.error, 'Please try again.')}
        onRetry={() => void cart.refetch()}
      />
    );
  }

  if (cart.data.items.length === 0) {
    return (
      <EmptyPanel
        icon={ShoppingCart}
        title="Your cart is empty"
        text="Find a handmade piece you love and add it here."
        action={{ label: 'Browse Products', to: '/products' }}
      />
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <ul aria-label="Items in your cart" className="space-y-4 lg:col-span-2">
        {cart.data.items.map((item) => (
          <CartLine key={item.selectedSize.sizeId} item={item} />
        ))}
      </ul>
      <CartSummary cart={cart.data} checkoutAction={checkoutAction} />
    </div>
  );
}
