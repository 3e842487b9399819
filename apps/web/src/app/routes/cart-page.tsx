import { CartView } from '../../features/cart/components/cart-view';
import { usePageMeta } from '../../lib/use-page-meta';

/** /cart (signed-in only; the router guards it). Checkout is not built yet, so there is no checkout button. */
export default function CartPage() {
  usePageMeta('Your Cart');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 font-display text-3xl text-clay-dark">Your Cart</h1>
      <CartView />
    </div>
  );
}
