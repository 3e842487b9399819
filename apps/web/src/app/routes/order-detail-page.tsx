import { useParams } from 'react-router';
import { OrderDetailView } from '../../features/orders/components/order-detail-view';
import { usePageMeta } from '../../lib/use-page-meta';

/** /orders/:orderId (signed-in only; the router guards it): one order, and cancelling it while allowed (spec §2). */
export default function OrderDetailPage() {
  usePageMeta('Order Details');
  const { orderId = '' } = useParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      {/* Keyed by id: moving to another order starts its page afresh (dialog, notices, typed reason). */}
      <OrderDetailView key={orderId} orderId={orderId} />
    </div>
  );
}
