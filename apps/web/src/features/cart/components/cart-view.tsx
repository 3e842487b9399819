import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { CART_FALLBACKS } from '@kala/contract/cart-messages';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cartErrorText } from '../api/cart-keys';
import { useCart } from '../api/get-cart';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

/** The cart page body: loading, error, empty, or the lines beside the summary. */
export function CartView() {
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
      <div role="alert" className="rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
        <h2 className="font-display text-xl text-ink">{CART_FALLBACKS.load}</h2>
        <p className="mt-2 text-muted">{cartErrorText(cart.error, 'Please try again.')}</p>
        <button type="button" className={buttonClass('primary', 'md', 'mt-4')} onClick={() => void cart.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  if (cart.data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
        <ShoppingCart aria-hidden="true" className="h-12 w-12 text-clay/60" />
        <h2 className="font-display text-2xl text-ink">Your cart is empty</h2>
        <p className="text-muted">Find a handmade piece you love and add it here.</p>
        <Link to="/products" className={buttonClass('primary', 'md', 'mt-2')}>
          Browse Products
        </Link>
      </div>
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <ul aria-label="Items in your cart" className="space-y-4 lg:col-span-2">
        {cart.data.items.map((item) => (
          <CartLine key={item.selectedSize.sizeId} item={item} />
        ))}
      </ul>
      <CartSummary cart={cart.data} />
    </div>
  );
}
