import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { ORDER_MESSAGES, type Order } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { useOrder } from '../api/get-order';
import { isNotFound, orderErrorText } from '../api/order-keys';
import { DeliveryInfo } from './delivery-info';
import { OrderActions } from './order-actions';
import { OrderAddress } from './order-address';
import { OrderHeader } from './order-header';
import { OrderItems } from './order-items';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';
import { OrderTracking } from './order-tracking';
import { PayNow } from './pay-now';
import { PaymentInfo } from './payment-info';

function BackToOrders({ className }: { className?: string }) {
  return (
    <Link
      to="/orders"
      className={`inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-clay hover:text-clay-dark hover:underline ${className ?? ''}`}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      <Trans>My Orders</Trans>
    </Link>
  );
}

/** 'Order Not Found' (spec §2): the server's message when it says more than the title, else the spec's hint. */
function OrderNotFound({ message }: { message: string | undefined }) {
  const text = !message || message === ORDER_MESSAGES.notFound ? ORDER_MESSAGES.notFoundHint : message;
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
      <SearchX aria-hidden="true" className="h-12 w-12 text-clay/70" />
      <h1 className="font-display text-3xl text-clay-dark">{ORDER_MESSAGES.orderNotFoundTitle}</h1>
      <p className="max-w-md text-muted">{text}</p>
      <Link to="/orders" className={buttonClass('primary', 'md', 'mt-2')}>
        <Trans>Back to Orders</Trans>
      </Link>
    </div>
  );
}

/**
 * /orders/:orderId's body: loading, not found, failed, or the order with its sections (spec §2). `onPaid` lets the
 * page refresh what belongs to other features once 'Pay now' succeeds (the server then empties the cart).
 */
export function OrderDetailView({
  orderId,
  onPaid,
  documents,
  codConfirmation,
  reviews,
  gift,
}: {
  orderId: string;
  onPaid?: () => void;
  /** The order's GST documents panel, composed by the page (another feature's, loaded lazily). */
  documents?: ReactNode;
  /** A COD order's confirmation ask (issue 25), composed by the page from the order shown. */
  codConfirmation?: (order: Order, refresh: () => void) => ReactNode;
  /** A delivered order's 'Rate your pieces' (issue 26), composed by the page from the order shown. */
  reviews?: (order: Order) => ReactNode;
  /** A gift order's gift (issue 27), composed by the page from the order shown. */
  gift?: (order: Order) => ReactNode;
}) {
  const query = useOrder(orderId);
  const { refetch } = query;
  const askAgain = useCallback(() => void refetch(), [refetch]);

  if (query.isPending) {
    return (
      <div role="status" className="space-y-6">
        <span className="sr-only">{t`Loading your order...`}</span>
        <Skeleton className="h-20" />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <Skeleton className="h-64 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </div>
          <div className="space-y-6">
            <Skeleton className="h-48 rounded-2xl" />
            <Skeleton className="h-40 rounded-2xl" />
          </div>
        </div>
      </div>
    );
  }

  if (query.isError) {
    if (isNotFound(query.error)) return <OrderNotFound message={orderErrorText(query.error, '') || undefined} />;
    return (
      <div className="space-y-6">
        <BackToOrders />
        <h1 className="sr-only">
          <Trans>Order</Trans>
        </h1>
        <ErrorPanel
          title={ORDER_MESSAGES.fetchOrder}
          message={orderErrorText(query.error, t`Please try again.`)}
          onRetry={askAgain}
        />
      </div>
    );
  }

  const order = query.data;
  return (
    <div className="space-y-6">
      <OrderHeader order={order} back={{ to: '/orders', label: t`My Orders` }} />

      {codConfirmation?.(order, askAgain)}

      {/* An online order not paid yet: 'Pay now' with the time left, first on the page. */}
      {order.paymentMethod === 'razorpay' && (
        <PayNow order={order} answeredAt={query.dataUpdatedAt} onWindowClosed={askAgain} onPaid={onPaid} />
      )}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OrderItems items={order.items} />
          {reviews?.(order)}
          <OrderTracking orderId={order._id} orderStatus={order.orderStatus} />
          {documents}
          <OrderTimeline history={order.statusHistory} />
        </div>
        <div className="space-y-6">
          <OrderTotals order={order} />
          {/* Right under the totals: on a wide screen 'Cancel Order' is then in the first view, not below the fold. */}
          <OrderActions order={order} answeredAt={query.dataUpdatedAt} onWindowClosed={askAgain} />
          <DeliveryInfo order={order} />
          {gift?.(order)}
          <OrderAddress address={order.shippingAddress} notes={order.notes} />
          <PaymentInfo order={order} />
        </div>
      </div>
    </div>
  );
}
