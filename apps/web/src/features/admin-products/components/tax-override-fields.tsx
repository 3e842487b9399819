import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { GST_RATES } from '@kala/contract/gst';
import { FieldFrame, TextField } from '../../../components/ui/form-field';
import type { ProductFormValues } from '../lib/product-form-values';
import { chevronStyle, selectClass } from '../../../components/ui/select-look';

/**
 * The piece's own HSN code and GST rate (issue 24 item 2), for a piece taxed unlike its category; blank keeps the
 * category's, set on the Settings tab.
 */
export function TaxOverrideFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const rateId = useId();
  return (
    <>
      <TextField
        label="HSN code (optional)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        hint="Blank: the category's HSN code (Settings tab)."
        error={errors.hsnCode?.message}
        {...register('hsnCode')}
      />
      <FieldFrame id={rateId} label="GST rate" error={errors.gstRate?.message}>
        <select
          id={rateId}
          className={selectClass({ className: 'w-full', invalid: Boolean(errors.gstRate) })}
          style={chevronStyle}
          {...register('gstRate')}
        >
          <option value="">The category's rate</option>
          {GST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate}%
            </option>
          ))}
        </select>
      </FieldFrame>
    </>
  );
}
