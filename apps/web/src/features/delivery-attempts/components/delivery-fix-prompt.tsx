import { PackageX } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { DeliveryFixView } from '@kala/contract/delivery-attempts';
import { FormMessage } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDeliveryFix, useReattempt, type DeliveryFixSource } from '../api/delivery-fix';
import { dayLabel } from './day-label';
import { DeliveryFixForm } from './delivery-fix-form';

const FAILED = 'Could not send your request. Please try again.';

function outcome(attempt: DeliveryFixView['attempts'][number]): string {
  if (attempt.action === 'reattempt' && attempt.reattemptDate)
    return `Re-attempt on ${dayLabel(attempt.reattemptDate)}`;
  if (attempt.action === 'return') return 'Sent back to us';
  return 'Waiting for your answer';
}

/**
 * The shopper's prompt after a failed delivery (decision 032), on the order page and on the message's link: what
 * the courier said for each attempt, and, while the parcel waits, the form to pick a day or correct the address or
 * phone. Renders nothing for an order without failed attempts. After sending, the focus goes to the confirmation.
 */
export function DeliveryFixPrompt({ source }: { source: DeliveryFixSource }) {
  const headingId = useId();
  const query = useDeliveryFix(source);
  const reattempt = useReattempt(source);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (reattempt.isSuccess) doneRef.current?.focus();
  }, [reattempt.isSuccess]);

  const view = query.data;
  if (!view || view.attempts.length === 0) return null;
  const latest = view.attempts.at(-1)!;

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-300 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 font-display text-xl text-ink">
        <PackageX aria-hidden="true" className="h-5 w-5 text-clay" />
        {view.returning ? 'Your parcel is coming back to us' : 'The courier could not deliver your order'}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Order {view.orderNumber} · attempt {latest.attempt} of {view.attemptsMax}
      </p>

      <ol className="mt-4 space-y-2 text-sm">
        {view.attempts.map((attempt) => (
          <li key={attempt.attempt} className="rounded-xl bg-stone-50 px-4 py-3">
            <p className="font-semibold text-ink">
              Attempt {attempt.attempt} · {formatDate(attempt.at)}
            </p>
            <p className="text-ink">Courier’s reason: {attempt.reason}</p>
            <p className="text-muted">{outcome(attempt)}</p>
          </li>
        ))}
      </ol>

      {reattempt.isSuccess && (
        <p
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-clay/50"
        >
          Thank you: we have asked the courier to deliver again
          {latest.reattemptDate ? ` on ${dayLabel(latest.reattemptDate)}` : ''}.
        </p>
      )}
      {view.returning && (
        <p className="mt-4 text-sm text-ink">
          After {view.attemptsMax} attempts the courier returns the parcel to us. We will be in touch about your order.
        </p>
      )}
      {view.canAct && (
        <div className="mt-5">
          <p className="mb-3 text-sm text-ink">
            Delivering to {view.deliverTo.fullName}, {view.deliverTo.addressLine1}
            {view.deliverTo.addressLine2 ? `, ${view.deliverTo.addressLine2}` : ''}, {view.deliverTo.city}{' '}
            {view.deliverTo.zipCode}.
          </p>
          {reattempt.isError && (
            <div className="mb-3">
              <FormMessage tone="error">{errorMessage(reattempt.error, FAILED)}</FormMessage>
            </div>
          )}
          <DeliveryFixForm view={view} pending={reattempt.isPending} onSubmit={(input) => reattempt.mutate(input)} />
        </div>
      )}
    </section>
  );
}
