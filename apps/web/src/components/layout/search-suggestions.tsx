import { plural, t } from '@lingui/core/macro';
import clsx from 'clsx';
import type { ApiAnswer } from '@kala/contract/envelope';
import { formatRupees } from '@kala/contract/money';
import { SEARCH_PATHS, SUGGEST_MIN_LENGTH, type Suggestions } from '@kala/contract/search';
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { apiRequest } from '../../lib/api-client';

/** How long typing pauses before the suggestions follow it (one request a pause, not one a key). */
export const SUGGEST_PAUSE_MS = 150;

/** What the field says of the list (aria-expanded, aria-activedescendant); the field belongs to HeaderSearch. */
export interface ComboState {
  expanded: boolean;
  active: string | undefined;
}

/** The field's key handler, which the list fills in once it has loaded. */
export type ComboKeys = { current: ((event: KeyboardEvent<HTMLInputElement>) => void) | null };

interface Option {
  href: string;
  label: string;
  kind: 'category' | 'product';
  thumbnail?: string | undefined;
  price?: number | null;
}

const toOptions = (data: Suggestions): Option[] => [
  ...data.categories.map((c) => ({
    href: `/products?category=${encodeURIComponent(c.slug)}`,
    label: c.name,
    kind: 'category' as const,
  })),
  ...data.products.map((p) => ({
    href: `/products/${encodeURIComponent(p._id)}`,
    label: p.name,
    kind: 'product' as const,
    thumbnail: p.thumbnail,
    price: p.price,
  })),
];

/**
 * The header search's suggestions (issue 28 item 5, decision 045), the ARIA combobox pattern's list: pieces and
 * categories matching what is typed, asked for as typing pauses; ArrowDown and ArrowUp move through them (the field
 * keeps the focus and names the option with aria-activedescendant), Enter opens the chosen one (or, with none chosen,
 * submits the search as before), Escape closes the list. Loaded on the field's first focus (header-search.tsx), so
 * a first visit's script does not carry it.
 */
export function SearchSuggestions({
  field,
  listId,
  keys,
  onState,
  onChoose,
}: {
  field: RefObject<HTMLInputElement | null>;
  listId: string;
  keys: ComboKeys;
  onState: (state: ComboState) => void;
  onChoose: (href: string) => void;
}) {
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  // Typing asks for suggestions after a pause; a newer pause cancels the older request.
  useEffect(() => {
    const input = field.current;
    if (!input) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const ask = () => {
      clearTimeout(timer);
      const words = input.value.trim();
      if (words.length < SUGGEST_MIN_LENGTH) {
        controller?.abort();
        setOptions([]);
        setActive(-1);
        return;
      }
      timer = setTimeout(() => {
        controller?.abort();
        const current = new AbortController();
        controller = current;
        apiRequest<ApiAnswer<Suggestions>>(SEARCH_PATHS.suggest, { query: { q: words }, signal: current.signal })
          .then((answer) => {
            if (current.signal.aborted) return;
            setOptions(toOptions(answer.data));
            setActive(-1);
            setOpen(document.activeElement === input);
          })
          // Suggestions only help: without them the field is the plain search it always was.
          .catch(() => undefined);
      }, SUGGEST_PAUSE_MS);
    };
    const close = () => setOpen(false);
    input.addEventListener('input', ask);
    input.addEventListener('blur', close);
    // Words typed while this list was loading (but not the listing's own search the field shows) are asked for now.
    if (document.activeElement === input && input.value !== input.defaultValue) ask();
    return () => {
      clearTimeout(timer);
      controller?.abort();
      input.removeEventListener('input', ask);
      input.removeEventListener('blur', close);
    };
  }, [field]);

  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    onChoose(option.href);
  };

  useEffect(() => {
    keys.current = (event) => {
      const count = options.length;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (count === 0) return;
          event.preventDefault();
          const down = event.key === 'ArrowDown';
          // From a closed list, Down opens it on the first option and Up on the last.
          if (!expanded) setActive(down ? 0 : count - 1);
          else setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
          setOpen(true);
          return;
        }
        case 'Enter': {
          const option = expanded && active >= 0 ? options[active] : undefined;
          if (option) {
            event.preventDefault();
            choose(option);
          } else {
            setOpen(false);
          }
          return;
        }
        case 'Escape':
          if (expanded) {
            // Closes the list only: the browser would also clear a search field.
            event.preventDefault();
            setOpen(false);
            setActive(-1);
          }
          return;
        default:
      }
    };
    return () => {
      keys.current = null;
    };
  });

  useEffect(() => {
    onState({ expanded, active: expanded && active >= 0 ? `${listId}-${active}` : undefined });
  }, [expanded, active, listId, onState]);

  const count = options.length;
  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-2xl bg-white py-2 text-sm shadow-lg ring-1 ring-stone-200"
      >
        {options.map((option, index) => {
          const price = option.price;
          return (
            <li
              key={option.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The field keeps the focus: a press on an option must not blur it (which closes the list) first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              className={clsx(
                'flex cursor-pointer items-center gap-3 px-4 py-2 text-ink',
                index === active ? 'bg-stone-100' : 'hover:bg-stone-50',
              )}
            >
              {option.kind === 'product' && option.thumbnail ? (
                <img
                  src={option.thumbnail}
                  alt=""
                  width={40}
                  height={40}
                  className="h-10 w-10 rounded-lg object-cover"
                />
              ) : null}
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
              {option.kind === 'category' ? (
                <span className="text-xs uppercase tracking-wider text-clay">{t`Category`}</span>
              ) : price !== null && price !== undefined ? (
                <span className="text-xs text-muted">{formatRupees(price)}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? plural(count, { one: '# suggestion', other: '# suggestions' }) : ''}
      </p>
    </>
  );
}
