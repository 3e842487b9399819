import { Trans } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { COD_PAYMENT_MESSAGES } from '@kala/contract/cod-payments';
import { formatRupees } from '@kala/contract/money';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { translateContractMessage } from '../../../lib/i18n';
import { busyText, useCodPayment, type CodPaymentProps } from './use-cod-payment';

/**
 * 'Pay ₹Y online now and save ₹X' for a COD order awaiting confirmation (issue 25 item 4): the whole order paid
 * online instead of cash, with the seller's prepaid discount and no COD charge, priced by the server; paying
 * confirms the order. The saving is shown against the cash total, up front (decision 033: no fee or condition
 * revealed later). Shown only while the order may still be paid so. Takes the order (signed in) or the link's token.
 */
export function PayOnlineInstead(props: CodPaymentProps) {
  const { offer, pay, phase, busy, result, dialog } = useCodPayment(props, 'prepay');
  if (result?.kind === 'paid') {
    return (
      <FormMessage tone="success">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0" />
          {result.message}
        </p>
      </FormMessage>
    );
  }
  const prepay = offer?.prepay;
  if (!prepay && !busy && !result) return null;
  const cashTotal = offer ? formatRupees(offer.total) : '';
  const discount = prepay ? formatRupees(prepay.discount) : '';
  return (
    <div className="space-y-3">
      {prepay && offer && (
        <>
          <p className="text-sm text-ink">
            {prepay.discount > 0 ? (
              <Trans>
                Instead of <strong>{cashTotal}</strong> in cash on delivery, with the store&rsquo;s{' '}
                <strong>{discount}</strong> discount for paying online. Nothing to pay at the door.
              </Trans>
            ) : (
              <Trans>
                Instead of <strong>{cashTotal}</strong> in cash on delivery. Nothing to pay at the door.
              </Trans>
            )}
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
            {busyText(phase) ??
              translateContractMessage(COD_PAYMENT_MESSAGES.prepayLabel(prepay.amount, prepay.saving))}
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
