import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { DELIVERY_TIMES, PRODUCT_FIELD_LABELS as LABELS, SIZE_LABELS } from '@kala/contract/admin-products';
import { formatRupees } from '@kala/contract/money';
import { buttonClass } from '../../../components/ui/button';
import { FieldFrame, inputClass } from '../../../components/ui/form-field';
import { newSize, sizeSavings, type ProductFormValues } from '../lib/product-form-values';
import { chevronStyle, selectClass } from '../../../components/ui/select-look';

type SizeErrors = NonNullable<FieldErrors<ProductFormValues>['sizes']>;

/**
 * The sizes list of spec §2/§5: size and delivery time from spec §9's choices, original and discounted price, an
 * optional stock count (empty = made to order), available or not. A size can be removed only while another is left.
 * The rounded discount and the savings show as soon as the discounted price is below the original.
 */
export function SizesEditor({
  control,
  register,
  errors,
  disabled,
}: {
  control: Control<ProductFormValues, unknown, unknown>;
  register: UseFormRegister<ProductFormValues>;
  errors: SizeErrors | undefined;
  disabled: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'sizes' });
  const sizes = useWatch({ control, name: 'sizes' });
  const listError = errors?.message ?? errors?.root?.message;
  const taken = sizes.map((s) => s.size);

  return (
    <fieldset className="space-y-4">
      <legend className="font-display text-xl text-ink">Sizes and prices</legend>
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <SizeRow
            key={field.id}
            index={index}
            register={register}
            errors={errors?.[index]}
            values={sizes[index]}
            disabled={disabled}
            canRemove={fields.length > 1}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <button
        type="button"
        className={buttonClass('secondary', 'md')}
        disabled={disabled || fields.length >= SIZE_LABELS.length}
        onClick={() => append(newSize(taken))}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add Size
      </button>
    </fieldset>
  );
}

type OneSizeErrors = SizeErrors[number];

function SizeRow({
  index,
  register,
  errors,
  values,
  disabled,
  canRemove,
  onRemove,
}: {
  index: number;
  register: UseFormRegister<ProductFormValues>;
  errors: OneSizeErrors | undefined;
  values: ProductFormValues['sizes'][number] | undefined;
  disabled: boolean;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const ids = {
    size: useId(),
    delivery: useId(),
    original: useId(),
    discounted: useId(),
    stock: useId(),
  };
  const savings = values ? sizeSavings(values) : undefined;
  const number = index + 1;
  const described = (id: string, error: unknown) => (error ? `${id}-error` : undefined);
  return (
    <li className="rounded-2xl bg-sand/40 p-4 ring-1 ring-stone-200">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="font-semibold text-ink">Size {number}</h3>
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'text-red-800')}
          disabled={disabled || !canRemove}
          onClick={onRemove}
          aria-label={`Remove size ${number}`}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Remove
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FieldFrame id={ids.size} label={LABELS.size} error={errors?.size?.message}>
          <select
            id={ids.size}
            aria-invalid={errors?.size ? true : undefined}
            aria-describedby={described(ids.size, errors?.size)}
            className={selectClass({ className: 'w-full', invalid: Boolean(errors?.size) })}
            style={chevronStyle}
            {...register(`sizes.${index}.size`)}
          >
            <option value="">Choose a size</option>
            {SIZE_LABELS.map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={ids.delivery} label={LABELS.estimatedDelivery} error={errors?.estimatedDelivery?.message}>
          <select
            id={ids.delivery}
            className={selectClass({ className: 'w-full', invalid: Boolean(errors?.estimatedDelivery) })}
            style={chevronStyle}
            {...register(`sizes.${index}.estimatedDelivery`)}
          >
            {DELIVERY_TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={ids.original} label={`${LABELS.originalPrice} (₹)`} error={errors?.originalPrice?.message}>
          <input
            id={ids.original}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            aria-invalid={errors?.originalPrice ? true : undefined}
            aria-describedby={described(ids.original, errors?.originalPrice)}
            className={inputClass(Boolean(errors?.originalPrice))}
            {...register(`sizes.${index}.originalPrice`)}
          />
        </FieldFrame>
        <FieldFrame
          id={ids.discounted}
          label={`${LABELS.discountedPrice} (₹)`}
          error={errors?.discountedPrice?.message}
        >
          <input
            id={ids.discounted}
            type="number"
            inputMode="decimal"
            min={0}
            max={values?.originalPrice || undefined}
            step="0.01"
            aria-invalid={errors?.discountedPrice ? true : undefined}
            aria-describedby={described(ids.discounted, errors?.discountedPrice) ?? `${ids.discounted}-savings`}
            className={inputClass(Boolean(errors?.discountedPrice))}
            {...register(`sizes.${index}.discountedPrice`)}
          />
        </FieldFrame>
        <FieldFrame
          id={ids.stock}
          label={`${LABELS.stock} (optional)`}
          error={errors?.stock?.message}
          hint="Empty: made to order"
        >
          <input
            id={ids.stock}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            aria-invalid={errors?.stock ? true : undefined}
            aria-describedby={errors?.stock ? `${ids.stock}-error` : `${ids.stock}-hint`}
            className={inputClass(Boolean(errors?.stock))}
            {...register(`sizes.${index}.stock`)}
          />
        </FieldFrame>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
          <input type="checkbox" className="h-5 w-5 accent-clay" {...register(`sizes.${index}.isAvailable`)} />
          {LABELS.isAvailable}
          <span className="sr-only"> (size {number})</span>
        </label>
        <p id={`${ids.discounted}-savings`} className="text-sm text-green-800" aria-live="polite">
          {savings ? `${savings.percent}% off · saves ${formatRupees(savings.savings)}` : ''}
        </p>
      </div>
    </li>
  );
}
