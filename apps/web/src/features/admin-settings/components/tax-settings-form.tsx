import { useState, type FormEvent } from 'react';
import {
  CURRENT_GST_STATES,
  gstStateByCode,
  taxSettingsSchema,
  type TaxSettings,
  type TaxSettingsView,
} from '@kala/contract/gst';
import { buttonClass } from '../../../components/ui/button';
import { FieldFrame, FormMessage, inputClass, TextareaField, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveTaxSettings } from '../api/tax-settings';
import { StateMismatchNote } from './state-mismatch-note';

type Errors = Partial<Record<keyof TaxSettings, string>>;

/**
 * The seller's tax settings (issue 24 item 1): names, registered address and state, GSTIN or 'not registered' with
 * a PAN, and whether prices include GST. Checked with the contract's schema (the GSTIN's format, state code and check
 * character) before the server, which checks again, is asked.
 */
export function TaxSettingsForm({ view }: { view: TaxSettingsView }) {
  const [values, setValues] = useState<TaxSettings>(view.settings);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveTaxSettings();
  const set = <K extends keyof TaxSettings>(key: K, value: TaxSettings[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = taxSettingsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(saved.settings);
        toast.success('Tax settings saved');
      },
    });
  };

  const gstinState = values.registered && values.gstin ? gstStateByCode(values.gstin.trim().slice(0, 2)) : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="tax-settings-heading">
      <h3 id="tax-settings-heading" className="font-display text-xl text-ink">
        Seller details
      </h3>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Legal name"
          value={values.legalName}
          onChange={(e) => set('legalName', e.target.value)}
          error={errors.legalName}
          autoComplete="organization"
        />
        <TextField
          label="Trade name (optional)"
          value={values.tradeName}
          onChange={(e) => set('tradeName', e.target.value)}
          error={errors.tradeName}
          hint="Printed beside the legal name when it differs."
        />
      </div>
      <TextareaField
        label="Registered address"
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
        error={errors.address}
        hint="As on the registration certificate, without the state."
      />
      <FieldFrame id="tax-state" label="State of the registered address" error={errors.stateCode}>
        <select
          id="tax-state"
          value={values.stateCode}
          onChange={(e) => set('stateCode', e.target.value)}
          className={inputClass(Boolean(errors.stateCode))}
        >
          {CURRENT_GST_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.code} {s.name}
            </option>
          ))}
        </select>
      </FieldFrame>

      <fieldset className="space-y-3 rounded-2xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">GST registration</legend>
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 accent-clay focus-visible:outline-3 focus-visible:outline-turmeric"
            checked={!values.registered}
            onChange={(e) => set('registered', !e.target.checked)}
          />
          <span>
            <span className="font-semibold">Not registered for GST</span>
            <span className="block text-muted">
              Documents will be a Bill of Supply and no GST is charged on any order.
            </span>
          </span>
        </label>
        {values.registered ? (
          <TextField
            label="GSTIN"
            value={values.gstin ?? ''}
            onChange={(e) => set('gstin', e.target.value.toUpperCase())}
            error={errors.gstin}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
            hint={gstinState ? `State ${gstinState.code}: ${gstinState.name}` : '15 characters, e.g. 08AAACK1234A1ZA'}
          />
        ) : (
          <TextField
            label="PAN"
            value={values.pan ?? ''}
            onChange={(e) => set('pan', e.target.value.toUpperCase())}
            error={errors.pan}
            maxLength={12}
            autoComplete="off"
            spellCheck={false}
            hint="Five letters, four digits, one letter."
          />
        )}
      </fieldset>
      {values.registered && <StateMismatchNote gstin={values.gstin} pickup={view.pickup} />}

      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 accent-clay focus-visible:outline-3 focus-visible:outline-turmeric"
          checked={values.pricesIncludeTax}
          onChange={(e) => set('pricesIncludeTax', e.target.checked)}
        />
        <span>
          <span className="font-semibold">Prices include GST</span>
          <span className="block text-muted">
            Off: GST is added on top of the prices shown (the shop says '+ GST'). On: the prices shown are what the
            shopper pays, 'Inclusive of all taxes', and the taxable value is worked out from them.
          </span>
        </span>
      </label>

      {save.isError && (
        <FormMessage tone="error">{errorMessage(save.error, 'Could not save the tax settings')}</FormMessage>
      )}
      <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save tax settings'}
      </button>
    </form>
  );
}
