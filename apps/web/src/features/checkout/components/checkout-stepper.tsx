import clsx from 'clsx';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Check } from 'lucide-react';

export const CHECKOUT_STEPS = [
  { id: 'address', label: msg`Address` },
  { id: 'shipping', label: msg`Shipping` },
  { id: 'payment', label: msg`Payment` },
  { id: 'review', label: msg`Review` },
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['id'];

/**
 * Where the shopper is in the checkout (spec §4: address, shipping option, payment, review). The current step has
 * aria-current="step"; finished steps say so in words as well as with a tick.
 */
export function CheckoutStepper({ current }: { current: CheckoutStep }) {
  const at = CHECKOUT_STEPS.findIndex((s) => s.id === current);
  const stepCount = CHECKOUT_STEPS.length;
  return (
    <nav aria-label={t`Checkout progress`}>
      <ol className="grid grid-cols-4 gap-1 sm:gap-2">
        {CHECKOUT_STEPS.map((step, index) => {
          const done = index < at;
          const here = index === at;
          const stepNumber = index + 1;
          const position = t`Step ${stepNumber} of ${stepCount}:`;
          return (
            <li
              key={step.id}
              aria-current={here ? 'step' : undefined}
              className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:justify-center sm:gap-2"
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                  here && 'border-clay bg-clay text-white',
                  done && 'border-clay bg-white text-clay',
                  !here && !done && 'border-stone-300 bg-white text-muted',
                )}
              >
                {done ? <Check className="h-4 w-4" /> : index + 1}
              </span>
              <span className={clsx('text-xs sm:text-sm', here ? 'font-bold text-ink' : 'text-muted')}>
                <span className="sr-only">{`${position} `}</span>
                {i18n._(step.label)}
                {done && <span className="sr-only">{` ${t`(done)`}`}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
