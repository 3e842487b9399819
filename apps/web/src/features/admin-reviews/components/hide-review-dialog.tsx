import * as RadixDialog from '@radix-ui/react-dialog';
import { EyeOff, X } from 'lucide-react';
import { useState } from 'react';
import { REVIEW_HIDE_REASON_MAX, REVIEW_MESSAGES, reviewHideSchema } from '@kala/contract/reviews';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextareaField } from '../../../components/ui/form-field';
import { useReturnFocus } from '../../../components/ui/return-focus';

/**
 * 'Hide review': the reason is required (the author sees it on their own review, and the audit keeps it). Checked
 * with the contract's schema, so the dialog says what the server would.
 */
export function HideReviewDialog({
  open,
  onOpenChange,
  author,
  pending,
  error,
  onHide,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  author: string;
  pending: boolean;
  error: string | undefined;
  onHide: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-sand text-clay">
            <EyeOff aria-hidden="true" className="h-6 w-6" />
          </div>
          <RadixDialog.Title className="font-display text-2xl text-ink">Hide this review?</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-muted">
            {author}&apos;s review leaves the product page and its rating leaves the average. You can show it again
            later.
          </RadixDialog.Description>
          <form
            noValidate
            className="mt-5 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (pending) return;
              const checked = reviewHideSchema.safeParse({ reason });
              if (!checked.success) {
                setProblem(checked.error.issues[0]?.message ?? REVIEW_MESSAGES.reasonRequired);
                return;
              }
              setProblem(undefined);
              onHide(checked.data.reason);
            }}
          >
            <TextareaField
              label="Reason (required)"
              hint={`${reason.length}/${REVIEW_HIDE_REASON_MAX} characters`}
              error={problem}
              value={reason}
              maxLength={REVIEW_HIDE_REASON_MAX}
              rows={3}
              className="min-h-24"
              readOnly={pending}
              onChange={(event) => setReason(event.target.value)}
            />
            {error && <FormMessage tone="error">{error}</FormMessage>}
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonClass('primary', 'md')} disabled={pending}>
                {pending ? 'Hiding…' : 'Hide review'}
              </button>
              <RadixDialog.Close className={buttonClass('secondary', 'md')} disabled={pending}>
                Keep it visible
              </RadixDialog.Close>
            </div>
          </form>
          <RadixDialog.Close className="absolute right-4 top-4 flex h-9 w-9 items-center justify-center rounded-full text-muted hover:bg-sand">
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">Close</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
