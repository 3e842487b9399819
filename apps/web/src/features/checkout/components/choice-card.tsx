import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * One option of a radio group drawn as a card: a real radio (arrow keys move between the group's cards, Space
 * chooses), a visible dot that says which is chosen without relying on colour, and the focus ring on the card.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled = false,
  onChange,
  children,
  className,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label
      className={clsx(
        // relative: the visually hidden radio sits inside its card (a magnifier follows the focus there).
        'relative flex gap-3 rounded-2xl border-2 p-3 transition-colors sm:p-4',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-turmeric',
        checked ? 'border-clay bg-clay/5' : 'border-stone-200 bg-white',
        disabled ? 'cursor-not-allowed bg-stone-50' : 'cursor-pointer hover:border-stone-400',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        // A disabled option never chooses itself, however the event arrives (a script, an assistive tool).
        onChange={() => {
          if (!disabled) onChange();
        }}
        className="sr-only"
      />
      <span
        aria-hidden="true"
        className={clsx(
          'mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2',
          checked ? 'border-clay' : 'border-stone-400',
        )}
      >
        {checked && <span className="h-2.5 w-2.5 rounded-full bg-clay" />}
      </span>
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  );
}
