import clsx from 'clsx';

/** A drawn chevron so a select looks the same in every browser (the admin's other selects look the same). */
export const chevronStyle = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2357534e' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
};

export const selectClass = (extra?: string, invalid = false) =>
  clsx(
    'h-11 appearance-none rounded-xl border bg-white bg-[length:16px] bg-[right_12px_center] bg-no-repeat pl-4 pr-9 text-sm text-ink',
    'focus:border-clay focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric',
    'disabled:cursor-not-allowed disabled:opacity-60',
    invalid ? 'border-red-700' : 'border-stone-300',
    extra,
  );
