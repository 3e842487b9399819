import { t } from '@lingui/core/macro';
import { Skeleton } from '../ui/skeleton';

/** What shows while a lazily loaded page's code arrives: a calm outline of a page, not a spinner. */
export function PageFallback() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-busy="true">
      <span className="sr-only" role="status">
        {t`Loading…`}
      </span>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="mt-4 h-5 w-96 max-w-full" />
      <div className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="aspect-[3/4]" />
        ))}
      </div>
    </div>
  );
}
