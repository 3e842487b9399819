import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import type { OrderRef } from '@kala/contract/orders';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { checkoutKeys } from '../api/checkout-keys';
import { previewOrder } from '../api/preview-order';
import { cartOrderedAs } from '../lib/cart-already-ordered';

/**
 * The checkout found the cart empty. Whether it was just ordered (the server's preview of the cart says 'Your cart
 * was already ordered' and names the order) is asked once: then `onOrdered` shows that; otherwise the shopper goes
 * to the cart, which says it is empty.
 */
export function EmptyCartCheck({ onOrdered }: { onOrdered: (order: OrderRef) => void }) {
  const { user } = useSession();
  const input = { useCartItems: true } as const;
  const check = useQuery({
    queryKey: [...checkoutKeys.preview(user?._id, input), 'empty-cart'],
    queryFn: ({ signal }) => previewOrder(input, signal),
    retry: false,
    gcTime: 0,
  });
  const ordered = cartOrderedAs(check.error);
  useEffect(() => {
    if (ordered) onOrdered(ordered);
  }, [ordered?.orderId]);

  if (check.isPending || ordered) {
    return (
      <div role="status" className="space-y-6">
        <span className="sr-only">
          <Trans>Checking your cart…</Trans>
        </span>
        <Skeleton className="h-40" />
      </div>
    );
  }
  return <Navigate to="/cart" replace />;
}
