import type { AuditEntry } from '@kala/contract/audit';
import { RISK_TIER_LABELS, type RiskTier } from '@kala/contract/cod';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@kala/contract/orders';
import { SHIPMENT_AUDIT_LABELS, SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@kala/contract/shipments';

/** What an order's audit entry records (the server's `order.status` entries). */
interface OrderFacts {
  status?: string;
  paymentStatus?: string;
  trackingNumber?: string | null;
  note?: string;
  deliveredByHand?: boolean;
  /** An `order.risk` entry: the COD risk tier before and after the owner's override (issue 25). */
  tier?: string;
}

/** What a shipment's audit entry records (the shipments module's snapshot), as far as the page tells it. */
interface ShipmentFacts {
  status?: string;
  awb?: string | null;
  courierName?: string | null;
  cancelReason?: string | null;
}

const momentFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const statusLabel = (status: string | undefined) =>
  status && status in ORDER_STATUS_LABELS ? ORDER_STATUS_LABELS[status as OrderStatus] : (status ?? '—');
const tierLabel = (tier: string | undefined) =>
  tier && tier in RISK_TIER_LABELS ? RISK_TIER_LABELS[tier as RiskTier] : (tier ?? '—');
const shipmentLabel = (status: string | undefined) =>
  status && status in SHIPMENT_STATUS_LABELS ? SHIPMENT_STATUS_LABELS[status as ShipmentStatus] : (status ?? '—');

/** The changes between two records of the order, as short sentences ("Status: Pending → Shipped"). */
function orderChanges(before: OrderFacts, after: OrderFacts): string[] {
  const lines: string[] = [];
  if (before.status !== after.status)
    lines.push(`Status: ${statusLabel(before.status)} → ${statusLabel(after.status)}`);
  if (before.paymentStatus !== after.paymentStatus) {
    lines.push(`Payment: ${before.paymentStatus ?? '—'} → ${after.paymentStatus ?? '—'}`);
  }
  if ((before.trackingNumber ?? null) !== (after.trackingNumber ?? null)) {
    lines.push(`Tracking number: ${before.trackingNumber ?? 'none'} → ${after.trackingNumber ?? 'none'}`);
  }
  if (after.tier && before.tier !== after.tier)
    lines.push(`Risk tier: ${tierLabel(before.tier)} → ${tierLabel(after.tier)}`);
  if (after.deliveredByHand) lines.push('Delivered by hand, without a courier');
  if (after.note) lines.push(`Note: ${after.note}`);
  return lines;
}

/** A shipment action: what was done, then what it changed ("Shipment: Picked up → In transit", the AWB, a reason). */
function shipmentChanges(action: string, before: ShipmentFacts, after: ShipmentFacts): string[] {
  const lines = [SHIPMENT_AUDIT_LABELS[action] ?? action];
  if (before.status && before.status !== after.status) {
    lines.push(`Shipment: ${shipmentLabel(before.status)} → ${shipmentLabel(after.status)}`);
  }
  if (after.awb && after.awb !== before.awb) {
    lines.push(`AWB: ${after.awb}${after.courierName ? ` (${after.courierName})` : ''}`);
  }
  if (after.cancelReason && after.cancelReason !== before.cancelReason) lines.push(`Reason: ${after.cancelReason}`);
  return lines;
}

const asFacts = <T,>(value: unknown): T => (value && typeof value === 'object' ? (value as T) : ({} as T));

const changes = (entry: AuditEntry) =>
  entry.action.startsWith('shipment.')
    ? shipmentChanges(entry.action, asFacts<ShipmentFacts>(entry.before), asFacts<ShipmentFacts>(entry.after))
    : orderChanges(asFacts<OrderFacts>(entry.before), asFacts<OrderFacts>(entry.after));

/**
 * Every admin change made to this order and to its shipments, oldest first: who, when and what changed (issue 11's
 * audit). One list for the page, so the shipment's changes are not counted apart from the order's.
 */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  return (
    <section
      aria-labelledby="admin-order-audit"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="admin-order-audit" className="mb-4 font-display text-xl text-ink">
        Changes by admins
        {entries.length > 0 && <span className="text-base font-normal text-muted"> ({entries.length})</span>}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">No admin has changed this order or its shipment yet.</p>
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
                {changes(entry).map((line) => (
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
