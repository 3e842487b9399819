import type { AdminOrderDetail } from '@kala/contract/admin-orders';
import { OrderStatusControl } from './order-status-control';

/** The order page's status control: the dropdown (with its dialog) and the tracking number the order has. */
export function StatusPanel({ order }: { order: AdminOrderDetail }) {
  return (
    <section
      aria-labelledby="admin-order-status"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="admin-order-status" className="mb-4 font-display text-xl text-ink">
        Order status
      </h2>
      <OrderStatusControl order={order} label={`Status of order ${order.orderNumber}`} className="w-full" />
      <p className="mt-3 text-sm text-muted">
        Tracking number: <span className="break-all font-medium text-ink">{order.trackingNumber ?? 'not set yet'}</span>
      </p>
    </section>
  );
}
