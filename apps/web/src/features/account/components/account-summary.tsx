import { ph } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { initialsOf } from '@kala/contract/initials';
import type { SessionUserView } from '../../../lib/session';

/** The dashboard's greeting: avatar (picture or initials), name, email, and the admin's Extended Session badge. */
export function AccountSummary({ user }: { user: SessionUserView }) {
  return (
    <div className="flex items-center gap-4">
      {user.avatar ? (
        <img src={user.avatar} alt="" className="h-16 w-16 rounded-full object-cover" referrerPolicy="no-referrer" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-full bg-indigo text-xl font-bold text-white"
        >
          {initialsOf(user.name)}
        </span>
      )}
      <div className="min-w-0">
        <h1 className="truncate font-display text-3xl text-clay-dark">
          <Trans>Hello, {ph({ name: user.name })}</Trans>
        </h1>
        <p className="truncate text-muted">{user.email}</p>
        {user.isAdmin && (
          <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-indigo/10 px-2 py-0.5 text-xs font-semibold text-indigo">
            <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" /> <Trans>Extended Session</Trans>
          </span>
        )}
      </div>
    </div>
  );
}
