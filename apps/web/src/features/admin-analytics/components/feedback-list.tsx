import { MessageSquareHeart } from 'lucide-react';
import { useState } from 'react';
import { StarRating } from '../../../components/ui/star-rating';
import { LIST_LOAD_FAILED, useAdminList } from '../api/get-admin-list';
import { formatWhen } from './list-format';
import { ListSection } from './list-section';

/** Feedback from shoppers (spec §3 Feedback): who, their rating and satisfaction, and what they wrote. */
export function FeedbackList() {
  const [page, setPage] = useState(1);
  const query = useAdminList('feedback', page);
  return (
    <ListSection
      id="admin-feedback-heading"
      title="Feedback"
      icon={MessageSquareHeart}
      emptyText="No feedback yet. What shoppers send from the feedback page appears here."
      errorText={LIST_LOAD_FAILED.feedback}
      query={query}
      page={page}
      onPage={setPage}
    >
      <ul className="space-y-3">
        {query.data?.data.map((entry) => (
          <li key={entry._id}>
            <article
              aria-labelledby={`feedback-${entry._id}`}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
            >
              <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <div className="min-w-0">
                  <h4 id={`feedback-${entry._id}`} className="break-words font-semibold text-ink">
                    {entry.name}
                  </h4>
                  <p className="break-all text-sm text-muted">{entry.email}</p>
                </div>
                <p className="text-sm text-muted">
                  <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
                </p>
              </header>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <StarRating rating={entry.starsRating} />
                <span className="text-ink">{entry.satisfaction ?? 'Satisfaction not given'}</span>
              </p>
              <p className="mt-2 whitespace-pre-line break-words text-ink">{entry.message}</p>
            </article>
          </li>
        ))}
      </ul>
    </ListSection>
  );
}
