import { PackageCheck } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ORDER_MESSAGES, type OrderRef } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { translateContractMessage } from '../../../lib/i18n';
import { clearCheckoutDraft } from '../lib/checkout-draft';

/**
 * What the checkout shows instead of an empty cart when the cart was ordered meanwhile (another tab or window placed
 * it): says so and leads to that order. The heading takes the focus, so the news is announced where the shopper is;
 * what this tab had typed for the checkout is of no more use and is forgotten.
 */
export function CartAlreadyOrdered({ order }: { order: OrderRef }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const orderNumber = order.orderNumber;
  useEffect(() => {
    clearCheckoutDraft();
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="cart-ordered-heading"
      className="mx-auto flex max-w-2xl flex-col items-center gap-3 rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200"
    >
      <PackageCheck aria-hidden="true" className="h-12 w-12 text-green-700" />
      <h2 id="cart-ordered-heading" ref={heading} tabIndex={-1} className="font-display text-2xl text-ink">
        {translateContractMessage(ORDER_MESSAGES.cartAlreadyOrdered)}
      </h2>
      <p className="text-muted">
        <Trans>
          It was placed as order <span className="font-mono font-semibold text-ink">{orderNumber}</span>, perhaps in
          another tab or window, so there is nothing left in it to order.
        </Trans>
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Link to={`/orders/${encodeURIComponent(order.orderId)}`} className={buttonClass('primary', 'md')}>
          <Trans>View order {orderNumber}</Trans>
        </Link>
        <Link to="/" className={buttonClass('secondary', 'md')}>
          <Trans>Continue Shopping</Trans>
        </Link>
      </div>
    </section>
  );
}
