import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DELIVERY_ATTEMPT_MESSAGES } from '@kala/contract/delivery-attempts';
import { buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useDeliveryFix } from '../api/delivery-fix';
import { DeliveryFixPrompt } from './delivery-fix-prompt';

/**
 * /delivery-fix/{token}: the failed-delivery message's link, without signing in (decision 032). Opening it changes
 * nothing; the form asks for the re-attempt. A used, expired or unknown link says so and points to the order list.
 */
export function DeliveryFixByLink({ token }: { token: string }) {
  const query = useDeliveryFix({ kind: 'link', token });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-6 font-display text-3xl text-clay-dark">
        <Trans>Fix your delivery</Trans>
      </h1>
      {query.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t`Loading your delivery…`}</span>
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-40" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          <p className="text-ink">{errorMessage(query.error, DELIVERY_ATTEMPT_MESSAGES.linkInvalid)}</p>
          <Link to="/orders" className={buttonClass('primary', 'md')}>
            <Trans>Go to my orders</Trans>
          </Link>
        </div>
      ) : (
        <DeliveryFixPrompt source={{ kind: 'link', token }} />
      )}
    </div>
  );
}
