import { Download, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { useExportSubscribers } from '../api/export-subscribers';
import { LIST_LOAD_FAILED, useAdminList } from '../api/get-admin-list';
import { formatWhen } from './list-format';
import { ListSection } from './list-section';

const SOURCE_LABELS: Record<string, string> = { landing: 'Landing page', footer: 'Footer', site: 'Site' };
const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;

function Status({ subscribed }: { subscribed: boolean }) {
  return subscribed ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Subscribed</span>
  ) : (
    <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">Unsubscribed</span>
  );
}

/**
 * Newsletter subscribers with 'Export CSV' (every address, as a file). A table from 640 px; below that each
 * subscriber is a card, as a three-column table would not fit a phone.
 */
export function SubscribersList() {
  const [page, setPage] = useState(1);
  const query = useAdminList('newsletter', page);
  const exporter = useExportSubscribers();
  const rows = query.data?.data ?? [];
  return (
    <ListSection
      id="admin-newsletter-heading"
      title="Newsletter subscribers"
      icon={Newspaper}
      emptyText="No subscribers yet. Addresses given in the newsletter boxes appear here."
      errorText={LIST_LOAD_FAILED.newsletter}
      query={query}
      page={page}
      onPage={setPage}
      actions={
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-disabled={exporter.isPending || undefined}
          aria-busy={exporter.isPending || undefined}
          onClick={() => {
            if (!exporter.isPending) exporter.mutate();
          }}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {exporter.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
      }
    >
      <table className="hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm ring-1 ring-stone-200 sm:table">
        <caption className="sr-only">Newsletter subscribers, newest first</caption>
        <thead className="bg-sand/50 text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Email
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Source
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Subscribed
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id} className="border-t border-stone-100">
              <th scope="row" className="break-all px-4 py-3 font-normal text-ink">
                {row.email}
              </th>
              <td className="px-4 py-3">{sourceLabel(row.source)}</td>
              <td className="px-4 py-3">
                <Status subscribed={row.isSubscribed} />
              </td>
              <td className="px-4 py-3 text-muted">
                <time dateTime={row.createdAt}>{formatWhen(row.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 sm:hidden">
        {rows.map((row) => (
          <li key={row._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <p className="break-all font-semibold text-ink">{row.email}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <Status subscribed={row.isSubscribed} />
              <span>{sourceLabel(row.source)}</span>
            </p>
            <p className="mt-1 text-sm text-muted">
              <time dateTime={row.createdAt}>{formatWhen(row.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </ListSection>
  );
}
