import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { SearchField } from './search-field';
import { chevronStyle, selectClass } from './select-look';

/** The list's search box (see `SearchField`): what it is called, what it looks in, and what to do with a search. */
export interface ListSearch {
  label: string;
  /** The search landmark's name, told apart from the site's own search ('Orders search'). */
  landmark: string;
  /** What the search looks in ('Order number, phone, email or name'); left out when the label says it already. */
  hint?: string;
  /** The search in effect (the address's, say). */
  value: string;
  maxLength: number;
  onSearch: (search: string) => void;
}

/** A list's page-size choice: its label as the screen names it ('Per page'), the sizes it offers, the one in use. */
export interface ListPageSize {
  label: string;
  sizes: readonly number[];
  value: number;
  onChange: (size: number) => void;
}

export interface ListOption {
  value: string;
  label: string;
}

/**
 * A labelled select of a list toolbar: a filter or a sort. `wide` for one whose options are words (a category, a
 * status): on a phone it has a row of its own, so a 'Clear Filter' beside it does not squeeze its words away.
 */
export function ListSelect({
  label,
  value,
  options,
  onChange,
  wide = true,
}: {
  label: string;
  value: string;
  options: readonly ListOption[];
  onChange: (value: string) => void;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <div className={wide ? 'w-full sm:w-auto' : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass({ className: wide ? 'w-full sm:w-56' : 'w-28' })}
        style={chevronStyle}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The one toolbar of every admin list (issue 30): the list's heading with its result count and its actions (Export
 * CSV, Add Product) on one row, the search under them, then the filters and sort (`ListSelect`s, a 'Clear Filter'
 * button) and the page size. Each part is left out when the list has none. The screen keeps what the toolbar cannot
 * know: the heading's level and id, where the state lives (the address or the component), and that a new filter,
 * search or size starts at page 1.
 */
export function ListToolbar({
  heading,
  count,
  actions,
  search,
  filters,
  pageSize,
  className,
}: {
  /** The list's heading, as the screen has it (its level, id, a ref to focus). */
  heading?: ReactNode;
  /**
   * How many the list holds ('12 orders matching “jaipur”'), said politely to a screen reader when it changes. Null
   * while unknown: the announcing line is there from the start, so the first count is announced too.
   */
  count?: string | null;
  actions?: ReactNode;
  search?: ListSearch;
  filters?: ReactNode;
  pageSize?: ListPageSize;
  className?: string;
}) {
  const hasHead = heading !== undefined || count !== undefined || actions !== undefined;
  const hasChoices = filters !== undefined || pageSize !== undefined;
  return (
    <div className={clsx('space-y-4', className)}>
      {hasHead && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            {heading}
            {count !== undefined && (
              <p className="text-sm text-muted" aria-live="polite">
                {count}
              </p>
            )}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
        </div>
      )}
      {search && <SearchField {...search} />}
      {hasChoices && (
        <div className="flex flex-wrap items-end gap-3">
          {filters}
          {pageSize && (
            <ListSelect
              label={pageSize.label}
              value={String(pageSize.value)}
              options={pageSize.sizes.map((size) => ({ value: String(size), label: String(size) }))}
              onChange={(value) => pageSize.onChange(Number(value))}
              wide={false}
            />
          )}
        </div>
      )}
    </div>
  );
}
