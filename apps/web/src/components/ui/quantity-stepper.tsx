import { t } from '@lingui/core/macro';
import { Minus, Plus } from 'lucide-react';
import clsx from 'clsx';
import { useId } from 'react';
import { CART_MAX_QUANTITY } from '@kala/contract/cart-messages';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Names what is counted, e.g. "Quantity", or "Quantity of Lotus Plate, 8 inch" where several steppers show. */
  label: string;
  /** Shows the label above the stepper (the product page); otherwise it is the group's accessible name only. */
  showLabel?: boolean;
  /** Lets the shopper type the number between the buttons (the product page); otherwise the value is read-only. */
  typed?: boolean;
  disabled?: boolean;
  max?: number;
  size?: 'sm' | 'md' | 'lg';
}

const BOX = { sm: 'h-8 w-8', md: 'h-10 w-10', lg: 'h-12 w-12' } as const;

/**
 * − value + with the spec's floor of 1 (removing a cart line is its own button) and a ceiling of `max` (the cart's
 * per-line limit by default). At a limit, or while disabled, a button is aria-disabled rather than disabled, so one
 * that reaches its limit while it has the keyboard focus keeps it instead of dropping it on the page (WCAG 2.4.3).
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  showLabel = false,
  typed = false,
  disabled = false,
  max = CART_MAX_QUANTITY,
  size = 'md',
}: QuantityStepperProps) {
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1));
  const canDecrease = !disabled && value > 1;
  const canIncrease = !disabled && value < max;
  const button = clsx(
    BOX[size],
    'flex items-center justify-center rounded-full text-ink transition-colors hover:bg-sand aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-transparent',
  );
  const stepper = (
    <div
      // A typed stepper is named by its <label>; a read-only one is a group named by `label`.
      {...(typed ? {} : { role: 'group', 'aria-label': label })}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white p-0.5',
        showLabel && 'mt-2',
      )}
    >
      <button
        type="button"
        className={button}
        onClick={() => canDecrease && onChange(clamp(value - 1))}
        aria-disabled={!canDecrease}
        aria-label={t`Decrease quantity`}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      {typed ? (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={disabled}
          {...(showLabel ? {} : { 'aria-label': label })}
          onChange={(e) => onChange(clamp(e.target.valueAsNumber))}
          className="h-10 w-12 border-0 bg-transparent text-center font-semibold text-ink [appearance:textfield] focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric [&::-webkit-inner-spin-button]:appearance-none"
        />
      ) : (
        <output aria-live="polite" className="min-w-8 text-center font-semibold tabular-nums">
          {value}
        </output>
      )}
      <button
        type="button"
        className={button}
        onClick={() => canIncrease && onChange(clamp(value + 1))}
        aria-disabled={!canIncrease}
        aria-label={t`Increase quantity`}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
  if (!showLabel) return stepper;
  return (
    <div>
      <label htmlFor={typed ? id : undefined} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {stepper}
    </div>
  );
}
