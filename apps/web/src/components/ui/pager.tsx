import { t } from '@lingui/core/macro';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';

/**
 * Which page buttons a list shows besides Previous and Next:
 * - `none`: none (short lists: a shopper's orders, the admin's lists), with 'Page X of Y';
 * - `around`: the first, the last and the neighbours of the current page, with gaps (1 … 4 5 6 … 12: the listing);
 * - `window`: a window of five with First and Last (spec §9, the admin's products), with 'Page X of Y'.
 */
export type PagerNumbers = 'none' | 'around' | 'window';

/** Spec §9: up to five page numbers at a time. */
const WINDOW = 5;

/** The page numbers of the `window` pager: five around the current page, kept inside 1..total. */
function pageOf(page: number, totalPages: number) {
  return t`Page ${page} of ${totalPages}`;
}

export function pageWindow(page: number, totalPages: number): number[] {
  const size = Math.min(WINDOW, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(WINDOW / 2)), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The page numbers of the `around` pager: 1 … 4 5 6 … 12. */
export function pagesAround(current: number, total: number): (number | 'gap')[] {
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

const buttonClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';
const currentClass = 'bg-clay text-white ring-clay hover:bg-clay';

export interface PagerProps {
  /** The navigation's accessible name ('Pages', 'Order pages', …): a page may hold more than one list. */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  numbers?: PagerNumbers;
  /** While the next page loads: the buttons wait (the current page stays shown). */
  disabled?: boolean;
  className?: string;
}

/**
 * The one pager of every list (spec §2 and §9): Previous and Next, the page numbers the list calls for, and where the
 * reader is. Hidden when everything fits on one page. The current page is `aria-current="page"`; 'Page X of Y' is
 * announced politely when it changes.
 */
export function Pager({ label, page, totalPages, onPage, numbers = 'none', disabled, className }: PagerProps) {
  if (totalPages <= 1) return null;
  const go = (to: number) => () => onPage(to);
  const numbered = (n: number) => (
    <li key={n}>
      <button
        type="button"
        className={clsx(buttonClass, n === page && currentClass)}
        aria-current={n === page ? 'page' : undefined}
        disabled={disabled}
        onClick={go(n)}
      >
        <span className="sr-only">{`${t`Page`} `}</span>
        {n}
      </button>
    </li>
  );
  return (
    <nav aria-label={label} className={clsx('flex flex-col items-center gap-3', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {numbers === 'window' && (
          <li>
            <button type="button" className={buttonClass} disabled={disabled || page <= 1} onClick={go(1)}>
              <ChevronsLeft aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t`First page`}</span>
            </button>
          </li>
        )}
        <li>
          <button type="button" className={buttonClass} disabled={disabled || page <= 1} onClick={go(page - 1)}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            {t`Previous`}
          </button>
        </li>
        {numbers === 'window' && pageWindow(page, totalPages).map(numbered)}
        {numbers === 'around' &&
          pagesAround(page, totalPages).map((n, i) =>
            n === 'gap' ? (
              <li key={`gap${i}`} aria-hidden="true" className="px-1 text-muted">
                …
              </li>
            ) : (
              numbered(n)
            ),
          )}
        <li>
          <button
            type="button"
            className={buttonClass}
            disabled={disabled || page >= totalPages}
            onClick={go(page + 1)}
          >
            {t`Next`}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
        {numbers === 'window' && (
          <li>
            <button
              type="button"
              className={buttonClass}
              disabled={disabled || page >= totalPages}
              onClick={go(totalPages)}
            >
              <ChevronsRight aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t`Last page`}</span>
            </button>
          </li>
        )}
      </ul>
      {numbers !== 'around' && (
        <p className="text-sm text-muted" aria-live="polite">
          {pageOf(page, totalPages)}
        </p>
      )}
    </nav>
  );
}
