import { useFormState, useWatch } from 'react-hook-form';
import { ORDER_MESSAGES } from '@kala/contract/orders';
import { SHIPPING_MESSAGES } from '@kala/contract/shipping';
import { FieldFrame, inputClass, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import type { AddressFormState } from '../hooks/use-address-form';
import { ADDRESS_LABELS, addressFieldError, type AddressFormValues } from '../lib/address-form';

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

  const pincodeHint = !pincodeComplete
    ? 'Six digits; we fill in the city and state for you.'
    : place.isFetching
      ? 'Looking up this PIN code…'
      : place.data
        ? `${place.data.city}, ${place.data.state}`
        : place.error instanceof ApiError && place.error.status === 404
          ? SHIPPING_MESSAGES.pincodeUnknown
          : undefined;

  return (
    <div className="@container">
      <div className="grid gap-4 @md:grid-cols-2">
        <div className="@md:col-span-2">
          <TextField
            label={ADDRESS_LABELS.fullName}
            autoComplete="name"
            aria-required="true"
            error={error('fullName')}
            {...register('fullName')}
          />
        </div>
        <TextField
          label={ADDRESS_LABELS.email}
          type="email"
          autoComplete="email"
          aria-required="true"
          error={error('email')}
          {...register('email')}
        />
        <TextField
          label={ADDRESS_LABELS.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-required="true"
          hint="10-digit mobile number, for the courier"
          error={error('phone')}
          {...register('phone')}
        />
        <div className="@md:col-span-2">
          <TextField
            label={ADDRESS_LABELS.addressLine1}
            autoComplete="address-line1"
            aria-required="true"
            placeholder="House or flat number, street"
            error={error('addressLine1')}
            {...register('addressLine1')}
          />
        </div>
        <div className="@md:col-span-2">
          <TextField
            label={ADDRESS_LABELS.addressLine2}
            autoComplete="address-line2"
            placeholder="Area, landmark"
            error={error('addressLine2')}
            {...register('addressLine2')}
          />
        </div>
        <TextField
          label={ADDRESS_LABELS.zipCode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          aria-required="true"
          hint={<span aria-live="polite">{pincodeHint}</span>}
          error={error('zipCode')}
          {...register('zipCode')}
        />
        <TextField
          label={ADDRESS_LABELS.city}
          autoComplete="address-level2"
          aria-required="true"
          error={error('city')}
          {...register('city')}
        />
        <TextField
          label={ADDRESS_LABELS.state}
          autoComplete="address-level1"
          aria-required="true"
          error={error('state')}
          {...register('state')}
        />
        <FieldFrame
          id={`${idPrefix}-country`}
          label={ADDRESS_LABELS.country}
          error={errors.country?.message}
          hint={`${ORDER_MESSAGES.indiaOnly}.`}
        >
          <select
            id={`${idPrefix}-country`}
            autoComplete="country-name"
            aria-describedby={errors.country ? `${idPrefix}-country-error` : `${idPrefix}-country-hint`}
            className={inputClass(Boolean(errors.country))}
            {...register('country')}
          >
            <option value="India">India</option>
          </select>
        </FieldFrame>
      </div>
    </div>
  );
}
