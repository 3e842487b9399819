import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CheckCircle2, MailMinus, MailX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { LinkPageCard } from '../../../components/ui/link-page-card';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useMarketingUnsubscribe } from '../api/unsubscribe';

const failed = () => t`Could not stop the mails. Please try again.`;
const linkClass = 'font-semibold text-clay underline underline-offset-2';

/**
 * /marketing/unsubscribe/{token}: the link at the end of every cart reminder (decision 043). Works signed out; opening
 * it changes nothing (link scanners open every link in a mail), the button withdraws the consent.
 */
export function MarketingUnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = useMarketingUnsubscribe();
  const refused = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400;

  if (unsubscribe.isSuccess) {
    return (
      <LinkPageCard icon={CheckCircle2} title={t`No more marketing mail`} stage="done">
        <p>{unsubscribe.data.message}</p>
        <p>
          <Trans>
            Changed your mind? Tick the box again in your{' '}
            <Link to="/dashboard?tab=profile" className={linkClass}>
              account settings
            </Link>
            .
          </Trans>
        </p>
      </LinkPageCard>
    );
  }

  if (refused) {
    return (
      <LinkPageCard icon={MailX} title={t`This link is not valid`} stage="refused">
        <FormMessage tone="error">{errorMessage(unsubscribe.error, failed())}</FormMessage>
        <p>
          <Trans>
            You can also sign in and untick marketing mail in your{' '}
            <Link to="/dashboard?tab=profile" className={linkClass}>
              account settings
            </Link>
            , or{' '}
            <Link to="/contact" className={linkClass}>
              write to us
            </Link>
            .
          </Trans>
        </p>
      </LinkPageCard>
    );
  }

  return (
    <LinkPageCard icon={MailMinus} title={t`Stop marketing mail`} stage="ask">
      <p>
        <Trans>
          Stop cart reminders and other marketing mail from Kala (and WhatsApp reminders, if you asked for them)? Mails
          about your orders and your account are not affected.
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
          {unsubscribe.isPending ? t`Stopping…` : t`Stop these mails`}
        </button>
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          <Trans>Keep them coming</Trans>
        </Link>
      </div>
    </LinkPageCard>
  );
}
