import { t } from '@lingui/core/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Buttons or links under the message; the dialog always has a close button too. */
  actions?: ReactNode;
  icon?: ReactNode;
  /** The control that has the focus when the dialog opens, such as the safe choice of a question; else the first. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** Set by the Dialog wrapper (dialog.tsx): gives the focus back to the control that opened the dialog. */
interface DialogViewProps extends DialogProps {
  onCloseAutoFocus: (event: Event) => void;
}

/** A small modal message (Radix: focus trap, Escape, focus return), in the store's look. */
export default function DialogView({
  open,
  onOpenChange,
  title,
  description,
  actions,
  icon,
  initialFocus,
  onCloseAutoFocus,
}: DialogViewProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl sm:p-8"
        >
          {icon && (
            <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-sand text-clay">{icon}</div>
          )}
          <RadixDialog.Title className="font-display text-2xl text-ink">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-muted">{description}</RadixDialog.Description>
          {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
          <RadixDialog.Close className="absolute right-4 top-4 flex h-9 w-9 items-center justify-center rounded-full text-muted hover:bg-sand">
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">{t`Close`}</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
