import { CheckCircle2, PackageCheck, PackageX, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { COD_MESSAGES, type CodConfirmationView } from '@kala/contract/cod';
import { formatRupees } from '@kala/contract/money';
import { buttonClass } from '../../../components/ui/button';
import { LinkPageCard } from '../../../components/ui/link-page-card';
import { FormMessage } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatIndiaDateTime } from '../../../lib/format';
import { useActOnLink, useLinkOrder } from '../api/confirmation-link';

const FAILED = 'Could not update your order. Please try again.';

/**
 * /orders/confirm/{token}: the one-tap link of a COD order's mail or WhatsApp/SMS message (issue 25 item 2). Opening
 * it changes nothing (mail scanners open links); 'Confirm order' or 'Cancel order' acts once. `payOnline` is the
 * "pay now and save" offer (another feature's, composed by the page) shown while the order waits.
 */
export function ConfirmByLink({
  token,
  payOnline,
}: {
  token: string;
  payOnline?: (view: CodConfirmationView) => ReactNode;
}) {
  const order = useLinkOrder(token);
  const act = useActOnLink(token);
  const [cancelling, setCancelling] = useState(false);
  const view = order.data;
  const stage = !view ? 'loading' : view.status === 'cancelled' ? 'cancelled' : view.awaiting ? 'ask' : 'confirmed';

  if (order.isPending) {
    return (
      <LinkPageCard icon={PackageCheck} title="Your order" stage="loading">
        <div role="status">
          <span className="sr-only">Loading your order...</span>
          <Skeleton className="h-32" />
        </div>
      </LinkPageCard>
    );
  }
  if (order.isError || !view) {
    const gone = order.error instanceof ApiError && [404, 410].includes(order.error.status);
    return (
      <LinkPageCard icon={TriangleAlert} title="This link cannot be used" stage="refused">
        <FormMessage tone="error">{errorMessage(order.error, gone ? COD_MESSAGES.linkInvalid : FAILED)}</FormMessage>
        <Link to="/orders" className={buttonClass('secondary', 'md')}>
          Go to my orders
        </Link>
      </LinkPageCard>
    );
  }

  const summary = <OrderSummary view={view} />;
  if (stage === 'cancelled') {
    return (
      <LinkPageCard icon={PackageX} title="This order is cancelled" stage={stage}>
        {act.data?.message && <FormMessage tone="success">{act.data.message}</FormMessage>}
        {summary}
        <p>Nothing was charged: this order was to be paid on delivery.</p>
        <Link to="/products" className={buttonClass('primary', 'md')}>
          Continue shopping
        </Link>
      </LinkPageCard>
    );
  }
  if (stage === 'confirmed') {
    return (
      <LinkPageCard icon={CheckCircle2} title="Your order is confirmed" stage={stage}>
        {summary}
        <p>Thank you! Our artisans will now prepare it, and we will tell you when it ships.</p>
        <Link to="/orders" className={buttonClass('secondary', 'md')}>
          See my orders
        </Link>
      </LinkPageCard>
    );
  }

  const busy = act.isPending;
  const send = (action: 'confirm' | 'cancel') => {
    if (!busy) act.mutate(action, { onSettled: () => setCancelling(false) });
  };
  return (
    <LinkPageCard
      icon={PackageCheck}
      title={`Hello ${view.customerFirstName}, please confirm your order`}
      stage={stage}
    >
      {summary}
      {view.confirmBy && (
        <p>
          Confirm by <strong>{formatIndiaDateTime(view.confirmBy)}</strong> and we will ship it; an order not confirmed
          by then is cancelled.
        </p>
      )}
      {act.isError && <FormMessage tone="error">{errorMessage(act.error, FAILED)}</FormMessage>}
      {view.advanceDue > 0 ? (
        <p>
          For this address, {formatRupees(view.advanceDue)} is paid online now to confirm the order; the rest is paid in
          cash on delivery.
        </p>
      ) : (
        <button
          type="button"
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
          aria-disabled={busy || undefined}
          onClick={() => send('confirm')}
        >
          {busy && !cancelling ? 'Confirming…' : 'Confirm order'}
        </button>
      )}
      {payOnline?.(view)}
      <div className="border-t border-stone-200 pt-4">
        {cancelling ? (
          <div className="space-y-3" role="group" aria-label="Cancel this order?">
            <p className="font-medium">Cancel this order? The pieces go back on sale.</p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={buttonClass('secondary', 'md', 'border-red-300 text-red-800 hover:border-red-500')}
                aria-disabled={busy || undefined}
                onClick={() => send('cancel')}
              >
                {busy ? 'Cancelling…' : 'Yes, cancel my order'}
              </button>
              <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setCancelling(false)}>
                Keep my order
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className={buttonClass('ghost', 'md')} onClick={() => setCancelling(true)}>
            Cancel order
          </button>
        )}
      </div>
    </LinkPageCard>
  );
}

function OrderSummary({ view }: { view: CodConfirmationView }) {
  return (
    <section aria-label="Order summary" className="rounded-2xl bg-sand/60 p-4">
      <p className="text-sm text-muted">Order {view.orderNumber} · Cash on Delivery</p>
      <ul className="mt-2 space-y-1">
        {view.items.map((item, i) => (
          <li key={i}>
            {item.name}{' '}
            <span className="text-muted">
              ({item.size}) × {item.quantity}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 font-semibold">Total to pay on delivery: {formatRupees(view.total)}</p>
    </section>
  );
}
