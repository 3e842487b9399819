import type { ReactNode } from 'react';

/** A titled white box of the Overview (Recent Orders, Top Products). */
export function OverviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h3 id={id} className="font-display text-xl text-clay-dark">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What a list says when it has nothing to show: empty, or its figures could not be read. */
export function ListNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-paper px-4 py-6 text-center text-sm text-muted">{children}</p>;
}
