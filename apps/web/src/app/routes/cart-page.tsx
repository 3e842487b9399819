import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useCart } from '../../features/cart/api/get-cart';
import { CartView } from '../../features/cart/components/cart-view';
import { DeliveryCheckLoader } from '../../features/delivery-estimate/components/delivery-check-loader';
import { CouponField } from '../../features/promotions/components/coupon-field';
import { usePageMeta } from '../../lib/use-page-meta';

/**
 * /cart (signed-in only; the router guards it). The way on to /checkout is the page's: the cart's summary shows
 * it while some line can be bought.
 */
export default function CartPage() {
  usePageMeta(t`Your Cart`);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 font-display text-3xl text-clay-dark">
        <Trans>Your Cart</Trans>
      </h1>
      <CartView
        checkoutAction={
          <>
            {/* The cart's one coupon code (issue 27): its discount and the total with it, or why it does not apply. */}
            <CouponField showTotals />
            <Link to="/checkout" className={buttonClass('primary', 'lg', 'w-full')}>
              <Trans>Proceed to Checkout</Trans>
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
          </>
        }
      />
      <CartDelivery />
    </div>
  );
}

/** The PIN field for the cart's pieces that can be bought (issue 26 item 1); its code loads when scrolled near. */
function CartDelivery() {
  const { data: cart } = useCart();
  const pieces = (cart?.items ?? [])
    .filter((item) => item.isAvailable)
    .map((item) => ({ productId: item.product._id, sizeId: item.selectedSize.sizeId }));
  if (pieces.length === 0) return null;
  return (
    <div className="mt-8 max-w-xl">
      <DeliveryCheckLoader pieces={pieces} orderValue={cart?.subtotal} />
    </div>
  );
}
