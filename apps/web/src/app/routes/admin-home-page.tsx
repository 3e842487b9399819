import { LayoutDashboard, ShieldCheck, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';

/**
 * /admin for admins (the router guards it: shoppers go to /unauthorized). The admin panel's tabs of spec §2 arrive
 * with their own issue; until then this page says whose session it is and where the store's pages are.
 */
export default function AdminHomePage() {
  usePageMeta('Admin');
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="inline-flex items-center gap-1 rounded-full bg-indigo/10 px-3 py-1 text-sm font-semibold text-indigo">
        <ShieldCheck aria-hidden="true" className="h-4 w-4" /> Extended Session
      </p>
      <h1 className="mt-4 font-display text-4xl text-clay-dark">Admin</h1>
      <p className="mt-3 text-lg text-ink">
        Signed in as <strong>{user?.name}</strong> ({user?.email}).
      </p>
      <p className="mt-2 text-muted">
        Managing products, orders and users from here is not available yet. The store itself is live:
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/products" className={buttonClass('primary', 'md')}>
          <Store aria-hidden="true" className="h-4 w-4" /> View the store
        </Link>
        <Link to="/dashboard" className={buttonClass('secondary', 'md')}>
          <LayoutDashboard aria-hidden="true" className="h-4 w-4" /> Your account
        </Link>
      </div>
    </div>
  );
}
