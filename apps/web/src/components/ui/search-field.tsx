import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { inputClass } from './form-field';

/** How long typing pauses before the list follows it (each pause is one request, not each key). */
const SEARCH_PAUSE_MS = 300;

/**
 * A list's search box (a search landmark with a labelled field and, when given, a hint): the list follows as typing
 * pauses, or at once on Enter. `value` is the search in effect (the address's, say); when it changes by itself (back,
 * a link) the field shows it.
 */
export function SearchField({
  label,
  landmark,
  hint,
  value,
  maxLength,
  onSearch,
  className,
}: {
  label: string;
  /** The search landmark's name, told apart from the site's own search. */
  landmark: string;
  /** What the search looks in; left out when the label says it already ('Search by name or email'). */
  hint?: string | undefined;
  value: string;
  maxLength: number;
  onSearch: (search: string) => void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // A search made from the field itself ('lotus ' as 'lotus') leaves the typing as it is, so a pause after a space
  // does not eat the space; a search from elsewhere replaces it.
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return undefined;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
    // `onSearch` is remade on every render of the list; the text and the search in effect decide.
  }, [text, value]);

  return (
    <form
      role="search"
      aria-label={landmark}
      className={className ?? 'w-full sm:max-w-md'}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
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
          maxLength={maxLength}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClass(false)} py-2.5 pl-10`}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </form>
  );
}
