import clsx from 'clsx';

/**
 * Cancelling is the one destructive action of the orders pages, so it looks unlike the store's clay buttons: red, in
 * the same shape as buttonClass.
 */
export const dangerButtonClass = (variant: 'solid' | 'outline') =>
  clsx(
    'inline-flex h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variant === 'solid'
      ? 'bg-red-700 text-white shadow-sm hover:bg-red-800'
      : 'border border-red-700/40 bg-white text-red-800 hover:border-red-700 hover:bg-red-50',
  );
