import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AlertTriangle, SearchX } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';

/**
 * The spec's fallback in English, for callers that hand it to errorMessage(); ListingError shows it in the shopper's
 * language (it is recognised and translated there).
 */
export const LISTING_FAILED = 'Failed to load product(s)';

/** The server's message, or the spec's fallback, with 'Try Again' (spec §2). */
export function ListingError({ message, onRetry }: { message?: string | undefined; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200"
    >
      <AlertTriangle aria-hidden="true" className="h-10 w-10 text-clay" />
      <p className="mt-4 font-display text-xl text-ink">
        {!message || message === LISTING_FAILED ? t`Failed to load product(s)` : message}
      </p>
      <button type="button" onClick={onRetry} className={buttonClass('primary', 'md', 'mt-6')}>
        <Trans>Try Again</Trans>
      </button>
    </div>
  );
}

export function ListingEmpty({ hasFilters, onClear }: { hasFilters: boolean; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
      <SearchX aria-hidden="true" className="h-10 w-10 text-clay" />
      <h2 className="mt-4 font-display text-2xl text-ink">
        <Trans>No products found</Trans>
      </h2>
      <p className="mt-2 max-w-md text-muted">
        {hasFilters
          ? t`Nothing matches these filters yet. Try another category or price, or clear the filters to see every piece.`
          : t`The collection is being restocked. Please check back soon.`}
      </p>
      {hasFilters && (
        <button type="button" onClick={onClear} className={buttonClass('primary', 'md', 'mt-6')}>
          <Trans>Clear filters</Trans>
        </button>
      )}
    </div>
  );
}
