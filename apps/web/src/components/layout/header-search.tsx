import { t } from '@lingui/core/macro';
import { Search } from 'lucide-react';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ComboKeys, ComboState, SearchSuggestions } from './search-suggestions';

type Suggestions = ComponentType<Parameters<typeof SearchSuggestions>[0]>;
const CLOSED: ComboState = { expanded: false, active: undefined };

/** What the box shows on a page: the listing's search, and nothing elsewhere. */
const searchedFor = (path: string, query: string) =>
  path === '/products' ? (new URLSearchParams(query).get('search') ?? '') : '';

/**
 * The header's search box: submits to /products?search=... (the listing reads it from the URL). It is an ARIA
 * combobox: on its first focus (or key, when it had the focus before the app loaded) it loads the suggestions
 * (search-suggestions.tsx, a chunk of its own: the arrival pages' first script holds only this loader and the ARIA
 * attributes), which list pieces and categories as the shopper types.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const shownFor = useRef(`${location.pathname}${location.search}`);
  const listId = `${id}-suggestions`;
  const [List, setList] = useState<Suggestions | null>(null);
  const [combo, setCombo] = useState<ComboState>(CLOSED);
  const keys = useRef<ComboKeys['current']>(null);
  const loading = useRef(false);

  const loadSuggestions = () => {
    if (loading.current) return;
    loading.current = true;
    import('./search-suggestions').then(
      (module) => setList(() => module.SearchSuggestions),
      // Offline or a new deployment: the field stays the plain search; the next focus tries again.
      () => {
        loading.current = false;
      },
    );
  };

  // The field is not controlled by state: a controlled field is put back to its state whenever the header renders
  // again, which wiped what a shopper typed before the app had loaded (and the search then asked for nothing). So
  // the field keeps what is typed, and only a move to another page sets it: to what the listing searches for, or empty.
  useEffect(() => {
    const at = `${location.pathname}${location.search}`;
    if (shownFor.current === at) return;
    shownFor.current = at;
    if (field.current) field.current.value = searchedFor(location.pathname, location.search);
  }, [location.pathname, location.search]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    navigate(search ? `/products?search=${encodeURIComponent(search)}` : '/products');
  };

  return (
    // action and name make the search work as a plain GET before the app has loaded (lib/early-input.ts).
    <form
      role="search"
      aria-label={t`Site search`}
      action="/products"
      method="get"
      onSubmit={submit}
      className={clsx('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        {t`Search products`}
      </label>
      <input
        id={id}
        type="search"
        name="search"
        ref={field}
        defaultValue={searchedFor(location.pathname, location.search)}
        placeholder={t`Search handmade treasures...`}
        maxLength={100}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combo.expanded}
        aria-controls={List ? listId : undefined}
        aria-activedescendant={combo.active}
        autoComplete="off"
        onFocus={loadSuggestions}
        onKeyDown={(event) => {
          loadSuggestions();
          keys.current?.(event);
        }}
        className="h-11 w-full rounded-full border border-stone-300 bg-white pl-4 pr-12 text-sm text-ink placeholder:text-stone-500 focus:border-clay focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric"
      />
      <button
        type="submit"
        className="absolute right-1 top-1 flex h-9 w-9 items-center justify-center rounded-full bg-clay text-white hover:bg-clay-dark"
      >
        <Search aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{t`Search`}</span>
      </button>
      {List && (
        <List field={field} listId={listId} keys={keys} onState={setCombo} onChoose={(href) => navigate(href)} />
      )}
    </form>
  );
}
