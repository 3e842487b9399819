import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '@kala/contract/email';
import type { NewsletterSource } from '@kala/contract/newsletter';
import { errorMessage } from '../../../lib/api-client';
import { useSubscribe } from '../api/subscribe';

interface NewsletterFormProps {
  source: NewsletterSource;
  /** The footer's 'Join', the landing box's 'Subscribe', or the link pages' 'Subscribe' (to start again). */
  buttonLabel: string;
  tone?: 'light' | 'dark';
}

/**
 * The email box of the footer, the landing page and the newsletter's link pages: asks for the newsletter and shows
 * the server's answer (the same for every address: a confirmation link is on its way, decision 022).
 */
export function NewsletterForm({ source, buttonLabel, tone = 'light' }: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const subscribe = useSubscribe();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      setClientError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setClientError(null);
    subscribe.mutate({ email: email.trim(), source }, { onSuccess: () => setEmail('') });
  };

  const error =
    clientError ??
    (subscribe.isError ? errorMessage(subscribe.error, t`Failed to subscribe. Please try again.`) : null);
  const dark = tone === 'dark';

  return (
    <form onSubmit={submit} noValidate className="w-full">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          <Trans>Email address</Trans>
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t`Your email address`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
          className={clsx(
            'h-12 w-full min-w-0 rounded-full border px-5 text-sm sm:flex-1 focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric',
            dark
              ? 'border-white/30 bg-white/10 text-white placeholder:text-white/70'
              : 'border-stone-300 bg-white text-ink placeholder:text-stone-500',
          )}
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className={clsx(
            'h-12 shrink-0 rounded-full px-6 text-sm font-semibold transition-colors disabled:opacity-60',
            dark ? 'bg-turmeric text-ink hover:bg-amber-500' : 'bg-clay text-white hover:bg-clay-dark',
          )}
        >
          {subscribe.isPending ? t`Joining…` : buttonLabel}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className="mt-2 min-h-5 text-sm">
        {error ? (
          <span className={dark ? 'text-amber-200' : 'text-red-700'}>{error}</span>
        ) : subscribe.isSuccess ? (
          <span className={clsx('inline-flex items-center gap-1.5', dark ? 'text-white' : 'text-green-800')}>
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> {subscribe.data.message}
          </span>
        ) : null}
      </p>
    </form>
  );
}
