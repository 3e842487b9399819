import { ChevronLeft, ChevronRight } from 'lucide-react';

const base =
  'inline-flex h-10 items-center justify-center gap-1 rounded-full px-4 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * Previous / next through the history, with where the shopper is. Ten orders a page rarely runs to many pages, so a
 * row of page numbers would add buttons without saving steps. Hidden when there is one page (spec §2).
 */
export function OrderPager({
  page,
  totalPages,
  disabled,
  onPage,
}: {
  page: number;
  totalPages: number;
  disabled?: boolean;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Order pages" className="mt-8 flex items-center justify-between gap-3 sm:justify-center">
      <button type="button" className={base} disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </button>
      <p className="px-2 text-sm text-muted" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <button type="button" className={base} disabled={disabled || page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
