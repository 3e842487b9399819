import { t } from '@lingui/core/macro';
import { LogIn, UserPlus, UserRound } from 'lucide-react';
import clsx from 'clsx';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { signOut, useSession } from '../../lib/session';
import { initialsOf } from '@kala/contract/initials';
import { itemClass } from './account-panel-item';
import { useDismiss } from './use-dismiss';

/**
 * A signed-in shopper's part of the menu loads on its own: a guest's first visit (every arrival page a search engine
 * or a shared link opens) does not need it (decision 034, script budget). It starts loading as soon as the header
 * renders for a signed-in shopper, long before the menu is opened. If it cannot be fetched even on a second try (the
 * connection is gone), the plain links stand in for it, so the shopper can still reach the dashboard and sign out.
 */
const AccountPanel = lazy(() =>
  import('./account-panel').catch(() =>
    new Promise((resolve) => setTimeout(resolve, 500))
      .then(() => import('./account-panel'))
      .catch(() => ({ default: PlainAccountLinks })),
  ),
);

function accountMenuFor(name: string) {
  return t`Account menu for ${name}`;
}

function PlainAccountLinks({ close }: { close: () => void }) {
  return (
    <ul>
      <li>
        <Link to="/dashboard" className={itemClass} onClick={close}>
          {t`Dashboard`}
        </Link>
      </li>
      <li>
        <button type="button" className={itemClass} onClick={() => (signOut(), close())}>
          {t`Sign Out`}
        </button>
      </li>
    </ul>
  );
}

/**
 * The header's account menu. Guests get Sign In and Create Account; a signed-in shopper sees name, email,
 * Dashboard and Sign Out; an admin also gets Admin Panel and the 'Extended Session' badge (spec §1).
 * A disclosure (button + panel of links) rather than an ARIA menu: plain Tab order works everywhere.
 */
export function AvatarMenu() {
  const { user, isAdmin } = useSession();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  // The menu closes when one of its links is followed, not whenever the address changes: right after signing in
  // the page is still on its way to where the shopper was going, and a tap on the menu meanwhile must open it
  // (issue 13: 'Admin Panel' was missing once in five tries because the late navigation closed the menu again).

  // Where a guest was, so signing in can bring them back.
  const from = `${location.pathname}${location.search}`;

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={clsx(
          'flex h-10 w-10 items-center justify-center rounded-full text-sm font-bold transition-colors',
          user ? 'bg-indigo text-white hover:bg-indigo/90' : 'text-ink hover:bg-sand/70',
        )}
      >
        {user ? (
          <span aria-hidden="true">{initialsOf(user.name)}</span>
        ) : (
          <UserRound aria-hidden="true" className="h-5 w-5" />
        )}
        <span className="sr-only">{user ? accountMenuFor(user.name) : t`Account menu`}</span>
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-12 z-50 w-72 rounded-2xl border border-stone-200 bg-white p-2 shadow-xl"
      >
        {user ? (
          <Suspense fallback={null}>
            <AccountPanel user={user} isAdmin={isAdmin} close={close} />
          </Suspense>
        ) : (
          <ul>
            <li>
              <Link to="/login" state={{ from }} className={itemClass} onClick={close}>
                <LogIn aria-hidden="true" className="h-4 w-4 text-clay" /> {t`Sign In`}
              </Link>
            </li>
            <li>
              <Link to="/register" className={itemClass} onClick={close}>
                <UserPlus aria-hidden="true" className="h-4 w-4 text-clay" /> {t`Create Account`}
              </Link>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
