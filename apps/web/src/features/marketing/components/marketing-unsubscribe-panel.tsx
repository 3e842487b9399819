import { CheckCircle2, MailMinus, MailX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { LinkPageCard } from '../../../components/ui/link-page-card';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useMarketingUnsubscribe } from '../api/unsubscribe';

const FAILED = 'Could not stop the mails. Please try again.';
const accountLink = (
  <Link to="/dashboard?tab=profile" className="font-semibold text-clay underline underline-offset-2">
    account settings
  </Link>
);

/**
 * /marketing/unsubscribe/{token}: the link at the end of every cart reminder (decision 043). Works signed out; opening
 * it changes nothing (link scanners open every link in a mail), the button withdraws the consent.
 */
export function MarketingUnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = useMarketingUnsubscribe();
  const refused = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400;

  if (unsubscribe.isSuccess) {
    return (
      <LinkPageCard icon={CheckCircle2} title="No more marketing mail" stage="done">
        <p>{unsubscribe.data.message}</p>
        <p>Changed your mind? Tick the box again in your {accountLink}.</p>
      </LinkPageCard>
    );
  }

  if (refused) {
    return (
      <LinkPageCard icon={MailX} title="This link is not valid" stage="refused">
        <FormMessage tone="error">{errorMessage(unsubscribe.error, FAILED)}</FormMessage>
        <p>
          You can also sign in and untick marketing mail in your {accountLink}, or{' '}
          <Link to="/contact" className="font-semibold text-clay underline underline-offset-2">
            write to us
          </Link>
          .
        </p>
      </LinkPageCard>
    );
  }

  return (
    <LinkPageCard icon={MailMinus} title="Stop marketing mail" stage="ask">
      <p>
        Stop cart reminders and other marketing mail from Kala (and WhatsApp reminders, if you asked for them)? Mails
        about your orders and your account are not affected.
      </p>
      {unsubscribe.isError && <FormMessage tone="error">{errorMessage(unsubscribe.error, FAILED)}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('primary', 'lg')}
          aria-disabled={unsubscribe.isPending || undefined}
          onClick={() => {
            if (!unsubscribe.isPending) unsubscribe.mutate(token);
          }}
        >
          {unsubscribe.isPending ? 'Stopping…' : 'Stop these mails'}
        </button>
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          Keep them coming
        </Link>
      </div>
    </LinkPageCard>
  );
}
