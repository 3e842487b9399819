import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { usePageMeta } from '../../lib/use-page-meta';
import { STORE_CONTACT } from '../../lib/store-contact';

/** Access Denied (spec §2): where a signed-in user without the needed role is sent. */
export default function UnauthorizedPage() {
  usePageMeta('Access Denied', 'You do not have permission to view this page.');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-red-50 text-red-800">
        <ShieldAlert aria-hidden="true" className="h-8 w-8" />
      </span>
      <h1 className="mt-6 font-display text-4xl text-clay-dark">Access Denied</h1>
      <p className="mt-4 text-lg text-muted">
        Your account does not have permission to view this page. If you think it should, please contact an administrator
        at{' '}
        <a href={`mailto:${STORE_CONTACT.email}`} className="font-semibold text-clay underline underline-offset-2">
          {STORE_CONTACT.email}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Return to Home
        </Link>
        <Link to="/login" className={buttonClass('secondary', 'lg')}>
          Sign in with a different account
        </Link>
      </div>
    </div>
  );
}
