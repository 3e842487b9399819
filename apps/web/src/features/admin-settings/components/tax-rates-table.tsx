import { Info } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { categoryTitle } from '@kala/contract/categories';
import { categoryTaxRatesInputSchema, GST_RATES, HANDICRAFT_RATE_NOTE, type CategoryTaxRate } from '@kala/contract/gst';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, inputClass } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveTaxRates } from '../api/tax-settings';

/**
 * Each category's HSN code and GST rate (issue 24 item 2). A product may override both on its own form. The note
 * says what GST 2.0 changed for handicrafts without changing any rate (decision 025).
 */
export function TaxRatesTable({ rates }: { rates: CategoryTaxRate[] }) {
  const [rows, setRows] = useState(rates);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTaxRates();
  const change = (index: number, patch: Partial<CategoryTaxRate>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = categoryTaxRatesInputSchema.safeParse({ rates: rows });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [`${String(i.path[1])}.${String(i.path[2])}`, i.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data.rates, {
      onSuccess: (view) => {
        setRows(view.rates);
        toast.success('GST rates saved');
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="tax-rates-heading">
      <h3 id="tax-rates-heading" className="font-display text-xl text-ink">
        GST rates by category
      </h3>
      <p className="flex gap-2 rounded-xl border border-indigo/20 bg-indigo/5 px-4 py-3 text-sm text-indigo">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>{HANDICRAFT_RATE_NOTE}</span>
      </p>
      <div className="overflow-x-auto rounded-2xl border border-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">HSN code and GST rate of each category</caption>
          <thead className="bg-stone-50 text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Category
              </th>
              <th scope="col" className="px-3 py-2">
                HSN code
              </th>
              <th scope="col" className="px-3 py-2">
                GST rate
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const name = categoryTitle(row.category);
              const hsnError = errors[`${index}.hsnCode`];
              return (
                <tr key={row.category} className="border-t border-stone-200 align-top">
                  <th scope="row" className="px-3 py-2 font-semibold text-ink">
                    {name}
                  </th>
                  <td className="min-w-24 px-3 py-2">
                    <input
                      aria-label={`HSN code of ${name}`}
                      value={row.hsnCode}
                      inputMode="numeric"
                      maxLength={8}
                      onChange={(e) => change(index, { hsnCode: e.target.value })}
                      aria-invalid={hsnError ? true : undefined}
                      aria-describedby={hsnError ? `hsn-error-${index}` : undefined}
                      className={`${inputClass(Boolean(hsnError))} px-3 py-2`}
                    />
                    {hsnError && (
                      <p id={`hsn-error-${index}`} className="mt-1 text-sm font-medium text-red-700">
                        {hsnError}
                      </p>
                    )}
                  </td>
                  <td className="min-w-28 px-3 py-2">
                    <select
                      aria-label={`GST rate of ${name}`}
                      value={row.ratePercent}
                      onChange={(e) => change(index, { ratePercent: Number(e.target.value) })}
                      className={`${inputClass(false)} px-3 py-2`}
                    >
                      {GST_RATES.map((rate) => (
                        <option key={rate} value={rate}>
                          {rate}%
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {save.isError && <FormMessage tone="error">{errorMessage(save.error, 'Could not save the rates')}</FormMessage>}
      <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save rates'}
      </button>
    </form>
  );
}
