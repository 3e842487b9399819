import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { FlaskConical, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { formatRupees } from '@kala/contract/money';
import type { PaymentOrder } from '@kala/contract/payments';
import { buttonClass } from '../ui/button';
import type { GatewayOutcome } from './gateway';
import { payWithTestGateway, type TestGatewayPayer } from './payments-api';
import { paymentErrorText } from './run-payment';

/**
 * The local test gateway's checkout (architecture §5): what Razorpay's popup is on a store without Razorpay keys.
 * Pay and Fail ask the server's test gateway, which answers as Razorpay would (handler arguments with a real
 * signature, or a payment.failed error); Dismiss, the close button and Escape are modal.ondismiss. Clearly marked as a
 * test: no money moves.
 */
export default function TestGatewayDialog({
  order,
  onOutcome,
  pay = payWithTestGateway,
}: {
  order: PaymentOrder;
  onOutcome: (outcome: GatewayOutcome) => void;
  /** Asks the server's test gateway; the signed-in shopper's by default (a COD link holder's has its own door). */
  pay?: TestGatewayPayer | undefined;
}) {
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  const [error, setError] = useState<string | undefined>();
  // What had the focus before the gateway opened (the button that opened it): it gets it back when the gateway
  // closes, as Razorpay's popup leaves it. Radix would give it to a Dialog.Trigger, which this dialog has none of.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  // Under React 19 Radix's focus scope also asks to restore the focus when the open dialog re-renders (Pay's busy
  // state): only the closing (this dialog unmounting) is honoured.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const amount = formatRupees(order.amount);

  const choose = async (outcome: 'pay' | 'fail') => {
    if (busy) return;
    setBusy(outcome);
    setError(undefined);
    try {
      const answer = await pay(order.razorpayOrderId, outcome);
      onOutcome('error' in answer ? { kind: 'failed', error: answer.error } : { kind: 'paid', args: answer });
    } catch (failure) {
      setError(paymentErrorText(failure, t`The test gateway did not answer. Please try again.`));
      setBusy(null);
    }
  };

  const dismiss = () => {
    if (!busy) onOutcome({ kind: 'dismissed' });
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && dismiss()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/60 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          // A stray tap beside the popup must not cancel a payment; Escape, Dismiss and the close button do.
          onPointerDownOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!mounted.current && opener?.isConnected) opener.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl"
        >
          <div className="flex items-start gap-3 rounded-t-2xl bg-indigo px-5 py-4 text-white">
            <FlaskConical aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-semibold">
                <Trans>Kala Test Gateway</Trans>
              </RadixDialog.Title>
              <p className="text-sm text-white/90">
                <Trans>Test mode: no money moves</Trans>
              </p>
            </div>
            <RadixDialog.Close
              className="-mr-2 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15 disabled:opacity-60"
              disabled={busy !== null}
            >
              <X aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">
                <Trans>Close</Trans>
              </span>
            </RadixDialog.Close>
          </div>

          <div className="space-y-5 p-5">
            <RadixDialog.Description className="text-sm text-muted">
              <Trans>
                This store runs in test mode: this dialog stands in for Razorpay’s checkout. Choose how the payment
                ends.
              </Trans>
            </RadixDialog.Description>
            <dl className="space-y-2 rounded-xl bg-paper p-4 text-sm ring-1 ring-stone-200">
              <div className="flex justify-between gap-4">
                <dt className="text-muted">
                  <Trans>Pay to</Trans>
                </dt>
                <dd className="font-medium text-ink">Kala</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted">
                  <Trans>Order</Trans>
                </dt>
                <dd className="break-all text-right font-mono font-medium text-ink">{order.orderNumber}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 border-t border-stone-200 pt-2">
                <dt className="text-muted">
                  <Trans>Amount</Trans>
                </dt>
                <dd className="text-xl font-semibold tabular-nums text-clay-dark">{amount}</dd>
              </div>
            </dl>

            {error && (
              <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
                {error}
              </p>
            )}

            <div className="grid gap-3">
              <button
                type="button"
                className={buttonClass('primary', 'lg', 'w-full aria-disabled:cursor-wait aria-disabled:opacity-60')}
                onClick={() => void choose('pay')}
                aria-disabled={busy !== null || undefined}
                aria-busy={busy === 'pay' || undefined}
              >
                {busy === 'pay' ? t`Paying…` : t`Pay ${amount}`}
              </button>
              <div className="grid grid-cols-2 gap-3">
                <button
                  type="button"
                  className={buttonClass('secondary', 'md', 'aria-disabled:cursor-wait aria-disabled:opacity-60')}
                  onClick={() => void choose('fail')}
                  aria-disabled={busy !== null || undefined}
                  aria-busy={busy === 'fail' || undefined}
                >
                  {busy === 'fail' ? t`Failing…` : t`Fail`}
                </button>
                <button
                  type="button"
                  className={buttonClass('ghost', 'md', 'ring-1 ring-stone-300 aria-disabled:opacity-60')}
                  onClick={dismiss}
                  aria-disabled={busy !== null || undefined}
                >
                  <Trans>Dismiss</Trans>
                </button>
              </div>
            </div>
            <p className="text-xs text-muted">
              <Trans>
                Pay: the payment succeeds. Fail: the bank declines it. Dismiss: close without paying, as a shopper
                closing Razorpay’s popup would.
              </Trans>
            </p>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
