import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { i18n } from '@lingui/core';
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
import { translateContractMessage } from '../../../lib/i18n';
import { useActOnLink, useLinkOrder } from '../api/confirmation-link';
import { formatIndiaDateTime } from '../../../lib/format';

const FAILED = msg`Could not update your order. Please try again.`;

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
      <LinkPageCard icon={PackageCheck} title={t`Your order`} stage="loading">
        <div role="status">
          <span className="sr-only">
            <Trans>Loading your order...</Trans>
          </span>
          <Skeleton className="h-32" />
        </div>
      </LinkPageCard>
    );
  }
  if (order.isError || !view) {
    const gone = order.error instanceof ApiError && [404, 410].includes(order.error.status);
    return (
      <LinkPageCard icon={TriangleAlert} title={t`This link cannot be used`} stage="refused">
        <FormMessage tone="error">
          {errorMessage(order.error, gone ? translateContractMessage(COD_MESSAGES.linkInvalid) : i18n._(FAILED))}
        </FormMessage>
        <Link to="/orders" className={buttonClass('secondary', 'md')}>
          <Trans>Go to my orders</Trans>
        </Link>
      </LinkPageCard>
    );
  }

  const summary = <OrderSummary view={view} />;
  if (stage === 'cancelled') {
    return (
      <LinkPageCard icon={PackageX} title={t`This order is cancelled`} stage={stage}>
        {act.data?.message && <FormMessage tone="success">{translateContractMessage(act.data.message)}</FormMessage>}
        {summary}
        <p>
          <Trans>Nothing was charged: this order was to be paid on delivery.</Trans>
        </p>
        <Link to="/products" className={buttonClass('primary', 'md')}>
          <Trans>Continue shopping</Trans>
        </Link>
      </LinkPageCard>
    );
  }
  if (stage === 'confirmed') {
    return (
      <LinkPageCard icon={CheckCircle2} title={t`Your order is confirmed`} stage={stage}>
        {summary}
        <p>
          <Trans>Thank you! Our artisans will now prepare it, and we will tell you when it ships.</Trans>
        </p>
        <Link to="/orders" className={buttonClass('secondary', 'md')}>
          <Trans>See my orders</Trans>
        </Link>
      </LinkPageCard>
    );
  }

  const busy = act.isPending;
  const firstName = view.customerFirstName;
  const confirmBy = view.confirmBy ? formatIndiaDateTime(view.confirmBy) : '';
  const advanceDue = formatRupees(view.advanceDue);
  const send = (action: 'confirm' | 'cancel') => {
    if (!busy) act.mutate(action, { onSettled: () => setCancelling(false) });
  };
  return (
    <LinkPageCard icon={PackageCheck} title={t`Hello ${firstName}, please confirm your order`} stage={stage}>
      {summary}
      {view.confirmBy && (
        <p>
          <Trans>
            Confirm by <strong>{confirmBy}</strong> and we will ship it; an order not confirmed by then is cancelled.
          </Trans>
        </p>
      )}
      {act.isError && <FormMessage tone="error">{errorMessage(act.error, i18n._(FAILED))}</FormMessage>}
      {view.advanceDue > 0 ? (
        <p>
          <Trans>
            For this address, {advanceDue} is paid online now to confirm the order; the rest is paid in cash on
            delivery.
          </Trans>
        </p>
      ) : (
        <button
          type="button"
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
          aria-disabled={busy || undefined}
          onClick={() => send('confirm')}
        >
          {busy && !cancelling ? t`Confirming…` : t`Confirm order`}
        </button>
      )}
      {payOnline?.(view)}
      <div className="border-t border-stone-200 pt-4">
        {cancelling ? (
          <div className="space-y-3" role="group" aria-label={t`Cancel this order?`}>
            <p className="font-medium">
              <Trans>Cancel this order? The pieces go back on sale.</Trans>
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={buttonClass('secondary', 'md', 'border-red-300 text-red-800 hover:border-red-500')}
                aria-disabled={busy || undefined}
                onClick={() => send('cancel')}
              >
                {busy ? t`Cancelling…` : t`Yes, cancel my order`}
              </button>
              <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setCancelling(false)}>
                <Trans>Keep my order</Trans>
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className={buttonClass('ghost', 'md')} onClick={() => setCancelling(true)}>
            <Trans>Cancel order</Trans>
          </button>
        )}
      </div>
    </LinkPageCard>
  );
}

function OrderSummary({ view }: { view: CodConfirmationView }) {
  const orderNumber = view.orderNumber;
  const total = formatRupees(view.total);
  return (
    <section aria-label={t`Order summary`} className="rounded-2xl bg-sand/60 p-4">
      <p className="text-sm text-muted">{t`Order ${orderNumber} · Cash on Delivery`}</p>
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
      <p className="mt-2 font-semibold">{t`Total to pay on delivery: ${total}`}</p>
    </section>
  );
}
