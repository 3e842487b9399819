import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { MARKETING_WORDING, marketingConsentBodySchema, type MarketingConsent } from '@kala/contract/marketing';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useMarketingConsent, useSaveMarketingConsent } from '../api/marketing-consent';

function Choices({ consent, save }: { consent: MarketingConsent; save: ReturnType<typeof useSaveMarketingConsent> }) {
  const [mail, setMail] = useState(consent.marketingMail);
  const [whatsapp, setWhatsapp] = useState(consent.whatsapp);
  const [phone, setPhone] = useState(consent.phone ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const givenOn = consent.givenAt ? formatDate(consent.givenAt) : undefined;
  const changed = mail !== consent.marketingMail || whatsapp !== consent.whatsapp || phone !== (consent.phone ?? '');

  const submit = () => {
    const body = { marketingMail: mail, ...(mail && whatsapp ? { whatsapp: true, phone } : {}) };
    const checked = marketingConsentBodySchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: (answer) => {
        setWhatsapp(answer.data.whatsapp);
        setPhone(answer.data.phone ?? '');
      },
    });
  };

  return (
    <form
      noValidate
      aria-labelledby="marketing-heading"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {save.isError && (
        <FormMessage tone="error">
          {errorMessage(save.error, t`Could not save your choice. Please try again.`)}
        </FormMessage>
      )}
      {save.isSuccess && !changed && <FormMessage tone="success">{save.data.message}</FormMessage>}
      <div className="flex items-start gap-3">
        <input
          id="marketing-mail"
          type="checkbox"
          checked={mail}
          onChange={(event) => setMail(event.target.checked)}
          aria-describedby="marketing-mail-state"
          className="mt-1 h-5 w-5 shrink-0 accent-clay"
        />
        <div>
          <label htmlFor="marketing-mail" className="text-sm text-ink">
            {MARKETING_WORDING.mail}
          </label>
          <p id="marketing-mail-state" className="mt-0.5 text-sm text-muted">
            {givenOn
              ? t`You agreed on ${givenOn}. Untick and save to stop.`
              : t`Off. We only write about your orders and account.`}
          </p>
        </div>
      </div>
      {consent.whatsappAvailable && mail && (
        <div className="space-y-3 border-l-2 border-stone-200 pl-4">
          <div className="flex items-start gap-3">
            <input
              id="marketing-whatsapp"
              type="checkbox"
              checked={whatsapp}
              onChange={(event) => setWhatsapp(event.target.checked)}
              aria-invalid={errors.whatsapp ? true : undefined}
              className="mt-1 h-5 w-5 shrink-0 accent-clay"
            />
            <label htmlFor="marketing-whatsapp" className="text-sm text-ink">
              {MARKETING_WORDING.whatsapp}
            </label>
          </div>
          {whatsapp && (
            <TextField
              label={t`WhatsApp number`}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="98765 43210"
              hint={t`A 10-digit Indian mobile number.`}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              error={errors.phone}
            />
          )}
        </div>
      )}
      <button
        type="submit"
        className={buttonClass('primary', 'md')}
        aria-disabled={save.isPending || undefined}
        disabled={save.isPending}
      >
        {save.isPending ? t`Saving…` : t`Save my choice`}
      </button>
    </form>
  );
}

/**
 * Marketing mail and cart reminders in the account (decision 043): agreed to and withdrawn with the same box, the
 * date it was given shown beside it; WhatsApp reminders offered only in a store that has the channel.
 */
export function MarketingConsentForm() {
  const consent = useMarketingConsent();
  // Here, not in the choices: they start afresh from each saved consent, the answer's message stays.
  const save = useSaveMarketingConsent();
  return (
    <div className="space-y-4">
      <h2 id="marketing-heading" className="font-display text-2xl text-clay-dark">
        <Trans>Mails from us</Trans>
      </h2>
      {consent.isPending ? (
        <div role="status">
          <span className="sr-only">{t`Loading your choices…`}</span>
          <Skeleton className="h-20 rounded-xl" />
        </div>
      ) : consent.isError ? (
        <FormMessage tone="error">{errorMessage(consent.error, t`Could not load your choices.`)}</FormMessage>
      ) : (
        <Choices key={`${consent.data.givenAt}-${consent.data.phone}`} consent={consent.data} save={save} />
      )}
    </div>
  );
}
