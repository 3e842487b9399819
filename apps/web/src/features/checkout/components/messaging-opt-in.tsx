import { useId } from 'react';
import { Trans } from '@lingui/react/macro';

/**
 * The checkout's opt-in to order updates on WhatsApp/SMS (issue 25): unticked until the shopper ticks it, and the
 * hint names the phone from the delivery address the messages go to. Sent with the order as `messagingOptIn`.
 */
export function MessagingOptIn({
  phone,
  checked,
  onChange,
}: {
  phone: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl bg-paper p-4 ring-1 ring-stone-200">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 accent-clay"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          <Trans>Send me order updates on WhatsApp/SMS</Trans>
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          <Trans>
            To {phone}, the phone in your delivery address: when your order ships, arrives or needs you. No marketing.
          </Trans>
        </p>
      </div>
    </div>
  );
}
