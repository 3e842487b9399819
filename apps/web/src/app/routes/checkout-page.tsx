import { useQueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate } from 'react-router';
import type { OrderRef, PlacedOrder } from '@kala/contract/orders';
import { CART_FALLBACKS } from '@kala/contract/cart-messages';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorPanel } from '../../components/ui/state-panels';
import { cartErrorText, cartKeys } from '../../features/cart/api/cart-keys';
import { useCart } from '../../features/cart/api/get-cart';
import { CartAlreadyOrdered } from '../../features/checkout/components/cart-already-ordered';
import { CheckoutFlow } from '../../features/checkout/components/checkout-flow';
import { EmptyCartCheck } from '../../features/checkout/components/empty-cart-check';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation';
import { orderKeys } from '../../features/orders/api/order-keys';
import { checkoutKeys } from '../../features/checkout/api/checkout-keys';
import { CouponField } from '../../features/promotions/components/coupon-field';
import { usePriceDisplay } from '../../features/catalog/api/get-price-display';
import { useGiftCheckout } from '../../features/gifting/hooks/use-gift-checkout';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';

/**
 * /checkout (signed-in only; the router guards it). The page composes the cart and the checkout: the cart says
 * what is being bought (an empty cart, or one with nothing available, goes back to /cart, unless the cart was just
 * ordered from another tab or window: then the page says so, with a link to that order), the checkout places it,
 * and then the confirmation replaces the form and the cart and order list are refreshed.
 */
export default function CheckoutPage() {
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  // The cart was ordered from another tab or window: this one says so rather than only that the cart is empty.
  const [ordered, setOrdered] = useState<OrderRef | null>(null);
  usePageMeta(placed ? t`Order Confirmed` : t`Checkout`);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const cart = useCart();
  // The gift options of the review step (issue 27 item 3); the wrap's price is shown in the store's price mode.
  const gift = useGiftCheckout(usePriceDisplay().data?.pricesIncludeTax ?? false);

  const refreshCart = () => void queryClient.invalidateQueries({ queryKey: cartKeys.all(user?._id) });

  if (placed) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <OrderConfirmation placed={placed} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 font-display text-3xl text-clay-dark">
        <Trans>Checkout</Trans>
      </h1>
      {cart.isPending ? (
        <div role="status" className="space-y-6">
          <span className="sr-only">
            <Trans>Loading your cart...</Trans>
          </span>
          <Skeleton className="h-10" />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
            <Skeleton className="h-96" />
            <Skeleton className="h-64" />
          </div>
        </div>
      ) : cart.isError ? (
        <ErrorPanel
          title={CART_FALLBACKS.load}
          message={cartErrorText(cart.error, t`Please try again.`)}
          onRetry={() => void cart.refetch()}
        />
      ) : ordered ? (
        <CartAlreadyOrdered order={ordered} />
      ) : cart.data.items.length === 0 ? (
        <EmptyCartCheck onOrdered={setOrdered} />
      ) : !cart.data.items.some((item) => item.isAvailable) ? (
        <Navigate to="/cart" replace />
      ) : (
        <CheckoutFlow
          cart={cart.data}
          onAlreadyOrdered={(order) => {
            setOrdered(order);
            refreshCart();
          }}
          onPlaced={(order) => {
            setPlaced(order);
            // The server emptied the cart; the order list has a new order.
            refreshCart();
            void queryClient.invalidateQueries({ queryKey: orderKeys.all(user?._id) });
          }}
          onRefused={refreshCart}
          gift={gift}
          codeField={
            // The cart's coupon code (issue 27): applying or removing it prices the review again.
            <CouponField
              onChanged={() => void queryClient.invalidateQueries({ queryKey: checkoutKeys.all(user?._id) })}
            />
          }
        />
      )}
    </div>
  );
}
