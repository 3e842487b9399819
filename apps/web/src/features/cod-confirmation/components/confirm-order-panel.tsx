import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmMyOrder } from '../api/confirmation-link';
import { formatIndiaDateTime } from '../../../lib/format';

/**
 * The order page's ask for a COD order still waiting for the shopper's confirmation (issue 25 item 2): first on the
 * page, with the deadline, 'Confirm order', and the online payment the page composes beside it (pay now and save, or
 * the advance a medium-risk order needs). Nothing for any other order.
 */
export function ConfirmOrderPanel({
  order,
  onConfirmed,
  payOnline,
}: {
  order: Order;
  onConfirmed: () => void;
  payOnline?: ReactNode;
}) {
  const confirm = useConfirmMyOrder();
  const ask = order.codConfirmation;
  if (!ask?.awaiting) return null;
  const advanceDue = ask.advance > 0 && !ask.advancePaid;
  const advance = formatRupees(ask.advance);
  const confirmBy = ask.confirmBy ? formatIndiaDateTime(ask.confirmBy) : '';
  return (
    <section
      aria-labelledby="confirm-order-heading"
      className="rounded-2xl border border-turmeric/60 bg-amber-50 p-5 sm:p-6"
    >
      <h2 id="confirm-order-heading" className="flex items-center gap-2 font-display text-xl text-ink">
        <Clock aria-hidden="true" className="h-5 w-5 text-clay-dark" />
        <Trans>Please confirm your order</Trans>
      </h2>
      <p className="mt-2 text-ink">
        {advanceDue
          ? t`Pay the advance of ${advance} online to confirm it; the rest is paid in cash on delivery.`
          : t`We ship cash-on-delivery orders once you confirm them.`}
        {ask.confirmBy && (
          <>
            {' '}
            <Trans>
              An order not confirmed by <strong>{confirmBy}</strong> is cancelled.
            </Trans>
          </>
        )}
      </p>
      {confirm.isError && (
        <div className="mt-3">
          <FormMessage tone="error">
            {errorMessage(confirm.error, t`Could not confirm your order. Please try again.`)}
          </FormMessage>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {!advanceDue && (
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            aria-disabled={confirm.isPending || undefined}
            onClick={() => {
              if (!confirm.isPending) confirm.mutate(order._id, { onSuccess: onConfirmed });
            }}
          >
            {confirm.isPending ? t`Confirming…` : t`Confirm order`}
          </button>
        )}
        {payOnline}
      </div>
    </section>
  );
}
