import { t } from '@lingui/core/macro';
import { useFormState, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { ADDRESS_FIELD_LABELS, ORDER_MESSAGES } from '@kala/contract/orders';
import { SHIPPING_MESSAGES } from '@kala/contract/shipping';
import { FieldFrame, inputClass, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { translateContractMessage } from '../../../lib/i18n';
import type { AddressFormState } from '../hooks/use-address-form';
import { addressFieldError, type AddressFormValues } from '../lib/address-form';

/** The one country the form sends (the contract ships within India only). */
const INDIA = 'India';

/** The contract's field labels (lib/address-form.ts's ADDRESS_LABELS) in the page's language; the optional one says so. */
function fieldLabel(field: keyof AddressFormValues): string {
  const label = translateContractMessage(ADDRESS_FIELD_LABELS[field]);
  return field === 'addressLine2' ? t`${label} (optional)` : label;
}

/**
 * The shipping address fields (spec §2 checkout form): name, email, phone, two address lines, PIN code (which fills
 * in city and state), city, state and country. Two columns when the box is wide enough (a container query, so the
 * quick-order dialog and the checkout page lay it out each for its own width).
 */
export function AddressFields({ state, idPrefix }: { state: AddressFormState; idPrefix: string }) {
  const { form, place, pincodeComplete } = state;
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const values = useWatch({ control });
  const error = (field: keyof AddressFormValues) => addressFieldError(field, values[field], errors[field]?.message);
  /** A registered field's props with its label and message. */
  const field = (registered: UseFormRegisterReturn<keyof AddressFormValues>) => ({
    ...registered,
    label: fieldLabel(registered.name),
    error: error(registered.name),
  });

  const pincodeHint = !pincodeComplete
    ? t`Six digits; we fill in the city and state for you.`
    : place.isFetching
      ? t`Looking up this PIN code…`
      : place.data
        ? `${place.data.city}, ${place.data.state}`
        : place.error instanceof ApiError && place.error.status === 404
          ? translateContractMessage(SHIPPING_MESSAGES.pincodeUnknown)
          : undefined;
  const indiaOnly = translateContractMessage(ORDER_MESSAGES.indiaOnly);

  return (
    <div className="@container">
      <div className="grid gap-4 @md:grid-cols-2">
        <div className="@md:col-span-2">
          <TextField {...field(register('fullName'))} autoComplete="name" aria-required="true" />
        </div>
        <TextField {...field(register('email'))} type="email" autoComplete="email" aria-required="true" />
        <TextField
          {...field(register('phone'))}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-required="true"
          hint={t`10-digit mobile number, for the courier`}
        />
        <div className="@md:col-span-2">
          <TextField
            {...field(register('addressLine1'))}
            autoComplete="address-line1"
            aria-required="true"
            placeholder={t`House or flat number, street`}
          />
        </div>
        <div className="@md:col-span-2">
          <TextField
            {...field(register('addressLine2'))}
            autoComplete="address-line2"
            placeholder={t`Area, landmark`}
          />
        </div>
        <TextField
          {...field(register('zipCode'))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          aria-required="true"
          hint={<span aria-live="polite">{pincodeHint}</span>}
        />
        <TextField {...field(register('city'))} autoComplete="address-level2" aria-required="true" />
        <TextField {...field(register('state'))} autoComplete="address-level1" aria-required="true" />
        <FieldFrame
          id={`${idPrefix}-country`}
          label={fieldLabel('country')}
          error={errors.country?.message}
          hint={t`${indiaOnly}.`}
        >
          <select
            id={`${idPrefix}-country`}
            autoComplete="country-name"
            aria-describedby={errors.country ? `${idPrefix}-country-error` : `${idPrefix}-country-hint`}
            className={inputClass(Boolean(errors.country))}
            {...register('country')}
          >
            <option value={INDIA}>{t`India`}</option>
          </select>
        </FieldFrame>
      </div>
    </div>
  );
}
