import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { usePageMeta } from '../../lib/use-page-meta';
import { STORE_CONTACT } from '../../lib/store-contact';

/** Access Denied (spec §2): where a signed-in user without the needed role is sent. */
export default function UnauthorizedPage() {
  const email = STORE_CONTACT.email;
  usePageMeta(t`Access Denied`, t`You do not have permission to view this page.`);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-red-50 text-red-800">
        <ShieldAlert aria-hidden="true" className="h-8 w-8" />
      </span>
      <h1 className="mt-6 font-display text-4xl text-clay-dark">
        <Trans>Access Denied</Trans>
      </h1>
      <p className="mt-4 text-lg text-muted">
        <Trans>
          Your account does not have permission to view this page. If you think it should, please contact an
          administrator at{' '}
          <a href={`mailto:${email}`} className="font-semibold text-clay underline underline-offset-2">
            {email}
          </a>
          .
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          <Trans>Return to Home</Trans>
        </Link>
        <Link to="/login" className={buttonClass('secondary', 'lg')}>
          <Trans>Sign in with a different account</Trans>
        </Link>
      </div>
    </div>
  );
}
