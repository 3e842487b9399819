import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import clsx from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS, type PlacedOrder } from '@kala/contract/orders';
import { formatRupees } from '@kala/contract/money';
import { buttonClass } from '../../../components/ui/button';
import { translateContractMessage } from '../../../lib/i18n';
import { addressOneLine } from '../lib/address-form';
import { formatDeliveryWindow } from '../lib/delivery-window';

/**
 * What replaces the checkout once the order is placed (spec §2): its number, total, payment, where it goes and
 * when it should arrive, and the ways on: this order, all orders, or back to the shop. The heading takes the focus
 * so a screen reader announces the news.
 */
export function OrderConfirmation({ placed }: { placed: PlacedOrder }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { order } = placed;
  const address = order.shippingAddress;
  const email = address.email ?? order.user.email;
  const method = translateContractMessage(PAYMENT_METHOD_LABELS[order.paymentMethod]);
  const payment =
    order.paymentMethod === 'cash_on_delivery'
      ? t`${method}: pay when it arrives`
      : order.paymentMethod === 'razorpay' && order.paymentStatus === 'completed'
        ? t`${method}: paid`
        : method;
  const courierName = order.courier.name;

  return (
    <section
      aria-labelledby="order-confirmation-heading"
      className="mx-auto max-w-2xl rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200 sm:p-10"
    >
      <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-700" />
      <h1
        id="order-confirmation-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-4 font-display text-3xl text-clay-dark sm:text-4xl"
      >
        <Trans>Thank you! Your order is placed.</Trans>
      </h1>
      <p className="mt-3 text-muted">
        <Trans>A confirmation email is on its way to {email}.</Trans>
      </p>

      <dl className="mt-8 grid gap-4 text-left sm:grid-cols-2">
        <Fact term={t`Order number`}>
          <span className="font-mono text-lg font-semibold text-ink">{placed.orderNumber}</span>
        </Fact>
        <Fact term={t`Total`}>
          <span className="text-lg font-semibold tabular-nums text-clay-dark">{formatRupees(order.totalAmount)}</span>
        </Fact>
        <Fact term={t`Payment`}>{payment}</Fact>
        <Fact term={t`Estimated delivery`}>
          {order.estimatedDelivery
            ? formatDeliveryWindow(order.estimatedDelivery)
            : t`We will email the date when it ships`}
          {courierName && <span className="block text-sm text-muted">{t`with ${courierName}`}</span>}
        </Fact>
        <Fact term={t`Shipping to`} className="sm:col-span-2">
          {addressOneLine(address)}
        </Fact>
      </dl>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={`/orders/${encodeURIComponent(placed.orderId)}`} className={buttonClass('primary', 'md')}>
          <Trans>View This Order</Trans>
        </Link>
        <Link to="/orders" className={buttonClass('secondary', 'md')}>
          <Trans>View Orders</Trans>
        </Link>
        <Link to="/" className={buttonClass('ghost', 'md')}>
          <Trans>Continue Shopping</Trans>
        </Link>
      </div>
    </section>
  );
}

function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={clsx('rounded-xl bg-paper p-4 ring-1 ring-stone-200', className)}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}
