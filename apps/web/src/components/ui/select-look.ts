import clsx from 'clsx';

/** A drawn chevron so a select looks the same in every browser (the native arrow differs in each). */
export const chevronStyle = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2357534e' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
};

/**
 * The look of the admin's selects (list toolbars, forms, a table row's status), rounded as the text inputs beside
 * them: `invalid` for a field with an error, `compact` for the one inside a table row. Use with `chevronStyle`.
 */
export const selectClass = ({
  invalid = false,
  compact = false,
  className,
}: { invalid?: boolean; compact?: boolean; className?: string | undefined } = {}) =>
  clsx(
    'appearance-none rounded-xl border bg-white bg-[length:16px] bg-[right_12px_center] bg-no-repeat pl-4 pr-9 text-sm text-ink',
    'focus:border-clay focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric',
    'disabled:cursor-not-allowed disabled:opacity-60',
    compact ? 'h-10' : 'h-11',
    invalid ? 'border-red-700' : 'border-stone-300',
    className,
  );
