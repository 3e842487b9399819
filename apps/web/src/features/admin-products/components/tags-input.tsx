import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { normaliseTags, PRODUCT_MAX_TAGS, PRODUCT_MESSAGES, PRODUCT_TAG_MAX } from '@kala/contract/admin-products';
import { FieldFrame, inputClass } from '../../../components/ui/form-field';

/**
 * Spec §2/§5 tags: type one and press Enter to add it (trimmed; an empty or repeated tag is not added); each tag has
 * a remove button. The contract's rule (normaliseTags) decides, so the server keeps the same list.
 */
export function TagsInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | undefined>();

  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (tag.length > PRODUCT_TAG_MAX) return setNote(PRODUCT_MESSAGES.tagTooLong);
    const next = normaliseTags([...value, tag]);
    if (next.length === value.length) setNote(`'${tag}' is already a tag`);
    else if (next.length > PRODUCT_MAX_TAGS) return setNote(PRODUCT_MESSAGES.tagsTooMany);
    else {
      setNote(undefined);
      onChange(next);
    }
    setDraft('');
  };

  return (
    <FieldFrame id={id} label="Tags" error={error ?? note} hint="Type a tag and press Enter to add it.">
      <input
        id={id}
        type="text"
        value={draft}
        disabled={disabled}
        maxLength={PRODUCT_TAG_MAX * 2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || note ? `${id}-error` : `${id}-hint`}
        className={inputClass(Boolean(error))}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter adds a tag; it must not submit the form.
          event.preventDefault();
          add();
        }}
      />
      {value.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tags added">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-sand py-1 pl-3 pr-1 text-sm text-ink"
            >
              {tag}
              <button
                type="button"
                disabled={disabled}
                className="flex h-7 w-7 items-center justify-center rounded-full hover:bg-white focus-visible:outline-3 focus-visible:outline-turmeric"
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                <X aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Remove tag {tag}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </FieldFrame>
  );
}
