import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { codPolicySchema, type CodPolicy, type CodSettingsView } from '@kala/contract/cod';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveCodPolicy } from '../api/cod-settings';
import { CodRiskGuide } from './cod-risk-guide';

const POLICY_FIELDS = Object.keys(codPolicySchema.shape) as (keyof CodPolicy)[];

/** An amount or score as typed: blank is NaN, which the schema refuses in its own words ("… must be 1 to 100"). */
const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? NaN : Number(value));
/** An optional amount: blank is null (no ceiling). */
const toNumberOrNull = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : Number(value);

const checkboxClass = 'mt-0.5 h-5 w-5 shrink-0 accent-clay focus-visible:outline-3 focus-visible:outline-turmeric';

/** A checkbox with its label and a line saying what it does. */
function Toggle({ field, label, children }: { field: UseFormRegisterReturn; label: string; children: ReactNode }) {
  return (
    <label className="flex items-start gap-3 text-sm text-ink">
      <input type="checkbox" className={checkboxClass} {...field} />
      <span>
        <span className="font-semibold">{label}</span>
        <span className="block text-muted">{children}</span>
      </span>
    </label>
  );
}

/** A radio group: a legend and its choices, each a label big enough to tap. */
function Choices({
  legend,
  field,
  choices,
}: {
  legend: string;
  field: UseFormRegisterReturn;
  choices: { value: string; label: string }[];
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-col gap-1 text-sm text-ink">
        {choices.map((choice) => (
          <label key={choice.value} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              value={choice.value}
              className="h-4 w-4 accent-clay focus-visible:outline-3 focus-visible:outline-turmeric"
              {...field}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The fields the server named in its refusal (the envelope's `errors`), if they are this form's. */
function serverFieldErrors(error: unknown): { field: keyof CodPolicy; message: string }[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.body?.errors)) return [];
  return (error.body.errors as { path?: unknown; message?: unknown }[]).flatMap(({ path, message }) =>
    POLICY_FIELDS.includes(path as keyof CodPolicy) && typeof message === 'string'
      ? [{ field: path as keyof CodPolicy, message }]
      : [],
  );
}

/**
 * The seller's cash-on-delivery policy (issue 25 item 3): COD on or off, the shopper's confirmation (its window is
 * COD_CONFIRM_HOURS, a server setting, shown read-only), what a medium-risk order needs, the COD ceiling, the
 * prepaid discount and the tiers' score thresholds. Judged by the contract's schema first; the server's refusal
 * shows under the field it names.
 */
export function CodPolicyForm({ view }: { view: CodSettingsView }) {
  const id = useId();
  const save = useSaveCodPolicy();
  const [formProblem, setFormProblem] = useState<string | undefined>();
  const { register, handleSubmit, control, formState, reset, setError } = useForm<CodPolicy>({
    resolver: zodResolver(codPolicySchema),
    defaultValues: view.policy,
  });
  const { errors } = formState;
  const [mediumTier, advanceKind, mediumFrom, highFrom] = useWatch({
    control,
    name: ['mediumTier', 'advanceKind', 'mediumFromScore', 'highFromScore'],
  });
  const amount = (name: Path<CodPolicy>) => register(name, { setValueAs: toNumber });
  const optionalAmount = (name: Path<CodPolicy>) => register(name, { setValueAs: toNumberOrNull });

  const submit = handleSubmit((policy) => {
    if (save.isPending) return;
    setFormProblem(undefined);
    save.mutate(policy, {
      onSuccess: (answer) => {
        reset(answer.data.policy);
        toast.success(answer.message ?? 'Cash on delivery settings saved');
      },
      onError: (error) => {
        const named = serverFieldErrors(error);
        named.forEach(({ field, message }, index) => setError(field, { message }, { shouldFocus: index === 0 }));
        if (named.length === 0) setFormProblem(errorMessage(error, 'Could not save the cash on delivery settings'));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-display text-xl text-ink">
        Cash on delivery
      </h3>
      <Toggle field={register('enabled')} label="Offer cash on delivery">
        Off: checkout offers online payment only.
      </Toggle>
      <Toggle field={register('requireConfirmation')} label="Ask shoppers to confirm COD orders">
        A new COD order waits for the shopper&apos;s confirmation (a link in the mail and message, or the order page)
        before it can be shipped. Unconfirmed after {view.confirmHours} hours, it is cancelled and its stock given back;
        a reminder goes out halfway. The {view.confirmHours} hours are the server&apos;s COD_CONFIRM_HOURS setting.
      </Toggle>

      <CodRiskGuide mediumFrom={mediumFrom} highFrom={highFrom} />
      <fieldset className="grid gap-4 rounded-2xl border border-stone-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-ink">Risk score thresholds</legend>
        <TextField
          label="Medium from"
          inputMode="numeric"
          hint="Score at which an order is medium risk."
          error={errors.mediumFromScore?.message}
          {...amount('mediumFromScore')}
        />
        <TextField
          label="High from"
          inputMode="numeric"
          hint="Score at which COD is not offered."
          error={errors.highFromScore?.message}
          {...amount('highFromScore')}
        />
      </fieldset>

      <div className="space-y-3 rounded-2xl border border-stone-200 p-4">
        <Choices
          legend="Medium-risk orders need"
          field={register('mediumTier')}
          choices={[
            { value: 'confirm', label: "The shopper's confirmation only" },
            { value: 'advance', label: 'A part paid online first (the rest in cash on delivery)' },
          ]}
        />
        {mediumTier === 'advance' && (
          <Choices
            legend="The part paid online"
            field={register('advanceKind')}
            choices={[
              { value: 'shipping', label: "The order's shipping charge (nothing, when shipping is free)" },
              { value: 'fixed', label: 'A fixed amount' },
            ]}
          />
        )}
        {((mediumTier === 'advance' && advanceKind === 'fixed') || errors.advanceRupees) && (
          <TextField
            label="Fixed amount (₹)"
            inputMode="decimal"
            error={errors.advanceRupees?.message}
            {...amount('advanceRupees')}
          />
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="COD ceiling (₹, optional)"
          inputMode="decimal"
          hint="No cash on delivery above this order total. Blank: no ceiling."
          error={errors.ceilingRupees?.message}
          {...optionalAmount('ceilingRupees')}
        />
        <div aria-hidden="true" className="hidden sm:block" />
        <TextField
          label="Prepaid discount (%)"
          inputMode="numeric"
          hint="Off the goods for paying online instead of cash on delivery; 0 for none, at most 20."
          error={errors.prepaidDiscountPercent?.message}
          {...amount('prepaidDiscountPercent')}
        />
        <TextField
          label="Prepaid discount ceiling (₹, optional)"
          inputMode="decimal"
          hint="The discount is at most this. Blank: no ceiling."
          error={errors.prepaidDiscountCeilingRupees?.message}
          {...optionalAmount('prepaidDiscountCeilingRupees')}
        />
      </div>

      {formProblem && <FormMessage tone="error">{formProblem}</FormMessage>}
      <button type="submit" className={buttonClass('primary')} aria-disabled={save.isPending || undefined}>
        {save.isPending ? 'Saving…' : 'Save cash on delivery settings'}
      </button>
    </form>
  );
}
