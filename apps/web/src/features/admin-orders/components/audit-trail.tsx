import type { AuditEntry } from '@kala/contract/audit';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@kala/contract/orders';

/** What an order's audit entry records (the server's `order.status` entries). */
interface OrderFacts {
  status?: string;
  paymentStatus?: string;
  trackingNumber?: string | null;
  note?: string;
  deliveredByHand?: boolean;
}

const momentFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const statusLabel = (status: string | undefined) =>
  status && status in ORDER_STATUS_LABELS ? ORDER_STATUS_LABELS[status as OrderStatus] : (status ?? '—');

/** The changes between two records, as short sentences ("Status: Pending → Shipped"). */
function changes(before: OrderFacts, after: OrderFacts): string[] {
  const lines: string[] = [];
  if (before.status !== after.status)
    lines.push(`Status: ${statusLabel(before.status)} → ${statusLabel(after.status)}`);
  if (before.paymentStatus !== after.paymentStatus) {
    lines.push(`Payment: ${before.paymentStatus ?? '—'} → ${after.paymentStatus ?? '—'}`);
  }
  if ((before.trackingNumber ?? null) !== (after.trackingNumber ?? null)) {
    lines.push(`Tracking number: ${before.trackingNumber ?? 'none'} → ${after.trackingNumber ?? 'none'}`);
  }
  if (after.deliveredByHand) lines.push('Delivered by hand, without a courier');
  if (after.note) lines.push(`Note: ${after.note}`);
  return lines;
}

const asFacts = (value: unknown): OrderFacts => (value && typeof value === 'object' ? (value as OrderFacts) : {});

/** Every admin change made to this order, oldest first: who, when and what changed (issue 11's audit). */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  return (
    <section
      aria-labelledby="admin-order-audit"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="admin-order-audit" className="mb-4 font-display text-xl text-ink">
        Changes by admins
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">No admin has changed this order yet.</p>
      ) : (
        <ol className="space-y-4">
          {entries.map((entry) => (
            <li key={entry.id} className="text-sm">
              <p className="text-muted">
                <time dateTime={entry.at}>{momentFormatter.format(new Date(entry.at))}</time>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                <span className="break-all">{entry.by}</span>
              </p>
              <ul className="mt-1 space-y-0.5 text-ink">
                {changes(asFacts(entry.before), asFacts(entry.after)).map((line) => (
                  <li key={line} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
