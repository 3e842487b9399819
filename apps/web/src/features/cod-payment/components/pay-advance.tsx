import { Trans } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { COD_PAYMENT_MESSAGES } from '@kala/contract/cod-payments';
import { formatRupees } from '@kala/contract/money';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { translateContractMessage } from '../../../lib/i18n';
import { busyText, useCodPayment, type CodPaymentProps } from './use-cod-payment';

/**
 * 'Pay ₹X advance online' for a medium-risk COD order (issue 25 item 3): the advance through the payment provider
 * confirms the order, the rest is paid in cash on delivery. Shown only while an advance is due; a failed or
 * dismissed payment says so and the button stays for another go. Takes the order (signed in) or the confirmation
 * link's token.
 */
export function PayAdvance(props: CodPaymentProps) {
  const { offer, pay, phase, busy, result, dialog } = useCodPayment(props, 'advance');
  if (result?.kind === 'paid') {
    const paid = result.outcome.offer.paid;
    return (
      <FormMessage tone="success">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0" />
          {result.message}
        </p>
        {paid && (
          <p className="mt-1">
            {translateContractMessage(COD_PAYMENT_MESSAGES.paidSplit(paid.online, paid.toPayOnDelivery))}
          </p>
        )}
      </FormMessage>
    );
  }
  const advance = offer?.advance;
  if (!advance && !busy && !result) return null;
  const advanceAmount = advance ? formatRupees(advance.amount) : '';
  const rest = advance ? formatRupees(advance.toPayOnDelivery) : '';
  return (
    <div className="space-y-3">
      {advance && (
        <>
          <p className="text-sm text-ink">
            <Trans>
              Pay <strong>{advanceAmount}</strong> online now to confirm this order; the remaining{' '}
              <strong>{rest}</strong> is paid in cash on delivery.
            </Trans>
          </p>
          <button
            type="button"
            className={buttonClass(
              'primary',
              'lg',
              'w-full aria-disabled:cursor-wait aria-disabled:opacity-60 sm:w-auto',
            )}
            onClick={() => void pay()}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
          >
            {busyText(phase) ?? translateContractMessage(COD_PAYMENT_MESSAGES.payAdvanceLabel(advance.amount))}
          </button>
        </>
      )}
      {!busy && result && (
        <FormMessage tone={result.kind === 'cancelled' ? 'info' : 'error'}>{result.message}</FormMessage>
      )}
      {dialog}
    </div>
  );
}
