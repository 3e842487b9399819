import { ph, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PackageX } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { DeliveryFixView } from '@kala/contract/delivery-attempts';
import { FormMessage } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDeliveryFix, useReattempt, type DeliveryFixSource } from '../api/delivery-fix';
import { dayLabel } from './day-label';
import { DeliveryFixForm } from './delivery-fix-form';

function outcome(attempt: DeliveryFixView['attempts'][number]): string {
  if (attempt.action === 'reattempt' && attempt.reattemptDate) {
    const day = dayLabel(attempt.reattemptDate);
    return t`Re-attempt on ${day}`;
  }
  if (attempt.action === 'return') return t`Sent back to us`;
  return t`Waiting for your answer`;
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
  const to = view.deliverTo;
  const deliverTo = `${to.fullName}, ${to.addressLine1}${to.addressLine2 ? `, ${to.addressLine2}` : ''}, ${to.city} ${to.zipCode}`;
  const againOn = latest.reattemptDate ? dayLabel(latest.reattemptDate) : undefined;

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-300 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 font-display text-xl text-ink">
        <PackageX aria-hidden="true" className="h-5 w-5 text-clay" />
        {view.returning ? t`Your parcel is coming back to us` : t`The courier could not deliver your order`}
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Order {ph({ orderNumber: view.orderNumber })} · attempt {ph({ attempt: latest.attempt })} of{' '}
          {ph({ attemptsMax: view.attemptsMax })}
        </Trans>
      </p>

      <ol className="mt-4 space-y-2 text-sm">
        {view.attempts.map((attempt) => (
          <li key={attempt.attempt} className="rounded-xl bg-stone-50 px-4 py-3">
            <p className="font-semibold text-ink">
              <Trans>
                Attempt {ph({ attempt: attempt.attempt })} · {ph({ date: formatDate(attempt.at) })}
              </Trans>
            </p>
            <p className="text-ink">
              <Trans>Courier’s reason: {ph({ reason: attempt.reason })}</Trans>
            </p>
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
          {againOn
            ? t`Thank you: we have asked the courier to deliver again on ${againOn}.`
            : t`Thank you: we have asked the courier to deliver again.`}
        </p>
      )}
      {view.returning && (
        <p className="mt-4 text-sm text-ink">
          <Trans>
            After {ph({ attemptsMax: view.attemptsMax })} attempts the courier returns the parcel to us. We will be in
            touch about your order.
          </Trans>
        </p>
      )}
      {view.canAct && (
        <div className="mt-5">
          <p className="mb-3 text-sm text-ink">
            <Trans>Delivering to {ph({ address: deliverTo })}.</Trans>
          </p>
          {reattempt.isError && (
            <div className="mb-3">
              <FormMessage tone="error">
                {errorMessage(reattempt.error, t`Could not send your request. Please try again.`)}
              </FormMessage>
            </div>
          )}
          <DeliveryFixForm view={view} pending={reattempt.isPending} onSubmit={(input) => reattempt.mutate(input)} />
        </div>
      )}
    </section>
  );
}
