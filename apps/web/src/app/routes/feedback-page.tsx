import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { FeedbackThanks } from '../../features/feedback/components/feedback-thanks';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';

/** /feedback (signed in only; the router guards it). */
export default function FeedbackPage() {
  usePageMeta(t`Share Your Feedback`);
  const { user } = useSession();
  const [thanks, setThanks] = useState<string | null>(null);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="font-display text-4xl text-clay-dark">
        <Trans>Share Your Feedback</Trans>
      </h1>
      <p className="mt-2 text-muted">
        <Trans>Tell us how your Kala experience was, from browsing to unboxing.</Trans>
      </p>
      <div className="mt-8">
        {thanks ? (
          <FeedbackThanks message={thanks} />
        ) : (
          <div className="rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
            <FeedbackForm
              defaults={{ name: user?.name ?? '', email: user?.email ?? '' }}
              onSent={(answer) => setThanks(answer.message)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
