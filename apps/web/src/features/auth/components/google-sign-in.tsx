import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { FormMessage } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { getLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAuthConfig } from '../api/get-auth-config';
import { useGoogleLogin } from '../api/sign-in';

/** The parts of Google Identity Services this page uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        ux_mode?: 'popup';
      }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const GSI_SRC = 'https://accounts.google.com/gsi/client';
let gsiScript: Promise<GoogleIdentity> | undefined;

/** Loads Google's script once, and only when the server says Google sign-in is configured. */
function loadGoogleScript(): Promise<GoogleIdentity> {
  gsiScript ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('no google object')));
    script.onerror = () => {
      gsiScript = undefined;
      reject(new Error('script failed to load'));
    };
    document.head.append(script);
  });
  return gsiScript;
}

function googleError(error: Error): string {
  if (error instanceof ApiError && error.status === 401) return t`Google login failed. Please try again.`;
  const message = errorMessage(error, t`Google login failed`);
  return t`Google login error: ${message}`;
}

/** 'Continue with Google' on the sign-in and sign-up pages; renders nothing unless GOOGLE_CLIENT_ID is set. */
export function GoogleSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { data: config } = useAuthConfig();
  const clientId = config?.google?.clientId;
  const target = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const google = useGoogleLogin();
  // The callback outlives renders; keep the latest handlers in a ref.
  const handlers = useRef({ mutate: google.mutate, onSignedIn });
  handlers.current = { mutate: google.mutate, onSignedIn };

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleScript()
      .then((gsi) => {
        if (cancelled || !target.current) return;
        gsi.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) => {
            if (!credential) {
              setProblem(t`No credential received from Google`);
              return;
            }
            setProblem(null);
            handlers.current.mutate(
              { credential, isGoogleLogin: true },
              {
                onSuccess: (answer) => {
                  // Decision 008: the answer says when an unproven password was removed on the way in.
                  if (answer.message) toast.info(answer.message, { duration: 20_000 });
                  handlers.current.onSignedIn();
                },
              },
            );
          },
        });
        gsi.accounts.id.renderButton(target.current, {
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          locale: getLocale(),
          width: Math.min(target.current.clientWidth || 320, 400),
        });
      })
      .catch(() => !cancelled && setProblem(t`Failed to load Google Sign-In`));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200" /> <Trans>or</Trans> <span className="h-px flex-1 bg-stone-200" />
      </div>
      <div ref={target} className="flex min-h-11 justify-center" />
      {(problem || google.isError) && (
        <FormMessage tone="error">
          {problem ?? (google.error ? googleError(google.error) : t`Google login failed`)}
        </FormMessage>
      )}
    </div>
  );
}
