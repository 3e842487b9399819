import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { OrderHistory } from '../../features/orders/components/order-history';
import { usePageMeta } from '../../lib/use-page-meta';

/** /orders (signed-in only; the router guards it): the shopper's order history (spec §2). */
export default function OrdersPage() {
  usePageMeta(t`My Orders`);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-clay hover:text-clay-dark hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        <Trans>Back to Dashboard</Trans>
      </Link>
      <h1 className="mb-4 mt-3 font-display text-3xl text-clay-dark">
        <Trans>My Orders</Trans>
      </h1>
      <OrderHistory />
    </div>
  );
}
