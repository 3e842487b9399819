import clsx from 'clsx';

/** One look for buttons and button-like links, so every call to action on the store matches. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-clay text-white shadow-sm hover:bg-clay-dark',
  secondary: 'border border-clay/30 bg-white text-clay-dark hover:border-clay hover:bg-sand/60',
  ghost: 'text-ink hover:bg-sand/70',
  light: 'bg-paper text-clay-dark shadow-sm hover:bg-white',
  accent: 'bg-turmeric text-ink shadow-sm hover:bg-amber-500',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}
