import { ph, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { reattemptInputSchema, type DeliveryFixView, type ReattemptInput } from '@kala/contract/delivery-attempts';
import { buttonClass } from '../../../components/ui/button';
import { FieldFrame, TextField } from '../../../components/ui/form-field';
import { chevronStyle, selectClass } from '../../../components/ui/select-look';
import { dayLabel } from './day-label';

/** The contract's DELIVERY_FIX_LABELS, same English, in the page's language. */
const labels = () => ({
  date: t`Re-attempt date`,
  addressLine1: t`Address line 1`,
  addressLine2: t`Address line 2`,
  zipCode: t`PIN code`,
});

type FieldErrors = Partial<Record<'date' | 'addressLine1' | 'addressLine2' | 'zipCode' | 'phone', string>>;

/** The contract's messages, by the field they are about (an address field's issue names its own key). */
function errorsOf(input: ReattemptInput): FieldErrors {
  const parsed = reattemptInputSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = (issue.path.at(-1) ?? 'date') as keyof FieldErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The shopper's answer to a failed delivery (decision 032): a day for the next attempt (the next 7 days), and, if
 * the courier could not find them or reach them, a corrected address or phone. The server's rules run here first
 * (the contract's schema: a 6-digit PIN code, a 10-digit Indian mobile), with the same messages; each error is tied
 * to its field, and the first wrong field gets the focus.
 */
export function DeliveryFixForm({
  view,
  pending,
  onSubmit,
}: {
  view: DeliveryFixView;
  pending: boolean;
  onSubmit: (input: ReattemptInput) => void;
}) {
  const dateId = useId();
  const label = labels();
  const phoneEnding = view.deliverTo.phoneEnding;
  const [date, setDate] = useState(view.dates[0] ?? '');
  const [fixAddress, setFixAddress] = useState(false);
  const [address, setAddress] = useState({
    addressLine1: view.deliverTo.addressLine1,
    addressLine2: view.deliverTo.addressLine2 ?? '',
    zipCode: view.deliverTo.zipCode,
  });
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const input: ReattemptInput = {
      date,
      ...(fixAddress ? { address } : {}),
      ...(phone.trim() ? { phone } : {}),
    };
    const found = errorsOf(input);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSubmit(input);
      return;
    }
    // The first field with an error, in the form's order.
    const form = event.currentTarget;
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FieldFrame id={dateId} label={label.date} error={errors.date} hint={t`The courier comes again on this day.`}>
        <select
          id={dateId}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? `${dateId}-error` : `${dateId}-hint`}
          className={selectClass({ invalid: Boolean(errors.date), className: 'w-full' })}
          style={chevronStyle}
        >
          {view.dates.map((day) => (
            <option key={day} value={day}>
              {dayLabel(day)}
            </option>
          ))}
        </select>
      </FieldFrame>

      <div className="flex items-start gap-2">
        <input
          id={`${dateId}-fix`}
          type="checkbox"
          checked={fixAddress}
          onChange={(event) => setFixAddress(event.target.checked)}
          className="mt-1 h-4 w-4 accent-clay focus-visible:outline-3 focus-visible:outline-turmeric"
        />
        <label htmlFor={`${dateId}-fix`} className="text-sm text-ink">
          <Trans>Correct the address (same PIN code: {ph({ zipCode: view.deliverTo.zipCode })})</Trans>
        </label>
      </div>
      {fixAddress && (
        <fieldset className="space-y-3 rounded-xl bg-stone-50 p-4">
          <legend className="sr-only">
            <Trans>Corrected address</Trans>
          </legend>
          <TextField
            label={label.addressLine1}
            value={address.addressLine1}
            onChange={(event) => setAddress({ ...address, addressLine1: event.target.value })}
            error={errors.addressLine1}
            autoComplete="address-line1"
          />
          <TextField
            label={`${label.addressLine2} ${t`(optional)`}`}
            value={address.addressLine2}
            onChange={(event) => setAddress({ ...address, addressLine2: event.target.value })}
            error={errors.addressLine2}
            hint={t`A landmark helps the courier find you.`}
            autoComplete="address-line2"
          />
          <TextField
            label={label.zipCode}
            value={address.zipCode}
            onChange={(event) => setAddress({ ...address, zipCode: event.target.value })}
            error={errors.zipCode}
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </fieldset>
      )}

      <TextField
        label={t`New phone number (optional)`}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={errors.phone}
        hint={t`The courier now calls the number ending ${phoneEnding}.`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />

      <button type="submit" className={buttonClass('primary', 'md')} aria-disabled={pending || undefined}>
        {pending ? t`Sending…` : t`Ask for a re-attempt`}
      </button>
    </form>
  );
}
