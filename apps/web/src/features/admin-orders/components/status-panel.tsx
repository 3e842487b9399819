import type { AdminOrderDetail } from '@kala/contract/admin-orders';
import { OrderStatusControl } from './order-status-control';

/**
 * What the order's tracking number is, as the whole page tells it: the order's own (set when it shipped), else its
 * shipment's AWB (generated, not yet shipped), else why there is none yet.
 */
function TrackingFact({ order }: { order: AdminOrderDetail }) {
  const { trackingNumber, shipment } = order;
  const value = (text: string) => <span className="break-all font-medium text-ink">{text}</span>;
  if (trackingNumber) {
    return (
      <>
        Tracking number: {value(trackingNumber)}
        {shipment?.awb && shipment.awb !== trackingNumber && <> (the shipment&apos;s AWB is {value(shipment.awb)})</>}
      </>
    );
  }
  if (shipment?.awb) {
    return (
      <>
        Tracking number: {value(shipment.awb)}, the shipment&apos;s AWB
        {shipment.courierName && ` with ${shipment.courierName}`}. The customer gets it when the parcel ships.
      </>
    );
  }
  if (shipment) return <>Tracking number: none yet. Generate the shipment&apos;s AWB in Shipment.</>;
  return <>Tracking number: none yet. This order has no shipment.</>;
}

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
        <TrackingFact order={order} />
      </p>
    </section>
  );
}
