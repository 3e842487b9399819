import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { CART_FALLBACKS } from '@kala/contract/cart-messages';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyPanel, ErrorPanel } from '../../../components/ui/state-panels';
import { translateContractMessage } from '../../../lib/i18n';
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
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(
    cart.data?.items.map((item) => item.selectedSize.sizeId),
    emptyHeading,
  );

  if (cart.isPending) {
    return (
      <div role="status" className="grid gap-6 lg:grid-cols-3">
        <span className="sr-only">
          <Trans>Loading your cart...</Trans>
        </span>
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
        title={translateContractMessage(CART_FALLBACKS.load)}
        message={cartErrorText(cart.error, t`Please try again.`)}
        onRetry={() => void cart.refetch()}
      />
    );
  }

  if (cart.data.items.length === 0) {
    return (
      <EmptyPanel
        headingRef={emptyHeading}
        icon={ShoppingCart}
        title={t`Your cart is empty`}
        text={t`Find a handmade piece you love and add it here.`}
        action={{ label: t`Browse Products`, to: '/products' }}
      />
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <ul id={LINES_ID} aria-label={t`Items in your cart`} className="space-y-4 lg:col-span-2">
        {cart.data.items.map((item) => (
          <CartLine key={item.selectedSize.sizeId} item={item} />
        ))}
      </ul>
      <CartSummary cart={cart.data} checkoutAction={checkoutAction} />
    </div>
  );
}

const LINES_ID = 'cart-lines';

/**
 * Where the keyboard focus goes when lines leave the cart under it (a line removed, the cart cleared; WCAG 2.4.3):
 * to the line that took the removed one's place (the next, else the one before), or to the empty cart's heading,
 * never to the document. Nothing moves while the focus is still somewhere on the page.
 */
function useFocusAfterRemoval(lineIds: string[] | undefined, emptyHeading: RefObject<HTMLHeadingElement | null>) {
  const shown = useRef<string[]>([]);
  const key = lineIds?.join(' ');
  useLayoutEffect(() => {
    if (!lineIds) return;
    const before = shown.current;
    shown.current = lineIds;
    const removedAt = before.findIndex((id) => !lineIds.includes(id));
    if (removedAt < 0) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const next =
      before.slice(removedAt + 1).find((id) => lineIds.includes(id)) ??
      before
        .slice(0, removedAt)
        .reverse()
        .find((id) => lineIds.includes(id));
    const line = next ? document.getElementById(LINES_ID)?.querySelector(`[data-line="${CSS.escape(next)}"]`) : null;
    const target = line?.querySelector<HTMLElement>('h2 a') ?? emptyHeading.current;
    target?.focus();
    // Keyed by the lines' ids: a refetch with the same lines changes nothing.
  }, [key, emptyHeading]); // lineIds is read through `key`
}
