import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useReviewAudit } from '../api/admin-reviews';

const ACTIONS: Record<string, string> = {
  'review.hide': 'Hidden',
  'review.show': 'Shown again',
  'review.reply': 'Reply published',
  'review.reply_remove': 'Reply removed',
};

/** 'History': who moderated the review and when (the audit the server keeps), read only when opened. */
export function ReviewHistory({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const audit = useReviewAudit(reviewId, open);
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-clay hover:underline"
      >
        <History aria-hidden="true" className="h-4 w-4" />
        {open ? 'Hide history' : 'History'}
      </button>
      {open && (
        <div id={id} className="mt-2 text-sm">
          {audit.isPending ? (
            <p className="text-muted">Loading history…</p>
          ) : audit.isError ? (
            <p role="alert" className="text-red-700">
              {errorMessage(audit.error, 'The history could not be loaded.')}
            </p>
          ) : audit.data.length === 0 ? (
            <p className="text-muted">No changes by admins yet.</p>
          ) : (
            <ul className="space-y-1">
              {audit.data.map((entry) => (
                <li key={entry.id} className="text-ink">
                  <span className="font-semibold">{ACTIONS[entry.action] ?? entry.action}</span> by {entry.by} ·{' '}
                  <time dateTime={entry.at} className="text-muted">
                    {formatDate(entry.at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
