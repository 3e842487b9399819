import { Download, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { useExportSubscribers } from '../api/export-subscribers';
import { LIST_LOAD_FAILED, useAdminList } from '../api/get-admin-list';
import { formatWhen } from './list-format';
import { ListSection } from './list-section';

const SOURCE_LABELS: Record<string, string> = { landing: 'Landing page', footer: 'Footer', site: 'Site' };
const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;

/** Addresses given in a newsletter box whose owners have not used the mailed link yet (decision 022). */
function AwaitingNote({ count }: { count: number }) {
  if (count === 0) return null;
  const what = count === 1 ? '1 address awaits' : `${count} addresses await`;
  return (
    <p className="mb-3 rounded-xl bg-sand/60 px-4 py-2 text-sm text-ink">
      {what} confirmation: not counted, listed or exported until the owner uses the link we mailed.
    </p>
  );
}

/**
 * Confirmed newsletter subscribers with 'Export CSV' (every confirmed address, as a file), and how many addresses
 * still await confirmation. A table from 640 px; below that each subscriber is a card, as a table would not fit a
 * phone.
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
      emptyText="No subscribers yet. Addresses given in the newsletter boxes appear here once their owners confirm them."
      errorText={LIST_LOAD_FAILED.newsletter}
      note={<AwaitingNote count={query.data?.awaitingConfirmation ?? 0} />}
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
              <td className="px-4 py-3 text-muted">
                <time dateTime={row.confirmedAt}>{formatWhen(row.confirmedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 sm:hidden">
        {rows.map((row) => (
          <li key={row._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <p className="break-all font-semibold text-ink">{row.email}</p>
            <p className="mt-1 text-sm text-muted">{sourceLabel(row.source)}</p>
            <p className="mt-1 text-sm text-muted">
              Subscribed <time dateTime={row.confirmedAt}>{formatWhen(row.confirmedAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </ListSection>
  );
}
