import { Trans } from '@lingui/react/macro';
import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';

/** A shopper who has not ordered yet (dashboard and /orders): what will show here, and a way to start. */
export function OrdersEmptyState() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <PackageOpen aria-hidden="true" className="h-12 w-12 text-clay" />
      <h2 className="mt-4 font-display text-2xl text-clay-dark">
        <Trans>No orders yet</Trans>
      </h2>
      <p className="mt-2 max-w-sm text-muted">
        <Trans>When you order a piece, it shows here with its status and delivery details.</Trans>
      </p>
      <Link to="/products" className={buttonClass('primary', 'md', 'mt-6')}>
        <Trans>Start Shopping</Trans>
      </Link>
    </div>
  );
}
