import { Link } from 'react-router';
import { LOW_STOCK_MESSAGES } from '@kala/contract/stock-notes';
import { SmartImage } from '../../../components/ui/smart-image';
import { plural } from '../../../lib/format';
import { useLowStock } from '../api/get-low-stock';
import { ListNote, OverviewSection } from './overview-section';

/**
 * Low stock (issue 26 item 4): the counted sizes of pieces on sale at or below the seller's threshold (set in
 * Settings), the fewest first, each linked to its product's edit page to restock it.
 */
export function LowStock() {
  const report = useLowStock();
  const data = report.data;
  return (
    <OverviewSection id="low-stock-heading" title={LOW_STOCK_MESSAGES.title}>
      {data && (
        <p className="-mt-2 mb-3 text-sm text-muted">
          {LOW_STOCK_MESSAGES.intro(data.threshold)}{' '}
          <Link to="/admin/settings#stock-settings" className="font-semibold text-clay-dark underline">
            Change the threshold
          </Link>
        </p>
      )}
      {report.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading…
        </p>
      ) : report.isError || !data ? (
        <ListNote>{LOW_STOCK_MESSAGES.failed}</ListNote>
      ) : data.sizes.length === 0 ? (
        <ListNote>{LOW_STOCK_MESSAGES.none(data.threshold)}</ListNote>
      ) : (
        <>
          <ul className="divide-y divide-stone-200">
            {data.sizes.map((size) => (
              <li key={size.sizeId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <SmartImage src={size.thumbnail} alt="" sizes="48px" className="w-12 shrink-0 rounded-lg" />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/admin/products/${size.productId}/edit`}
                    className="block truncate font-semibold text-ink hover:text-clay-dark hover:underline"
                  >
                    {size.productName}
                  </Link>
                  <p className="truncate text-sm text-muted">Size: {size.size}</p>
                </div>
                <p
                  className={
                    size.stock === 0
                      ? 'shrink-0 text-sm font-semibold text-red-800'
                      : 'shrink-0 text-sm font-semibold tabular-nums text-amber-800'
                  }
                >
                  {size.stock === 0 ? 'Sold out' : `${plural(size.stock, 'piece')} left`}
                </p>
              </li>
            ))}
          </ul>
          {data.total > data.sizes.length && (
            <p className="mt-3 text-sm text-muted">
              Showing the {data.sizes.length} lowest of {data.total} sizes.
            </p>
          )}
        </>
      )}
    </OverviewSection>
  );
}
