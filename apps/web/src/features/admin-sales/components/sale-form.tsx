import { useId, useState, type FormEvent } from 'react';
import { CATEGORIES, categoryTitle } from '@kala/contract/categories';
import { saleInputSchema, toIndiaLocal, type AdminSale, type SaleInput } from '@kala/contract/sales';
import { buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useSalePieces } from '../api/admin-sales';

const blank: SaleInput = { name: '', percentOff: 10, categories: [], productIds: [], startsAt: '', endsAt: '' };

const fromSale = (sale: AdminSale): SaleInput => ({
  name: sale.name,
  percentOff: sale.percentOff,
  categories: sale.categories as SaleInput['categories'],
  productIds: sale.productIds,
  startsAt: toIndiaLocal(sale.startsAt),
  endsAt: toIndiaLocal(sale.endsAt),
});

type Errors = Partial<Record<'name' | 'percentOff' | 'startsAt' | 'endsAt' | 'categories' | 'form', string>>;

/**
 * A sale's name, percent, what it covers (categories and/or pieces) and its start and end, entered in India time. The
 * contract's schema checks it here as the server does (end after start), so the admin sees the message at once.
 */
export function SaleForm({
  sale,
  busy,
  onSave,
  onCancel,
}: {
  sale?: AdminSale;
  busy: boolean;
  onSave: (input: SaleInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState<SaleInput>(sale ? fromSale(sale) : blank);
  const [errors, setErrors] = useState<Errors>({});
  const pieces = useSalePieces();
  const coverId = useId();
  const set = (changes: Partial<SaleInput>) => setValue((v) => ({ ...v, ...changes }));
  const toggle = (list: string[] | undefined, item: string) =>
    list?.includes(item) ? list.filter((x) => x !== item) : [...(list ?? []), item];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = saleInputSchema.safeParse(value);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] ?? 'form') as keyof Errors;
        found[key] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    try {
      await onSave(value);
    } catch (error) {
      setErrors({ form: errorMessage(error, 'The sale could not be saved') });
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
    >
      <h3 className="font-display text-xl text-ink">{sale ? `Edit ${sale.name}` : 'New sale'}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          value={value.name}
          onChange={(e) => set({ name: e.target.value })}
          error={errors.name}
          placeholder="Diwali 2026"
        />
        <TextField
          label="Percent off"
          type="number"
          min={1}
          max={90}
          inputMode="numeric"
          value={String(value.percentOff)}
          onChange={(e) => set({ percentOff: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
          error={errors.percentOff}
        />
        <TextField
          label="Starts (India time)"
          type="datetime-local"
          value={value.startsAt}
          onChange={(e) => set({ startsAt: e.target.value })}
          error={errors.startsAt}
        />
        <TextField
          label="Ends (India time)"
          type="datetime-local"
          value={value.endsAt}
          onChange={(e) => set({ endsAt: e.target.value })}
          error={errors.endsAt}
        />
      </div>
      <fieldset aria-describedby={errors.categories ? `${coverId}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-ink">Categories on sale</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {CATEGORIES.map((c) => (
            <label key={c.slug} className="inline-flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="h-4 w-4 accent-clay"
                checked={value.categories?.includes(c.slug) ?? false}
                onChange={() => set({ categories: toggle(value.categories, c.slug) as SaleInput['categories'] })}
              />
              {categoryTitle(c.slug)}
            </label>
          ))}
        </div>
        {errors.categories && (
          <p id={`${coverId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.categories}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-ink">Or single pieces</legend>
        <div className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-stone-200 p-2">
          {(pieces.data ?? []).map((p) => (
            <label key={p._id} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="h-4 w-4 accent-clay"
                checked={value.productIds?.includes(p._id) ?? false}
                onChange={() => set({ productIds: toggle(value.productIds, p._id) })}
              />
              {p.name}
            </label>
          ))}
          {pieces.isPending && <p className="text-sm text-muted">Loading pieces…</p>}
        </div>
      </fieldset>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
          {sale ? 'Save sale' : 'Schedule sale'}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'md')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
