import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MailMinus, MailX, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/subscription-links';
import { LinkPageCard } from '../../../components/ui/link-page-card';
import { NewsletterForm } from './newsletter-form';

const failed = () => t`Could not unsubscribe you. Please try again.`;

/**
 * /newsletter/unsubscribe/{token}: the link at the end of every newsletter mail. Opening it changes nothing (link
 * scanners); the button unsubscribes. Mail clients that offer their own 'Unsubscribe' POST to the API directly.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const linkRefused = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400;

  if (unsubscribe.isSuccess) {
    return (
      <LinkPageCard icon={CheckCircle2} title={t`You have been unsubscribed`} stage="done">
        <p>
          <Trans>
            You will not get any more newsletters from us. Mails about your orders and your account are not affected.
          </Trans>
        </p>
        <div>
          <h2 className="font-display text-xl text-ink">
            <Trans>Changed your mind?</Trans>
          </h2>
          <p className="mb-3 mt-1 text-sm text-muted">
            <Trans>Subscribe again and confirm with the link we mail you.</Trans>
          </p>
          <NewsletterForm source="site" buttonLabel={t`Subscribe`} />
        </div>
      </LinkPageCard>
    );
  }

  if (linkRefused) {
    return (
      <LinkPageCard icon={MailX} title={t`This link is not valid`} stage="refused">
        <FormMessage tone="error">{errorMessage(unsubscribe.error, failed())}</FormMessage>
        <p>
          <Trans>
            If newsletters keep coming,{' '}
            <Link to="/contact" className="font-semibold text-clay underline underline-offset-2">
              write to us
            </Link>{' '}
            and we will take your address off the list.
          </Trans>
        </p>
      </LinkPageCard>
    );
  }

  return (
    <LinkPageCard icon={MailMinus} title={t`Unsubscribe from the newsletter`} stage="ask">
      <p>
        <Trans>
          Stop the Kala newsletter at this address? You can subscribe again at any time. Mails about your orders and
          your account are not affected.
        </Trans>
      </p>
      {unsubscribe.isError && <FormMessage tone="error">{errorMessage(unsubscribe.error, failed())}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('primary', 'lg')}
          aria-disabled={unsubscribe.isPending || undefined}
          onClick={() => {
            if (!unsubscribe.isPending) unsubscribe.mutate(token);
          }}
        >
          {unsubscribe.isPending ? t`Unsubscribing…` : t`Unsubscribe`}
        </button>
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          <Trans>Keep me subscribed</Trans>
        </Link>
      </div>
    </LinkPageCard>
  );
}
