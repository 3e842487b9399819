import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Laptop, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SessionView } from '@kala/contract/auth';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { getLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useEndSession, useSessions, useSignOutEverywhere } from '../api/sessions';

const MOBILE = /Android|iPhone|iPad/;
const relatives = {
  en: new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }),
  hi: new Intl.RelativeTimeFormat('hi-IN', { numeric: 'auto' }),
};

/** "Active now" within the last few minutes (last-seen is written at most every five), else "Last active 3 hours ago". */
export function activity(lastSeenAt: string, now = Date.now()): string {
  const minutes = Math.round((now - new Date(lastSeenAt).getTime()) / 60_000);
  if (minutes < 10) return t`Active now`;
  const relative = relatives[getLocale()];
  const hours = Math.round(minutes / 60);
  const ago =
    minutes < 60
      ? relative.format(-minutes, 'minute')
      : hours < 24
        ? relative.format(-hours, 'hour')
        : relative.format(-Math.round(hours / 24), 'day');
  return t`Last active ${ago}`;
}

const signedOut = (device: string) => t`Signed out ${device}`;

function DeviceRow({ session, onEnd, ending }: { session: SessionView; onEnd: () => void; ending: boolean }) {
  const Icon = MOBILE.test(session.device) ? Smartphone : Laptop;
  const signedIn = formatDate(session.signedInAt);
  const device = session.device;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
      <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-clay" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          {session.device}
          {session.current && (
            <span className="ml-2 inline-block rounded-full bg-indigo/10 px-2 py-0.5 align-middle text-xs font-semibold text-indigo">
              <Trans>This device</Trans>
            </span>
          )}
        </p>
        <p className="text-sm text-muted">
          {session.current ? t`Active now` : activity(session.lastSeenAt)} · <Trans>Signed in {signedIn}</Trans>
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          onClick={onEnd}
          disabled={ending}
          aria-label={t`Sign out ${device}, signed in ${signedIn}`}
          className={buttonClass('secondary', 'sm')}
        >
          {ending ? t`Signing out…` : t`Sign out`}
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
          <Trans>Where you&rsquo;re signed in</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans>Sign out of any device you don&rsquo;t recognise, then change your password.</Trans>
        </p>
      </div>
      {sessions.isPending && (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      )}
      {sessions.isError && (
        <FormMessage tone="error">{errorMessage(sessions.error, t`Could not load your devices`)}</FormMessage>
      )}
      {end.isError && (
        <FormMessage tone="error">{errorMessage(end.error, t`Could not sign that device out`)}</FormMessage>
      )}
      {everywhere.isError && (
        <FormMessage tone="error">{errorMessage(everywhere.error, t`Could not sign out everywhere`)}</FormMessage>
      )}
      {sessions.data && (
        <ul aria-labelledby="devices-heading" className="divide-y divide-stone-200">
          {sessions.data.map((session) => (
            <DeviceRow
              key={session.id}
              session={session}
              ending={end.isPending && end.variables === session.id}
              onEnd={() => end.mutate(session.id, { onSuccess: () => toast.success(signedOut(session.device)) })}
            />
          ))}
        </ul>
      )}
      {confirming ? (
        <div className="rounded-2xl border border-clay/30 bg-sand/40 p-4">
          <p className="text-sm text-ink">
            <Trans>
              Every device signed in to your account is signed out, this one too. You can sign in again afterwards.
            </Trans>
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              ref={confirmButton}
              type="button"
              disabled={everywhere.isPending}
              onClick={() =>
                everywhere.mutate(undefined, { onSuccess: () => toast.success(t`Signed out on every device`) })
              }
              className={buttonClass('primary', 'sm')}
            >
              {everywhere.isPending ? t`Signing out…` : t`Yes, sign out everywhere`}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={buttonClass('ghost', 'sm')}>
              <Trans>Cancel</Trans>
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
          <Trans>Sign out everywhere</Trans>
        </button>
      )}
    </div>
  );
}
