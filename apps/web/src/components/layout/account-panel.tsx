import { t } from '@lingui/core/macro';
import { initialsOf } from '@kala/contract/initials';
import { LayoutDashboard, LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { getLocale } from '../../lib/i18n';
import { signOut, type SessionUserView } from '../../lib/session';
import { itemClass } from './account-panel-item';

interface AccountPanelProps {
  user: SessionUserView;
  isAdmin: boolean;
  close: () => void;
}

/**
 * A signed-in shopper's account menu (spec §1): name, email, Dashboard and Sign Out; an admin also gets Admin Panel
 * and the 'Extended Session' badge. Loaded apart from the header (avatar-menu.tsx), as guests never see it.
 */
export default function AccountPanel({ user, isAdmin, close }: AccountPanelProps) {
  return (
    <>
      <div className="flex items-center gap-3 border-b border-stone-100 px-3 pb-3 pt-2">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo text-sm font-bold text-white"
        >
          {initialsOf(user.name)}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">{user.name}</p>
          <p className="truncate text-sm text-muted">{user.email}</p>
          {isAdmin && (
            <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-indigo/10 px-2 py-0.5 text-xs font-semibold text-indigo">
              <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" /> {t`Extended Session`}
            </span>
          )}
        </div>
      </div>
      <ul className="pt-1">
        <li>
          <Link to="/dashboard" className={itemClass} onClick={close}>
            <LayoutDashboard aria-hidden="true" className="h-4 w-4 text-clay" /> {t`Dashboard`}
          </Link>
        </li>
        {isAdmin && (
          <li>
            {/* The admin panel is English only: from a Hindi page it is a plain link out of /hi. */}
            {getLocale() === 'en' ? (
              <Link to="/admin" className={itemClass} onClick={close}>
                <ShieldCheck aria-hidden="true" className="h-4 w-4 text-clay" /> {t`Admin Panel`}
              </Link>
            ) : (
              <a href="/admin" hrefLang="en" className={itemClass}>
                <ShieldCheck aria-hidden="true" className="h-4 w-4 text-clay" /> {t`Admin Panel`}
              </a>
            )}
          </li>
        )}
        <li>
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              signOut();
              close();
            }}
          >
            <LogOut aria-hidden="true" className="h-4 w-4 text-clay" /> {t`Sign Out`}
          </button>
        </li>
      </ul>
    </>
  );
}
