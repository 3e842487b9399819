import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, type RefObject } from 'react';
import { buttonClass } from '../../../components/ui/button';

interface PincodeFormProps {
  value?: string;
  onChange?: (value: string) => void;
  onSubmit: (value: string) => void;
  /** The shopper came near the field (focus, touch): load its code. */
  onWake?: () => void;
  error?: string | null;
  busy?: boolean;
  autoFocus?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The PIN code form, the same markup before and after the field's code loads (delivery-check-loader.tsx renders it
 * as the placeholder, delivery-check.tsx as the live form), so nothing moves when the code arrives.
 */
export function PincodeForm({ value, onChange, onSubmit, onWake, error, busy, autoFocus, inputRef }: PincodeFormProps) {
  const id = useId();
  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem('pincode') as HTMLInputElement | null;
        onSubmit(input?.value.trim() ?? '');
      }}
    >
      <label htmlFor={`${id}-pin`} className="sr-only">
        <Trans>PIN code</Trans>
      </label>
      <input
        ref={inputRef}
        id={`${id}-pin`}
        name="pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        placeholder={t`Enter PIN code`}
        // Only when the shopper was already typing in the placeholder's field when the code arrived.
        autoFocus={autoFocus}
        {...(value === undefined ? {} : { value })}
        onChange={(event) => onChange?.(event.target.value.replace(/\D/g, '').slice(0, 6))}
        onFocus={onWake}
        onPointerDown={onWake}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-11 w-40 rounded-full border border-stone-300 bg-white px-4 text-base text-ink placeholder:text-stone-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric"
      />
      <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
        <Trans>Check</Trans>
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
