import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Ban, X } from 'lucide-react';
import { useRef } from 'react';
import { CANCEL_REASON_MAX } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextareaField } from '../../../components/ui/form-field';
import { dangerButtonClass } from './danger-button';

export interface CancelOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderNumber: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  pending: boolean;
  /** Why the last attempt failed, shown in the dialog (the spec only logs it; a shopper needs to know). */
  error: string | undefined;
  onConfirm: () => void;
  /** Where the keyboard focus goes once the dialog has closed. */
  onClosed: () => void;
}

/**
 * 'Cancel Order?' (spec §2): an optional reason, then 'Keep Order' or 'Cancel Order'. The safe choice has the focus
 * when it opens, so Enter pressed by habit keeps the order. Loaded with the first opening (its own chunk, with Radix).
 */
export default function CancelOrderDialog({
  open,
  onOpenChange,
  orderNumber,
  reason,
  onReasonChange,
  pending,
  error,
  onConfirm,
  onClosed,
}: CancelOrderDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const typed = reason.length;
  return (
    <RadixDialog.Root
      open={open}
      // While the request is out, closing would not stop it: keep the dialog until it has answered.
      onOpenChange={(next) => !pending && onOpenChange(next)}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            keepRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-800">
            <Ban aria-hidden="true" className="h-6 w-6" />
          </div>
          <RadixDialog.Title className="font-display text-2xl text-ink">
            <Trans>Cancel this order?</Trans>
          </RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-muted">
            <Trans>Order {orderNumber} will be cancelled. This cannot be undone.</Trans>
          </RadixDialog.Description>
          <form
            className="mt-5 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!pending) onConfirm();
            }}
          >
            <TextareaField
              label={t`Reason for cancelling (optional)`}
              hint={t`${typed}/${CANCEL_REASON_MAX} characters`}
              value={reason}
              maxLength={CANCEL_REASON_MAX}
              rows={3}
              className="min-h-24"
              onChange={(event) => onReasonChange(event.target.value)}
              readOnly={pending}
            />
            {error && <FormMessage tone="error">{error}</FormMessage>}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                ref={keepRef}
                type="button"
                className={buttonClass('secondary', 'md', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
                onClick={() => !pending && onOpenChange(false)}
                aria-disabled={pending}
              >
                <Trans>Keep Order</Trans>
              </button>
              {/* aria-disabled, not disabled: a disabled button drops the focus out of the dialog mid-request. */}
              <button type="submit" className={dangerButtonClass('solid')} aria-disabled={pending}>
                {pending ? t`Cancelling...` : t`Cancel Order`}
              </button>
            </div>
          </form>
          <RadixDialog.Close className="absolute right-4 top-4 flex h-9 w-9 items-center justify-center rounded-full text-muted hover:bg-sand">
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">
              <Trans>Close</Trans>
            </span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
