import { t } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button';

/** A list that failed to load: a title, the server's message (or a fallback) and a retry button. */
export function ErrorPanel({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
      <h2 className="font-display text-xl text-ink">{title}</h2>
      <p className="mt-2 text-muted">{message}</p>
      <button type="button" className={buttonClass('primary', 'md', 'mt-4')} onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}

/**
 * A list with nothing in it yet, with a way to fill it. `headingRef` makes the heading focusable from script, for a
 * page that empties under the shopper's focus (the last cart line removed) and moves the focus here.
 */
export function EmptyPanel({
  icon: Icon,
  title,
  text,
  action,
  headingRef,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action: { label: string; to: string };
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
      <Icon aria-hidden="true" className="h-12 w-12 text-clay/60" />
      <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <p className="text-muted">{text}</p>
      <Link to={action.to} className={buttonClass('primary', 'md', 'mt-2')}>
        {action.label}
      </Link>
    </div>
  );
}
