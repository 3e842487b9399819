import clsx from 'clsx';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  ANALYTICS_GRANULARITIES,
  GRANULARITY_LABELS,
  isCalendarDate,
  lastDays,
  rangeProblem,
  storeToday,
} from '@kala/contract/analytics';
import { buttonClass } from '../../../components/ui/button';
import type { AnalyticsParams } from '../api/analytics-keys';

/** The quick ranges: the last 7, 30 and 90 days (today included) and this calendar year, in the store's calendar. */
export function presetRanges(now: number = Date.now()) {
  const today = storeToday(now);
  return [
    { label: '7 days', ...lastDays(7, now) },
    { label: '30 days', ...lastDays(30, now) },
    { label: '90 days', ...lastDays(90, now) },
    { label: 'This year', from: `${today.slice(0, 4)}-01-01`, to: today },
  ];
}

const inputClass =
  'mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-ink focus:border-clay sm:w-44';

/**
 * Which days, and grouped how. The presets and the grouping apply at once; typed dates apply with 'Apply' (a date
 * input changes on every keystroke, and each half-typed date would be a request). A range the server would refuse
 * is explained here instead, in the server's own words (the contract's `rangeProblem`).
 */
export function RangePicker({
  value,
  onChange,
}: {
  value: AnalyticsParams;
  onChange: (next: AnalyticsParams) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  // The applied range changed (a preset, the back button): the inputs show it. Compared by its parts, not by
  // identity: the dashboard makes a new object on every render (a refetch too), which must not wipe typed dates.
  const { from, to, granularity } = value;
  useEffect(() => {
    setDraft({ from, to, granularity });
    setProblem(null);
  }, [from, to, granularity]);

  const apply = (next: AnalyticsParams) => {
    setDraft(next);
    const issue =
      !isCalendarDate(next.from) || !isCalendarDate(next.to)
        ? 'Please enter both dates'
        : rangeProblem(next.from, next.to, next.granularity);
    setProblem(issue);
    if (!issue) onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Date range"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
      noValidate
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="block w-full text-sm font-semibold text-ink min-[400px]:w-auto">
          From
          <input
            type="date"
            className={inputClass}
            value={draft.from}
            min="2000-01-01"
            max="2100-12-31"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </label>
        <label className="block w-full text-sm font-semibold text-ink min-[400px]:w-auto">
          To
          <input
            type="date"
            className={inputClass}
            value={draft.to}
            min="2000-01-01"
            max="2100-12-31"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </label>
        <button type="submit" className={buttonClass('primary', 'md')}>
          Apply
        </button>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
          {presetRanges().map((preset) => {
            const active = preset.from === value.from && preset.to === value.to;
            return (
              <button
                key={preset.label}
                type="button"
                aria-pressed={active}
                className={clsx(
                  'h-9 rounded-full px-3 text-sm font-semibold ring-1 transition-colors',
                  active ? 'bg-clay text-white ring-clay' : 'bg-white text-ink ring-stone-300 hover:bg-sand',
                )}
                onClick={() => apply({ ...value, from: preset.from, to: preset.to })}
              >
                {preset.label}
              </button>
            );
          })}
        </div>

        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Group by</legend>
          <span aria-hidden="true" className="text-sm font-semibold text-ink">
            Group by
          </span>
          <div className="inline-flex rounded-full bg-white p-1 ring-1 ring-stone-300">
            {ANALYTICS_GRANULARITIES.map((granularity) => (
              <label
                key={granularity}
                className={clsx(
                  'cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-turmeric',
                  draft.granularity === granularity ? 'bg-indigo text-white' : 'text-ink hover:bg-sand',
                )}
              >
                <input
                  type="radio"
                  name="granularity"
                  value={granularity}
                  className="sr-only"
                  checked={draft.granularity === granularity}
                  onChange={() => apply({ ...draft, granularity })}
                />
                {GRANULARITY_LABELS[granularity]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <p id={errorId} role="alert" className="mt-3 text-sm font-semibold text-red-800 empty:hidden">
        {problem ?? ''}
      </p>
    </form>
  );
}
