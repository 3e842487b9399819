import * as RadixDialog from '@radix-ui/react-dialog';
import { RefreshCw, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  STATUS_NOTE_MAX,
  TRACKING_NUMBER_MAX,
  deliveredByHandLabel,
  orderStatusChangeSchema,
} from '@kala/contract/admin-orders';
import { ORDER_STATUS_LABELS, type OrderStatus, type PaymentMethod } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextField, TextareaField } from '../../../components/ui/form-field';
import { statusChangeError, useChangeOrderStatus } from '../api/change-order-status';
import { chevronStyle, selectClass } from '../../../components/ui/select-look';
import { statusChoices } from './status-options';

/** The order whose status is being changed, as the list row and the order page both know it. */
export interface StatusTarget {
  _id: string;
  orderNumber: string;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  trackingNumber?: string | undefined;
}

export interface StatusChangeDialogProps {
  order: StatusTarget;
  /** The status picked in the dropdown; the dialog's own select starts there and can still be changed. */
  status: OrderStatus;
  onClose: () => void;
  /** Where the keyboard focus goes once the dialog has gone (the dropdown that opened it). */
  onClosed: () => void;
}

/**
 * 'Change order status' (spec §4: the update may carry a note and a tracking number): the new status, an optional
 * note for the history and the shopper's mail, an optional tracking number, then 'Update Status'. A failure shows
 * spec §8's 'Failed to update order status. Please try again.' with the server's reason when it gave one. The
 * dialog has its own status select, so a keyboard user whose arrow key moved the row's dropdown one step too far
 * fixes it here instead of changing the order. The server's refusal (an order is delivered by its shipment, say)
 * shows under that select, and picking Delivered offers 'Delivered by hand, cash received' with a required note
 * (decision 012).
 */
export function StatusChangeDialog({ order, status: picked, onClose, onClosed }: StatusChangeDialogProps) {
  const [status, setStatus] = useState<OrderStatus>(picked);
  const [note, setNote] = useState('');
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '');
  const [byHandChecked, setByHand] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const change = useChangeOrderStatus();
  const statusId = useId();
  const refusalId = useId();
  const pending = change.isPending;
  const failure = change.isError ? statusChangeError(change.error) : undefined;
  const canGoByHand = status === 'delivered' && order.orderStatus !== 'delivered';
  const byHand = canGoByHand && byHandChecked;

  const submit = () => {
    if (pending) return;
    // A delivery by hand has no courier: no tracking number goes with it.
    const input = byHand ? { status, note, deliveredByHand: true } : { status, note, trackingNumber };
    const checked = orderStatusChangeSchema.safeParse(input);
    if (!checked.success) {
      setProblems(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setProblems({});
    change.mutate(
      {
        orderId: order._id,
        status,
        note: note.trim() || undefined,
        ...(byHand ? { deliveredByHand: true } : { trackingNumber: trackingNumber.trim() || undefined }),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <RadixDialog.Root
      open
      // While the request is out, closing would not stop it: keep the dialog until it has answered.
      onOpenChange={(open) => !open && !pending && onClose()}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          // Radix would focus its (absent) trigger: give the focus back to the dropdown instead.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-sand text-clay">
            <RefreshCw aria-hidden="true" className="h-6 w-6" />
          </div>
          <RadixDialog.Title className="font-display text-2xl text-ink">Change order status</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-muted">
            Order {order.orderNumber} is {ORDER_STATUS_LABELS[order.orderStatus]}. The customer is emailed when it is
            confirmed, shipped, delivered or cancelled.
          </RadixDialog.Description>
          <form
            className="mt-5 space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <div>
              <label htmlFor={statusId} className="mb-1.5 block text-sm font-semibold text-ink">
                New status
              </label>
              <select
                id={statusId}
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as OrderStatus);
                  // The refusal was of the status picked before.
                  change.reset();
                }}
                className={selectClass({ className: 'w-full' })}
                style={chevronStyle}
                aria-invalid={problems.status || failure ? true : undefined}
                aria-describedby={failure ? refusalId : undefined}
              >
                {statusChoices(order.orderStatus).map((choice) => (
                  <option key={choice} value={choice}>
                    {ORDER_STATUS_LABELS[choice]}
                  </option>
                ))}
              </select>
              {problems.status && <p className="mt-1.5 text-sm font-medium text-red-700">{problems.status}</p>}
              {failure && (
                <div id={refusalId} className="mt-2">
                  <FormMessage tone="error">
                    {failure.title}
                    {failure.reason && <span className="mt-1 block">{failure.reason}</span>}
                  </FormMessage>
                </div>
              )}
            </div>
            {canGoByHand && (
              <div className="flex items-start gap-3 rounded-xl bg-sand/50 p-3">
                <input
                  id={`${statusId}-by-hand`}
                  type="checkbox"
                  checked={byHandChecked}
                  onChange={(event) => setByHand(event.target.checked)}
                  aria-describedby={`${statusId}-by-hand-hint`}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-clay"
                />
                <div>
                  <label htmlFor={`${statusId}-by-hand`} className="text-sm font-semibold text-ink">
                    {deliveredByHandLabel(order.paymentMethod)}
                  </label>
                  <p id={`${statusId}-by-hand-hint`} className="text-sm text-muted">
                    No courier: the store handed the order over itself.
                    {order.paymentMethod === 'cash_on_delivery' && ' The payment is marked received.'} A note is
                    required.
                  </p>
                </div>
              </div>
            )}
            {status === 'cancelled' && order.orderStatus !== 'cancelled' && (
              <FormMessage tone="info">
                Cancelling gives the stock back and refunds an online payment. It cannot be undone.
              </FormMessage>
            )}
            <TextareaField
              label={byHand ? 'Note (required)' : 'Note (optional)'}
              hint={
                byHand
                  ? `Who handed it over, where${order.paymentMethod === 'cash_on_delivery' ? ', and the cash received' : ''}. Shown in the timeline and the customer's email. ${note.length}/${STATUS_NOTE_MAX}`
                  : `Shown in the order's timeline and the customer's email. ${note.length}/${STATUS_NOTE_MAX}`
              }
              required={byHand}
              value={note}
              maxLength={STATUS_NOTE_MAX}
              rows={3}
              className="min-h-24"
              error={problems.note}
              onChange={(event) => setNote(event.target.value)}
              readOnly={pending}
            />
            {!byHand && (
              <TextField
                label="Tracking number (optional)"
                hint="The courier's AWB or tracking number, sent to the customer when shipped. Left empty, an order shipped with its shipment takes the shipment's AWB."
                value={trackingNumber}
                maxLength={TRACKING_NUMBER_MAX}
                autoComplete="off"
                spellCheck={false}
                error={problems.trackingNumber}
                onChange={(event) => setTrackingNumber(event.target.value)}
                readOnly={pending}
              />
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => !pending && onClose()}
                aria-disabled={pending}
              >
                Keep {ORDER_STATUS_LABELS[order.orderStatus]}
              </button>
              {/* aria-disabled, not disabled: a disabled button drops the focus out of the dialog mid-request. */}
              <button type="submit" className={buttonClass('primary')} aria-disabled={pending} aria-busy={pending}>
                {pending ? 'Updating...' : 'Update Status'}
              </button>
            </div>
          </form>
          <RadixDialog.Close
            className="absolute right-4 top-4 flex h-9 w-9 items-center justify-center rounded-full text-muted hover:bg-sand"
            aria-disabled={pending}
          >
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">Close</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
