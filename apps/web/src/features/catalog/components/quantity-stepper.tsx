import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

/**
 * Quantity with − and + buttons and a typed value, kept between 1 and max (spec §5: minimum 1). At a limit a button
 * is aria-disabled rather than disabled, so it keeps the keyboard focus it had (WCAG 2.4.3).
 */
export function QuantityStepper({
  value,
  onChange,
  max,
}: {
  value: number;
  onChange: (value: number) => void;
  max: number;
}) {
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Quantity
      </label>
      <div className="mt-2 inline-flex h-12 items-center rounded-full border border-stone-300 bg-white">
        <button
          type="button"
          onClick={() => value > 1 && onChange(clamp(value - 1))}
          aria-disabled={value <= 1}
          className="flex h-12 w-12 items-center justify-center rounded-full text-ink hover:bg-sand aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">Decrease quantity</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          onChange={(e) => onChange(clamp(e.target.valueAsNumber))}
          className="h-10 w-12 border-0 bg-transparent text-center font-semibold text-ink [appearance:textfield] focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          onClick={() => value < max && onChange(clamp(value + 1))}
          aria-disabled={value >= max}
          className="flex h-12 w-12 items-center justify-center rounded-full text-ink hover:bg-sand aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">Increase quantity</span>
        </button>
      </div>
    </div>
  );
}
