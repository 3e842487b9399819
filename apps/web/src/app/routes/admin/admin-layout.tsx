import clsx from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '../../../lib/session';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The five tabs of spec §2, the GST summary and Settings (issue 24), as links: each tab is an address, so the browser's back button and reload work. */
const TABS = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/products', label: 'Products', end: false },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/claims', label: 'Claims', end: false },
  { to: '/admin/users', label: 'Users', end: false },
  { to: '/admin/reviews', label: 'Reviews', end: false },
  { to: '/admin/promotions', label: 'Promotions', end: false },
  { to: '/admin/analytics', label: 'Analytics', end: false },
  { to: '/admin/gst', label: 'GST', end: false },
  { to: '/admin/settings', label: 'Settings', end: false },
] as const;

export function AdminLayout() {
  usePageMeta('Admin');
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-clay-dark sm:text-4xl">Admin Dashboard</h1>
        <p className="inline-flex items-center gap-1 rounded-full bg-indigo/10 px-3 py-1 text-sm font-semibold text-indigo">
          <ShieldCheck aria-hidden="true" className="h-4 w-4" /> Extended Session
          <span className="sr-only">, signed in as {user?.name}</span>
        </p>
      </div>
      <nav aria-label="Admin sections" className="mt-5">
        {/* Wraps onto a second line on a phone rather than hiding a tab off the edge. */}
        <ul className="inline-flex flex-wrap gap-1 rounded-3xl border border-stone-200 bg-white p-1">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  clsx(
                    'block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold transition-colors',
                    isActive ? 'bg-clay text-white' : 'text-muted hover:text-ink',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
