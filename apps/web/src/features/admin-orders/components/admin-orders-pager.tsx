import { ChevronLeft, ChevronRight } from 'lucide-react';

const base =
  'inline-flex h-10 items-center justify-center gap-1 rounded-full px-4 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** Previous / next through the orders with 'Page X of Y'; hidden when everything fits on one page. */
export function AdminOrdersPager({
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
    <nav aria-label="Orders pages" className="flex flex-wrap items-center justify-center gap-3">
      <button type="button" className={base} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </button>
      <p className="text-sm text-muted" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <button type="button" className={base} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
