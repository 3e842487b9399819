import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LayoutGrid, List, Search, X } from 'lucide-react';
import clsx from 'clsx';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { CATEGORIES } from '@kala/contract/categories';
import { categoryLabel } from '../lib/category-label';
import { PRICE_OPTIONS, SORT_OPTIONS, type ListingFilters } from '../hooks/use-listing-params';

interface ListingFiltersProps {
  filters: ListingFilters;
  update: (patch: Record<string, string | undefined>) => void;
}

const selectClass =
  'h-11 w-full appearance-none rounded-full border border-stone-300 bg-white bg-[length:16px] bg-[right_14px_center] bg-no-repeat pl-4 pr-10 text-sm text-ink focus:border-clay focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric';
// A drawn chevron so the selects look the same in every browser.
const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2357534e' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
};

const chipClass = (active: boolean) =>
  clsx(
    'shrink-0 rounded-full border px-4 py-2 text-sm font-medium capitalize transition-colors',
    active
      ? 'border-clay bg-clay text-white'
      : 'border-stone-300 bg-white text-ink hover:border-clay hover:text-clay-dark',
  );

const priceLabel = (value: string) => {
  const option = PRICE_OPTIONS.find((o) => o.value === value);
  return option ? i18n._(option.label) : '';
};

/** Search, category chips (the listing's names, spec §9), price, sort and the grid/list toggle. */
export function ListingFiltersBar({ filters, update }: ListingFiltersProps) {
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: search.trim() || undefined });
  };

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-[minmax(0,1fr)_14rem_13rem_auto]">
        {/* Phones use the header's search box, which shows and changes the same ?search= (one box per screen). */}
        <form
          role="search"
          aria-label={t`Search this listing`}
          onSubmit={submitSearch}
          className="relative hidden md:block"
        >
          <label
            htmlFor={`${id}-search`}
            className="mb-1 block text-xs font-semibold uppercase tracking-wide text-muted"
          >
            <Trans>Search</Trans>
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t`Search by name, style or tag`}
            className="h-11 w-full rounded-full border border-stone-300 bg-white pl-4 pr-12 text-sm focus:border-clay focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric"
          />
          <button
            type="submit"
            className="absolute bottom-1 right-1 flex h-9 w-9 items-center justify-center rounded-full bg-clay text-white hover:bg-clay-dark"
          >
            <Search aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">
              <Trans>Search products</Trans>
            </span>
          </button>
        </form>
        <div>
          <label
            htmlFor={`${id}-price`}
            className="mb-1 block text-xs font-semibold uppercase tracking-wide text-muted"
          >
            <Trans>Price</Trans>
          </label>
          <select
            id={`${id}-price`}
            value={filters.price ?? ''}
            onChange={(e) => update({ price: e.target.value || undefined })}
            className={selectClass}
            style={chevron}
          >
            <option value="">{t`All prices`}</option>
            {PRICE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {i18n._(o.label)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-muted">
            <Trans>Sort by</Trans>
          </label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(e) => update({ sort: e.target.value })}
            className={selectClass}
            style={chevron}
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {i18n._(o.label)}
              </option>
            ))}
          </select>
        </div>
        <div
          role="group"
          aria-label={t`Layout`}
          className="hidden h-11 items-center rounded-full border border-stone-300 bg-white p-1 min-[769px]:flex"
        >
          {(
            [
              { value: 'grid', label: t`Grid view`, Icon: LayoutGrid },
              { value: 'list', label: t`List view`, Icon: List },
            ] as const
          ).map(({ value, label, Icon }) => (
            <button
              key={value}
              type="button"
              aria-pressed={filters.view === value}
              onClick={() => update({ view: value === 'grid' ? undefined : value })}
              className={clsx(
                'flex h-9 w-9 items-center justify-center rounded-full',
                filters.view === value ? 'bg-sand text-clay-dark' : 'text-muted hover:text-ink',
              )}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{label}</span>
            </button>
          ))}
        </div>
      </div>

      <div
        role="group"
        aria-label={t`Category`}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        <button
          type="button"
          aria-pressed={!filters.category}
          onClick={() => update({ category: undefined })}
          className={chipClass(!filters.category)}
        >
          <Trans>All</Trans>
        </button>
        {CATEGORIES.map((c) => (
          <button
            key={c.slug}
            type="button"
            aria-pressed={filters.category === c.slug}
            onClick={() => update({ category: filters.category === c.slug ? undefined : c.listingName })}
            className={chipClass(filters.category === c.slug)}
          >
            {categoryLabel(c.slug)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The active filters as removable chips. Removing one gives the keyboard focus to the next chip (else the one
 * before); removing the last, or 'Clear all', gives it to the listing's heading (`onEmptied`), never to the page.
 */
export function ActiveFilters({
  filters,
  update,
  clear,
  onEmptied,
}: ListingFiltersProps & { clear: () => void; onEmptied: () => void }) {
  const list = useRef<HTMLUListElement>(null);
  const chips: { key: string; label: string }[] = [];
  if (filters.search) chips.push({ key: 'search', label: `“${filters.search}”` });
  if (filters.category && CATEGORIES.some((x) => x.slug === filters.category)) {
    chips.push({ key: 'category', label: categoryLabel(filters.category) });
  }
  if (filters.price) chips.push({ key: 'price', label: priceLabel(filters.price) });
  // Removals asked for but not yet in the address. Quick removals (two fast Enter presses) run on a page that has not
  // re-rendered in between, so the focus must skip chips that are already on their way out, and the last removal
  // gives it to the heading.
  const removing = useRef(new Set<string>());
  const pendingFocus = useRef<number | null>(null);
  const staying = () =>
    Array.from(list.current?.querySelectorAll<HTMLButtonElement>('button[data-chip]') ?? []).filter(
      (button) => !removing.current.has(button.dataset.chip ?? ''),
    );
  const shown = chips.map((chip) => chip.key).join(' ');
  useLayoutEffect(() => {
    for (const key of removing.current) if (!shown.split(' ').includes(key)) removing.current.delete(key);
    const index = pendingFocus.current;
    if (index === null) return;
    if (removing.current.size === 0) pendingFocus.current = null;
    const left = staying();
    if (left.includes(document.activeElement as HTMLButtonElement)) return;
    const target = left[Math.min(index, left.length - 1)];
    if (target) target.focus();
    else onEmptied();
  }, [shown, onEmptied]);
  if (chips.length === 0) return null;
  // Focus moves at once to the chip that takes the removed one's place, so a second Enter removes that one.
  const remove = (index: number, key: string) => {
    removing.current.add(key);
    pendingFocus.current = index;
    const left = staying();
    const next = left[index] ?? left[index - 1];
    if (next) next.focus();
    else onEmptied();
    update({ [key]: undefined });
  };
  return (
    <ul ref={list} className="flex flex-wrap items-center gap-2" aria-label={t`Active filters`}>
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <button
            type="button"
            data-chip={chip.key}
            onClick={() => remove(index, chip.key)}
            className="inline-flex items-center gap-1 rounded-full bg-sand px-3 py-1 text-sm text-ink hover:bg-sand/70"
          >
            {chip.label}
            <X aria-hidden="true" className="h-3.5 w-3.5" />
            <span className="sr-only">
              <Trans>remove filter</Trans>
            </span>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => {
            onEmptied();
            clear();
          }}
          className="text-sm font-semibold text-clay underline-offset-2 hover:underline"
        >
          <Trans>Clear all</Trans>
        </button>
      </li>
    </ul>
  );
}
