import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ORDER_SEARCH_MAX } from '@kala/contract/admin-orders';
import { inputClass } from '../../../components/ui/form-field';

/** How long typing pauses before the list follows it (each stop is one request, not each key). */
const SEARCH_PAUSE_MS = 300;

/**
 * The owner's search of the orders: an order number (with or without KALA-), a phone, an email or a name. The list
 * follows as typing pauses, or at once on Enter; the search lives in the address with the other filters.
 */
export function OrdersSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(q);
  // The address changed by itself (back, a link): show its search.
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === q) return undefined;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
    // `onSearch` is remade on every render of the tab; the text and the address's search decide.
  }, [text, q]);

  return (
    <form
      role="search"
      aria-label="Orders search"
      className="w-full sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        Search orders
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={ORDER_SEARCH_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClass(false)} py-2.5 pl-10`}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        Order number, phone, email or name
      </p>
    </form>
  );
}
