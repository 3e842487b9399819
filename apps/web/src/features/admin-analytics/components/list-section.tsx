import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Pagination } from '@kala/contract/envelope';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';

/**
 * One of the admin's lists below the charts: its heading and count and an action (the CSV export) in the admin's
 * list toolbar, the page shown, an empty state that says what would appear here, and previous / next.
 */
export function ListSection({
  id,
  title,
  icon: Icon,
  emptyText,
  query,
  errorText,
  actions,
  note,
  page,
  onPage,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  emptyText: string;
  query: {
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: { data: unknown[]; pagination: Pagination } | undefined;
  };
  /** What to say when the list could not be loaded and the server gave no reason. */
  errorText: string;
  actions?: ReactNode;
  /** A line under the heading, shown whatever the list holds (the subscribers' 'awaiting confirmation'). */
  note?: ReactNode;
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const pagination = query.data?.pagination;
  const count = pagination?.total ?? 0;
  return (
    <section aria-labelledby={id} className="min-w-0">
      <ListToolbar
        className="mb-3"
        heading={
          <h3 id={id} className="flex items-center gap-2 font-display text-xl text-ink">
            <Icon aria-hidden="true" className="h-5 w-5 text-clay" />
            {title}
            {pagination && <span className="font-sans text-base font-normal text-muted">({count})</span>}
          </h3>
        }
        actions={actions}
      />
      {note}
      {query.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading {title.toLowerCase()}…</span>
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
      ) : query.isError && !query.data ? (
        <ErrorPanel
          title={`${title} could not be loaded`}
          message={errorMessage(query.error, errorText)}
          onRetry={() => void query.refetch()}
        />
      ) : count === 0 ? (
        <p className="rounded-2xl bg-white px-6 py-10 text-center text-muted ring-1 ring-stone-200">{emptyText}</p>
      ) : (
        <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          {children}
          {pagination && (
            <Pager
              label={`${title} pages`}
              className="mt-4"
              page={page}
              totalPages={pagination.totalPages}
              disabled={query.isPlaceholderData}
              onPage={onPage}
            />
          )}
        </div>
      )}
    </section>
  );
}
