import { History } from 'lucide-react';
import { PRODUCT_FIELD_LABELS } from '@kala/contract/admin-products';
import type { AuditEntry } from '@kala/contract/audit';
import { errorMessage } from '../../../lib/api-client';
import { useProductAudit } from '../api/get-admin-product';

const ACTIONS: Record<string, string> = {
  'product.create': 'Created',
  'product.update': 'Edited',
  'product.size-availability': 'Size availability changed',
  'product.delete': 'Deleted',
};

/** The form's own labels (the contract's), so the history names a field as the form does. */
const FIELD_NAMES: Readonly<Record<string, string>> = PRODUCT_FIELD_LABELS;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A value as one short line: long text and lists are summed up, not printed whole. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'productDescription') return `${String(value).length} characters of HTML`;
  if (field === 'sizes' && Array.isArray(value)) {
    return value
      .map(
        (s: { size?: string; discountedPrice?: number; isAvailable?: boolean }) =>
          `${s.size} ₹${s.discountedPrice}${s.isAvailable === false ? ' (out of stock)' : ''}`,
      )
      .join(', ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

function Changes({ entry }: { entry: AuditEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (entry.action === 'product.create' || entry.action === 'product.delete') return null;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => f !== 'size');
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-muted">
      {entry.action === 'product.size-availability' && <li>Size {String(after.size ?? before.size)}</li>}
      {fields.map((field) => (
        <li key={field} className="break-words">
          <span className="font-semibold text-ink">{FIELD_NAMES[field] ?? field}:</span> {shown(field, before[field])} →{' '}
          {shown(field, after[field])}
        </li>
      ))}
    </ul>
  );
}

/** The product's recorded changes (issue 11 item 7): who, when and what, newest first. */
export function ProductAuditTrail({ productId }: { productId: string }) {
  const audit = useProductAudit(productId);
  return (
    <section aria-labelledby="product-audit-heading" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
      <h2 id="product-audit-heading" className="flex items-center gap-2 font-display text-xl text-ink">
        <History aria-hidden="true" className="h-5 w-5 text-clay" />
        Change history
      </h2>
      {audit.isPending ? (
        <p className="mt-3 text-sm text-muted" role="status">
          Loading the history…
        </p>
      ) : audit.isError ? (
        <p className="mt-3 text-sm text-red-700" role="alert">
          {errorMessage(audit.error, 'Failed to load the change history')}
        </p>
      ) : audit.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No recorded changes yet.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {[...audit.data].reverse().map((entry) => (
            <li key={entry.id} className="border-l-2 border-clay/40 pl-4">
              <p className="text-sm text-ink">
                <span className="font-semibold">{ACTIONS[entry.action] ?? entry.action}</span> by {entry.by}
              </p>
              <p className="text-xs text-muted">
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </p>
              <Changes entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
