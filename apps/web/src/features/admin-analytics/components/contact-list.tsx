import { Mail } from 'lucide-react';
import { useState } from 'react';
import { LIST_LOAD_FAILED, useAdminList } from '../api/get-admin-list';
import { formatWhen } from './list-format';
import { ListSection } from './list-section';

/** Messages sent through the contact page, newest first, with a reply link to the sender. */
export function ContactList() {
  const [page, setPage] = useState(1);
  const query = useAdminList('contact-messages', page);
  return (
    <ListSection
      id="admin-contact-heading"
      title="Contact messages"
      icon={Mail}
      emptyText="No messages yet. What visitors send from the contact page appears here."
      errorText={LIST_LOAD_FAILED['contact-messages']}
      query={query}
      page={page}
      onPage={setPage}
    >
      <ul className="space-y-3">
        {query.data?.data.map((entry) => (
          <li key={entry._id}>
            <article
              aria-labelledby={`contact-${entry._id}`}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
            >
              <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <div className="min-w-0">
                  <h4 id={`contact-${entry._id}`} className="break-words font-semibold text-ink">
                    {entry.subject || 'No subject'}
                  </h4>
                  <p className="text-sm text-muted">
                    {entry.name}
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    <a
                      className="break-all text-clay-dark underline underline-offset-2 hover:text-clay"
                      href={`mailto:${entry.email}?subject=${encodeURIComponent(`Re: ${entry.subject || 'Your message'}`)}`}
                    >
                      {entry.email}
                    </a>
                  </p>
                </div>
                <p className="text-sm text-muted">
                  <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
                </p>
              </header>
              <p className="mt-2 whitespace-pre-line break-words text-ink">{entry.message}</p>
            </article>
          </li>
        ))}
      </ul>
    </ListSection>
  );
}
