import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  /** The chosen rating, 0 for none yet (for drawing the filled stars). */
  value: number;
  error?: string | undefined;
};

/** The words of one to five stars. */
const WORDS = [msg`Poor`, msg`Fair`, msg`Good`, msg`Very good`, msg`Excellent`];
const word = (stars: number) => {
  const descriptor = WORDS[stars - 1];
  return descriptor ? i18n._(descriptor) : '';
};

/**
 * One to five stars as a native radio group: Tab reaches the group, the arrow keys move between the stars and choose,
 * and each choice is announced ('4 stars, Very good'). Nothing is chosen at first: a rating is the buyer's to give.
 */
export const StarInput = forwardRef<HTMLInputElement, Props>(function StarInput({ value, error, ...radio }, ref) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        <Trans>Your rating</Trans>
      </legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-lg p-1 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-turmeric"
          >
            <input
              ref={ref}
              type="radio"
              value={stars}
              className="sr-only"
              aria-invalid={error ? true : undefined}
              {...radio}
            />
            <Star
              aria-hidden="true"
              className={clsx(
                'h-9 w-9',
                stars <= value ? 'fill-turmeric text-turmeric' : 'fill-transparent text-stone-500',
              )}
            />
            <span className="sr-only">{`${plural(stars, { one: '# star', other: '# stars' })}, ${word(stars)}`}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-muted" aria-hidden="true">
          {value > 0 ? word(value) : t`Tap a star`}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
});
