import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';

/** Page numbers around the current one: 1 … 4 5 6 … 12. */
function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

const base = 'flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold';

/** Page buttons for wide screens (spec §2). */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-12 flex items-center justify-center gap-1.5">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={clsx(base, 'text-ink hover:bg-sand disabled:opacity-40')}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Previous
      </button>
      <ul className="flex items-center gap-1">
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                aria-current={p === page ? 'page' : undefined}
                onClick={() => onPage(p)}
                className={clsx(base, p === page ? 'bg-clay text-white' : 'text-ink hover:bg-sand')}
              >
                <span className="sr-only">Page </span>
                {p}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        className={clsx(base, 'text-ink hover:bg-sand disabled:opacity-40')}
      >
        Next <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
