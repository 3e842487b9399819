import { LayoutDashboard, LogIn, LogOut, ShieldCheck, UserPlus, UserRound } from 'lucide-react';
import clsx from 'clsx';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { signOut, useSession } from '../../lib/session';
import { useDismiss } from './use-dismiss';

/** Spec §1: the avatar shows the first 2 letters of the name. */
export const initialsOf = (name: string) => name.trim().slice(0, 2).toUpperCase() || '?';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm text-ink hover:bg-sand/70 focus-visible:bg-sand/70';

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
        <span className="sr-only">{user ? `Account menu for ${user.name}` : 'Account menu'}</span>
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-12 z-50 w-72 rounded-2xl border border-stone-200 bg-white p-2 shadow-xl"
      >
        {user ? (
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
                    <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" /> Extended Session
                  </span>
                )}
              </div>
            </div>
            <ul className="pt-1">
              <li>
                <Link to="/dashboard" className={itemClass} onClick={close}>
                  <LayoutDashboard aria-hidden="true" className="h-4 w-4 text-clay" /> Dashboard
                </Link>
              </li>
              {isAdmin && (
                <li>
                  <Link to="/admin" className={itemClass} onClick={close}>
                    <ShieldCheck aria-hidden="true" className="h-4 w-4 text-clay" /> Admin Panel
                  </Link>
                </li>
              )}
              <li>
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => {
                    signOut();
                    setOpen(false);
                  }}
                >
                  <LogOut aria-hidden="true" className="h-4 w-4 text-clay" /> Sign Out
                </button>
              </li>
            </ul>
          </>
        ) : (
          <ul>
            <li>
              <Link to="/login" state={{ from }} className={itemClass} onClick={close}>
                <LogIn aria-hidden="true" className="h-4 w-4 text-clay" /> Sign In
              </Link>
            </li>
            <li>
              <Link to="/register" className={itemClass} onClick={close}>
                <UserPlus aria-hidden="true" className="h-4 w-4 text-clay" /> Create Account
              </Link>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
