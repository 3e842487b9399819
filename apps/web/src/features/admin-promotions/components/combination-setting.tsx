import { COMBINATIONS, type Combination } from '@kala/contract/promotions';
import { errorMessage } from '../../../lib/api-client';
import { useCombination, useSetCombination } from '../api/admin-coupons';

const LABELS: Record<Combination, { title: string; text: string }> = {
  'best-of': {
    title: 'Best of sale or code',
    text: 'The shopper gets whichever is lower: the sale prices, or the usual prices with the code.',
  },
  stack: { title: 'Code on top of the sale', text: 'The code applies on the sale prices too.' },
};

/** How a code combines with a scheduled sale (decision 040); saved as soon as it is chosen. */
export function CombinationSetting() {
  const current = useCombination();
  const set = useSetCombination();
  const value = set.isPending ? set.variables : current.data;
  return (
    <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-ink">When a code meets a sale</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {COMBINATIONS.map((combination) => (
          <label
            key={combination}
            className="flex min-h-11 cursor-pointer gap-3 rounded-lg p-2 text-sm hover:bg-stone-50"
          >
            <input
              type="radio"
              name="coupon-combination"
              className="mt-0.5 h-5 w-5 accent-clay"
              checked={value === combination}
              disabled={current.isPending}
              onChange={() => set.mutate(combination)}
            />
            <span>
              <span className="block font-semibold text-ink">{LABELS[combination].title}</span>
              <span className="block text-muted">{LABELS[combination].text}</span>
            </span>
          </label>
        ))}
      </div>
      <div aria-live="polite" className="text-sm">
        {set.isError && (
          <p className="mt-2 font-medium text-red-700">{errorMessage(set.error, 'Not saved. Please try again.')}</p>
        )}
        {set.isSuccess && <p className="mt-2 text-green-800">Saved.</p>}
      </div>
    </fieldset>
  );
}
