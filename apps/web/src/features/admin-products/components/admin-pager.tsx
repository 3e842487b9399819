import clsx from 'clsx';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';

/** Spec §9: up to five page numbers at a time. */
const WINDOW = 5;

/** The page numbers shown: a window of five around the current page, kept inside 1..total. */
export function pageWindow(page: number, totalPages: number): number[] {
  const size = Math.min(WINDOW, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(WINDOW / 2)), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

const button =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold ring-1 ring-stone-300 hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** Spec §2 Products pagination: first, previous, up to 5 page numbers, next, last, and 'Page X of Y'. */
export function AdminPager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return <p className="text-center text-sm text-muted">Page 1 of 1</p>;
  return (
    <nav aria-label="Product pages" className="flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(1)}>
            <ChevronsLeft aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">First page</span>
          </button>
        </li>
        <li>
          <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Previous page</span>
          </button>
        </li>
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={clsx(button, n === page ? 'bg-clay text-white ring-clay hover:bg-clay-dark' : 'text-ink')}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
            >
              <span className="sr-only">Page </span>
              {n}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={button} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Next page</span>
          </button>
        </li>
        <li>
          <button type="button" className={button} disabled={page >= totalPages} onClick={() => onPage(totalPages)}>
            <ChevronsRight aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Last page</span>
          </button>
        </li>
      </ul>
      <p className="text-sm text-muted" aria-live="polite">
        Page {page} of {totalPages}
      </p>
    </nav>
  );
}
