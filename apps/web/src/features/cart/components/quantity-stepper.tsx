import { Minus, Plus } from 'lucide-react';
import clsx from 'clsx';
import { CART_MAX_QUANTITY } from '@kala/contract/cart-messages';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Names what is counted, for screen readers: "Quantity of Lotus Plate, 8 inch". */
  label: string;
  disabled?: boolean;
  max?: number;
  size?: 'sm' | 'md';
}

/**
 * − value + with the spec's floor of 1: the minus button is disabled at 1 (removing a line is its own button), and
 * the plus button stops at the cart's per-line limit. Disabled with aria-disabled, not the attribute: a button that
 * reaches its limit (or waits for its request) while it has the keyboard focus keeps it, rather than dropping it
 * on the page (WCAG 2.4.3).
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  disabled = false,
  max = CART_MAX_QUANTITY,
  size = 'md',
}: QuantityStepperProps) {
  const box = size === 'sm' ? 'h-8 w-8' : 'h-10 w-10';
  const button = clsx(
    box,
    'flex items-center justify-center rounded-full text-ink transition-colors hover:bg-sand aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-transparent',
  );
  const canDecrease = !disabled && value > 1;
  const canIncrease = !disabled && value < max;
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white p-0.5"
    >
      <button
        type="button"
        className={button}
        onClick={() => canDecrease && onChange(value - 1)}
        aria-disabled={!canDecrease}
        aria-label="Decrease quantity"
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => canIncrease && onChange(value + 1)}
        aria-disabled={!canIncrease}
        aria-label="Increase quantity"
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
