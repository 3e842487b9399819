import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { cartKeys } from '../../features/cart/api/cart-keys';
import { productQueryOptions } from '../../features/catalog/api/get-product';
import { ConfirmOrderPanel } from '../../features/cod-confirmation/components/confirm-order-panel';
import { PayAdvance } from '../../features/cod-payment/components/pay-advance';
import { PayOnlineInstead } from '../../features/cod-payment/components/pay-online-instead';
import { OrderDetailView } from '../../features/orders/components/order-detail-view';
import { GiftPanel } from '../../features/gifting/components/gift-panel';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';

// The documents panel (issue 24 item 6) is its own chunk: only an order page that shows it loads it.
const DocumentsPanel = lazy(() => import('../../features/documents/components/documents-panel'));
// The failed-delivery prompt (decision 032) is its own chunk too; it shows only for an order the courier could not
// deliver.
const DeliveryFixPrompt = lazy(() =>
  import('../../features/delivery-attempts/components/delivery-fix-prompt').then((m) => ({
    default: m.DeliveryFixPrompt,
  })),
);

// 'Problem with your order?' (issue 26 item 5): a damage claim's report and state, its own chunk; it shows only for a
// delivered order (or one with a claim).
const ClaimPanel = lazy(() => import('../../features/claims/components/claim-panel'));

// A delivered order's 'Rate your pieces' (issue 26) is its own chunk, with the review form and its photos.
const OrderReviews = lazy(() => import('../../features/reviews/components/order-reviews'));

/**
 * /orders/:orderId (signed-in only; the router guards it): one order, cancelling it while allowed (spec §2), and
 * paying an unpaid online order ('Pay now'); once paid the server empties the cart the order came from, so the
 * page refreshes it (the header's count).
 */
export default function OrderDetailPage() {
  usePageMeta(t`Order Details`);
  const { orderId = '' } = useParams();
  const { user } = useSession();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Suspense fallback={null}>
        <div className="mb-6 empty:hidden">
          <DeliveryFixPrompt key={orderId} source={{ kind: 'order', orderId }} />
        </div>
      </Suspense>
      {/* Keyed by id: moving to another order starts its page afresh (dialog, notices, typed reason). */}
      <OrderDetailView
        key={orderId}
        orderId={orderId}
        onPaid={() => void queryClient.invalidateQueries({ queryKey: cartKeys.all(user?._id) })}
        gift={(order) => <GiftPanel gift={order.gift} audience="shopper" />}
        codConfirmation={(order, refresh) => (
          <ConfirmOrderPanel
            order={order}
            onConfirmed={refresh}
            payOnline={
              order.codConfirmation?.advance && !order.codConfirmation.advancePaid ? (
                <PayAdvance orderId={order._id} onPaid={refresh} />
              ) : (
                <PayOnlineInstead orderId={order._id} onPaid={refresh} />
              )
            }
          />
        )}
        documents={
          <>
            <Suspense fallback={null}>
              <DocumentsPanel scope="shopper" orderId={orderId} />
            </Suspense>
            <Suspense fallback={null}>
              <ClaimPanel orderId={orderId} />
            </Suspense>
          </>
        }
        reviews={(order) =>
          order.orderStatus === 'delivered' && (
            <Suspense fallback={null}>
              <OrderReviews
                orderId={order._id}
                // A review changes the product's rating and count: its page reads them afresh.
                onChanged={(productId) =>
                  void queryClient.invalidateQueries({ queryKey: productQueryOptions(productId).queryKey })
                }
              />
            </Suspense>
          )
        }
      />
    </div>
  );
}
