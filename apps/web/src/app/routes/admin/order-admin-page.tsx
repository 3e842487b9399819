import { lazy, Suspense } from 'react';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ORDER_MESSAGES } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { isNotFound, useAdminOrder } from '../../../features/admin-orders/api/get-admin-order';
import { AuditTrail } from '../../../features/admin-orders/components/audit-trail';
import { CodConfirmationPanel } from '../../../features/admin-orders/components/cod-confirmation-panel';
import { CustomerPanel } from '../../../features/admin-orders/components/customer-panel';
import { RiskPanel } from '../../../features/admin-orders/components/risk-panel';
import { RefundPanel } from '../../../features/admin-orders/components/refund-panel';
import { OrderPaperworkLinks } from '../../../features/admin-orders/components/order-paperwork-links';
import { StatusPanel } from '../../../features/admin-orders/components/status-panel';
import { RefundList } from '../../../features/orders/components/refund-list';
import { ShipmentPanel } from '../../../features/admin-shipping/components/shipment-panel';
import { DeliveryInfo } from '../../../features/orders/components/delivery-info';
import { OrderAddress } from '../../../features/orders/components/order-address';
import { OrderItems } from '../../../features/orders/components/order-items';
import { OrderTimeline } from '../../../features/orders/components/order-timeline';
import { OrderTotals } from '../../../features/orders/components/order-totals';
import { PaymentInfo } from '../../../features/orders/components/payment-info';
import { OrderHeader } from '../../../features/orders/components/order-header';
import { GiftPanel } from '../../../features/gifting/components/gift-panel';

// The documents panel (issue 24 item 6) is its own chunk, loaded with the order.
const DocumentsPanel = lazy(() => import('../../../features/documents/components/documents-panel'));

function BackToOrders() {
  return (
    <Link
      to="/admin/orders"
      className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-clay hover:text-clay-dark hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      All orders
    </Link>
  );
}

/**
 * /admin/orders/:orderId: one order as its shopper sees it (the orders feature's sections: items, timeline, totals,
 * delivery, address, payment) plus what the store needs: the customer and their note, the status control, the
 * courier shipment (the admin-shipping feature) and the audit of admin changes.
 */
export default function OrderAdminPage() {
  const { orderId = '' } = useParams();
  const query = useAdminOrder(orderId);

  if (query.isPending) {
    return (
      <div role="status" className="space-y-6">
        <span className="sr-only">Loading the order...</span>
        <Skeleton className="h-16" />
        <div className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-64 rounded-2xl lg:col-span-2" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      </div>
    );
  }

  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
          <SearchX aria-hidden="true" className="h-12 w-12 text-clay/70" />
          <h2 className="font-display text-3xl text-clay-dark">{ORDER_MESSAGES.orderNotFoundTitle}</h2>
          <p className="max-w-md text-muted">{ORDER_MESSAGES.notFoundHint}</p>
          <Link to="/admin/orders" className={buttonClass('primary', 'md', 'mt-2')}>
            Back to Orders
          </Link>
        </div>
      );
    }
    return (
      <div className="space-y-6">
        <BackToOrders />
        <ErrorPanel
          title={ORDER_MESSAGES.fetchOrder}
          message={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  const order = query.data;
  return (
    <div className="space-y-6">
      <OrderHeader
        order={order}
        back={{ to: '/admin/orders', label: 'All orders' }}
        heading="h2"
        placedBy={order.user.name}
      />

      {/*
        On a phone the status and the customer come first (what the admin acts on), then the order as the shopper
        sees it; at desk width the order fills two columns on the left and the store's panels the right.
      */}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-start-1">
          {/* A gift order, plainly, before anything is done to it (issue 27 item 3). */}
          <GiftPanel gift={order.gift} audience="admin" />
          <StatusPanel order={order} />
          {/* A COD order's confirmation and risk tier (issue 25): nothing for an online order. */}
          <CodConfirmationPanel order={order} />
          <RiskPanel order={order} />
          <RefundPanel
            order={order}
            list={
              order.refunds.length > 0 && (
                <div className="mt-5 border-t border-stone-200 pt-4">
                  <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Refunds</h3>
                  <RefundList refunds={order.refunds} />
                </div>
              )
            }
          />
          <CustomerPanel order={order} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <OrderItems items={order.items} />
          <ShipmentPanel orderId={order._id} orderStatus={order.orderStatus} />
          <OrderPaperworkLinks orderId={order._id} orderNumber={order.orderNumber} />
          <Suspense fallback={null}>
            <DocumentsPanel scope="admin" orderId={order._id} />
          </Suspense>
          <OrderTimeline history={order.statusHistory} />
          <AuditTrail entries={order.audit} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-start-2">
          <OrderTotals order={order} />
          <DeliveryInfo order={order} />
          {/* The note is shown with the customer (OrderAddress would call it "Your note"). */}
          <OrderAddress address={order.shippingAddress} />
          <PaymentInfo order={order} showRefunds={false} />
        </div>
      </div>
    </div>
  );
}
