import clsx from 'clsx';
import type { ReactNode } from 'react';

/** One titled panel of the order page; its heading names the region for screen-reader navigation. */
export function OrderSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={clsx('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6', className)}
    >
      <h2 id={id} className="mb-4 font-display text-xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
