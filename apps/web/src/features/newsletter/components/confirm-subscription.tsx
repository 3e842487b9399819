import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CheckCircle2, MailCheck, MailX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useConfirmSubscription } from '../api/subscription-links';
import { LinkPageCard } from '../../../components/ui/link-page-card';
import { NewsletterForm } from './newsletter-form';

const failed = () => t`Could not confirm your subscription. Please try again.`;

/**
 * /newsletter/confirm/{token}: the link of the double opt-in mail. Opening it changes nothing (mail scanners open
 * every link in a mail); the button confirms. A used, expired or unknown link says so and offers the form again.
 */
export function ConfirmSubscription({ token }: { token: string }) {
  const confirm = useConfirmSubscription();
  // A 400 is the server saying the link itself is no good; anything else (offline, busy) can be tried again.
  const linkRefused = confirm.error instanceof ApiError && confirm.error.status === 400;

  if (confirm.isSuccess) {
    return (
      <LinkPageCard icon={CheckCircle2} title={t`Your subscription is confirmed`} stage="done">
        <p>
          <Trans>
            Watch your inbox for new collections and artisan stories, about twice a month. Every mail has a link to
            unsubscribe, no sign-in needed.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/new-arrivals" className={buttonClass('primary', 'md')}>
            <Trans>See new arrivals</Trans>
          </Link>
          <Link to="/" className={buttonClass('secondary', 'md')}>
            <Trans>Back to the shop</Trans>
          </Link>
        </div>
      </LinkPageCard>
    );
  }

  if (linkRefused) {
    return (
      <LinkPageCard icon={MailX} title={t`This link is no longer valid`} stage="refused">
        <FormMessage tone="error">{errorMessage(confirm.error, failed())}</FormMessage>
        <div>
          <h2 className="font-display text-xl text-ink">
            <Trans>Subscribe again</Trans>
          </h2>
          <p className="mb-3 mt-1 text-sm text-muted">
            <Trans>We will mail you a new confirmation link.</Trans>
          </p>
          <NewsletterForm source="site" buttonLabel={t`Subscribe`} />
        </div>
      </LinkPageCard>
    );
  }

  return (
    <LinkPageCard icon={MailCheck} title={t`Confirm your subscription`} stage="ask">
      <p>
        <Trans>
          One click and this address is on the Kala newsletter: new collections, artisan stories and festive offers,
          about twice a month.
        </Trans>
      </p>
      {confirm.isError && <FormMessage tone="error">{errorMessage(confirm.error, failed())}</FormMessage>}
      <button
        type="button"
        className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        aria-disabled={confirm.isPending || undefined}
        onClick={() => {
          if (!confirm.isPending) confirm.mutate(token);
        }}
      >
        {confirm.isPending ? t`Confirming…` : t`Confirm my subscription`}
      </button>
      <p className="text-sm text-muted">
        <Trans>Did not ask for this? Close this page: without the confirmation, nothing happens.</Trans>
      </p>
    </LinkPageCard>
  );
}
