import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { cartKeys } from '../../features/cart/api/cart-keys';
import { OrderDetailView } from '../../features/orders/components/order-detail-view';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';

// The documents panel (issue 24 item 6) is its own chunk: only an order page that shows it loads it.
const DocumentsPanel = lazy(() => import('../../features/documents/components/documents-panel'));

/**
 * /orders/:orderId (signed-in only; the router guards it): one order, cancelling it while allowed (spec §2), and
 * paying an unpaid online order ('Pay now'); once paid the server empties the cart the order came from, so the
 * page refreshes it (the header's count).
 */
export default function OrderDetailPage() {
  usePageMeta('Order Details');
  const { orderId = '' } = useParams();
  const { user } = useSession();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      {/* Keyed by id: moving to another order starts its page afresh (dialog, notices, typed reason). */}
      <OrderDetailView
        key={orderId}
        orderId={orderId}
        onPaid={() => void queryClient.invalidateQueries({ queryKey: cartKeys.all(user?._id) })}
        documents={
          <Suspense fallback={null}>
            <DocumentsPanel scope="shopper" orderId={orderId} />
          </Suspense>
        }
      />
    </div>
  );
}
