import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its box on a phone instead of widening the page; the box is a named region
 * that takes the keyboard's focus, so it can be scrolled without a mouse.
 */
export function CodTable({
  label,
  caption,
  headings,
  minWidth,
  children,
}: {
  label: string;
  caption: string;
  headings: readonly string[];
  /** The width (px) below which the table scrolls. */
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <div
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 focus-visible:outline focus-visible:outline-3 focus-visible:outline-turmeric"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand/50 text-muted">
          <tr>
            {headings.map((heading, index) => (
              <th
                key={heading}
                scope="col"
                className={index === 0 ? 'px-3 py-2 font-semibold' : 'px-3 py-2 text-right font-semibold'}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">{children}</tbody>
      </table>
    </div>
  );
}

/** A row: its first cell names it (a row header), the figures follow right-aligned. */
export function CodRow({ name, cells }: { name: string; cells: readonly string[] }) {
  return (
    <tr className="border-t border-stone-100">
      <th scope="row" className="px-3 py-2 font-normal text-ink">
        {name}
      </th>
      {cells.map((cell, index) => (
        <td key={index} className="whitespace-nowrap px-3 py-2 text-right">
          {cell}
        </td>
      ))}
    </tr>
  );
}
