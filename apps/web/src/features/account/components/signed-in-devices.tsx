import { Laptop, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SessionView } from '@kala/contract/auth';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useEndSession, useSessions, useSignOutEverywhere } from '../api/sessions';

const MOBILE = /Android|iPhone|iPad/;
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** "Active now" within the last few minutes (last-seen is written at most every five), else "Last active 3 hours ago". */
export function activity(lastSeenAt: string, now = Date.now()): string {
  const minutes = Math.round((now - new Date(lastSeenAt).getTime()) / 60_000);
  if (minutes < 10) return 'Active now';
  if (minutes < 60) return `Last active ${relative.format(-minutes, 'minute')}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Last active ${relative.format(-hours, 'hour')}`;
  return `Last active ${relative.format(-Math.round(hours / 24), 'day')}`;
}

function DeviceRow({ session, onEnd, ending }: { session: SessionView; onEnd: () => void; ending: boolean }) {
  const Icon = MOBILE.test(session.device) ? Smartphone : Laptop;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
      <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-clay" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          {session.device}
          {session.current && (
            <span className="ml-2 inline-block rounded-full bg-indigo/10 px-2 py-0.5 align-middle text-xs font-semibold text-indigo">
              This device
            </span>
          )}
        </p>
        <p className="text-sm text-muted">
          {session.current ? 'Active now' : activity(session.lastSeenAt)} · Signed in {formatDate(session.signedInAt)}
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          onClick={onEnd}
          disabled={ending}
          aria-label={`Sign out ${session.device}, signed in ${formatDate(session.signedInAt)}`}
          className={buttonClass('secondary', 'sm')}
        >
          {ending ? 'Signing out…' : 'Sign out'}
        </button>
      )}
    </li>
  );
}

/**
 * The dashboard's list of devices signed in to the account (issue 16): each with its browser and system and when it
 * was last active, one signed out at a time, or all of them (this one too) after a confirmation.
 */
export function SignedInDevices() {
  const sessions = useSessions();
  const end = useEndSession();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    // Keep the keyboard where the person is: on the confirmation when it opens, back on its opener when it closes.
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) startButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <div className="space-y-4">
      <div>
        <h2 id="devices-heading" className="font-display text-2xl text-clay-dark">
          Where you&rsquo;re signed in
        </h2>
        <p className="mt-1 text-sm text-muted">
          Sign out of any device you don&rsquo;t recognise, then change your password.
        </p>
      </div>
      {sessions.isPending && (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      )}
      {sessions.isError && (
        <FormMessage tone="error">{errorMessage(sessions.error, 'Could not load your devices')}</FormMessage>
      )}
      {end.isError && (
        <FormMessage tone="error">{errorMessage(end.error, 'Could not sign that device out')}</FormMessage>
      )}
      {everywhere.isError && (
        <FormMessage tone="error">{errorMessage(everywhere.error, 'Could not sign out everywhere')}</FormMessage>
      )}
      {sessions.data && (
        <ul aria-labelledby="devices-heading" className="divide-y divide-stone-200">
          {sessions.data.map((session) => (
            <DeviceRow
              key={session.id}
              session={session}
              ending={end.isPending && end.variables === session.id}
              onEnd={() => end.mutate(session.id, { onSuccess: () => toast.success(`Signed out ${session.device}`) })}
            />
          ))}
        </ul>
      )}
      {confirming ? (
        <div className="rounded-2xl border border-clay/30 bg-sand/40 p-4">
          <p className="text-sm text-ink">
            Every device signed in to your account is signed out, this one too. You can sign in again afterwards.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              ref={confirmButton}
              type="button"
              disabled={everywhere.isPending}
              onClick={() =>
                everywhere.mutate(undefined, { onSuccess: () => toast.success('Signed out on every device') })
              }
              className={buttonClass('primary', 'sm')}
            >
              {everywhere.isPending ? 'Signing out…' : 'Yes, sign out everywhere'}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={buttonClass('ghost', 'sm')}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={startButton}
          type="button"
          onClick={() => setConfirming(true)}
          className={buttonClass('secondary', 'md')}
        >
          Sign out everywhere
        </button>
      )}
    </div>
  );
}
