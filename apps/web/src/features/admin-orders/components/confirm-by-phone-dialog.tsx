import * as RadixDialog from '@radix-ui/react-dialog';
import { PhoneCall, X } from 'lucide-react';
import { useState } from 'react';
import { codAdminConfirmSchema } from '@kala/contract/cod';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextareaField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useConfirmByPhone } from '../api/cod-actions';

const NOTE_MAX = 500;

/**
 * 'Mark confirmed by phone' (issue 25 item 2): the owner called the shopper, who wants the order; a note of the call
 * is required (it goes into the order's history with who confirmed and how). The server's refusal (already
 * confirmed, no longer waiting) shows in the dialog. `onDone` runs once confirmed, `onClosed` when the dialog has gone
 * (where the focus goes next).
 */
export function ConfirmByPhoneDialog({
  orderId,
  orderNumber,
  onClose,
  onClosed,
}: {
  orderId: string;
  orderNumber: string;
  onClose: () => void;
  onClosed: () => void;
}) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const confirm = useConfirmByPhone(orderId);
  const pending = confirm.isPending;

  const submit = () => {
    if (pending) return;
    const checked = codAdminConfirmSchema.safeParse({ note });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    confirm.mutate(checked.data.note, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? 'Order confirmed');
        onClose();
      },
    });
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && !pending && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-sand text-clay">
            <PhoneCall aria-hidden="true" className="h-6 w-6" />
          </div>
          <RadixDialog.Title className="font-display text-2xl text-ink">Mark confirmed by phone</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-muted">
            You called the shopper of order {orderNumber} and they want it. The order becomes Confirmed and can be
            shipped; your note goes into its history.
          </RadixDialog.Description>
          <form
            className="mt-5 space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <TextareaField
              label="Note on the call (required)"
              hint={`When you called and what was said. ${note.length}/${NOTE_MAX}`}
              required
              value={note}
              maxLength={NOTE_MAX}
              rows={3}
              className="min-h-24"
              error={problem}
              onChange={(event) => setNote(event.target.value)}
              readOnly={pending}
            />
            {confirm.isError && (
              <FormMessage tone="error">
                {errorMessage(confirm.error, 'Could not confirm the order. Please try again.')}
              </FormMessage>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => !pending && onClose()}
                aria-disabled={pending || undefined}
              >
                Not now
              </button>
              {/* aria-disabled, not disabled: a disabled button drops the focus out of the dialog mid-request. */}
              <button
                type="submit"
                className={buttonClass('primary')}
                aria-disabled={pending || undefined}
                aria-busy={pending || undefined}
              >
                {pending ? 'Confirming…' : 'Mark confirmed'}
              </button>
            </div>
          </form>
          <RadixDialog.Close
            className="absolute right-4 top-4 flex h-9 w-9 items-center justify-center rounded-full text-muted hover:bg-sand"
            aria-disabled={pending || undefined}
          >
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">Close</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
