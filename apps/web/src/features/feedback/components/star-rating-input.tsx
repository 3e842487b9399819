import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import clsx from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  value: number;
  error?: string | undefined;
};

/**
 * Five stars as a native radio group (arrow keys move, the choice is announced): each star is a visually hidden
 * radio with a visible star as its label. `value` is the current rating, for drawing the filled stars.
 */
export const StarRatingInput = forwardRef<HTMLInputElement, Props>(function StarRatingInput(
  { value, error, ...radio },
  ref,
) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        <Trans>Your rating</Trans>
      </legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-lg p-1 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-turmeric"
          >
            <input ref={ref} type="radio" value={stars} className="sr-only" {...radio} />
            <Star
              aria-hidden="true"
              className={clsx(
                'h-8 w-8',
                stars <= value ? 'fill-turmeric text-turmeric' : 'fill-transparent text-stone-400',
              )}
            />
            <span className="sr-only">{plural(stars, { one: '# star', other: '# stars' })}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-muted" aria-hidden="true">
          <Trans>{value} of 5</Trans>
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
