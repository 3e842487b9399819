import { Eye, Gift, PhoneCall } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminOrderRow } from '@kala/contract/admin-orders';
import { AWAITING_CONFIRMATION_LABEL } from '@kala/contract/cod';
import { formatRupees } from '@kala/contract/money';
import { PAYMENT_METHOD_LABELS } from '@kala/contract/orders';
import { plural } from '../../../lib/format';

/** Spec §9: dates in en-US, as "Jul 13, 2025" (short enough for a table cell). */
const dateFormatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
export const formatOrderDate = (iso: string) => dateFormatter.format(new Date(iso));

export const detailsPath = (row: Pick<AdminOrderRow, '_id'>) => `/admin/orders/${row._id}`;

/** Order number and item count. */
export function OrderNumberCell({ row }: { row: AdminOrderRow }) {
  return (
    <>
      <p className="font-semibold text-ink">{row.orderNumber}</p>
      <p className="text-sm text-muted">{plural(row.itemCount, 'item')}</p>
      {row.gift && <GiftMark gift={row.gift} />}
    </>
  );
}

/** A gift order, plainly (issue 27 item 3): words and an icon, with its wrap and hidden prices. */
function GiftMark({ gift }: { gift: NonNullable<AdminOrderRow['gift']> }) {
  const words = ['Gift', ...(gift.giftWrap ? ['wrap'] : []), ...(gift.hidePrices ? ['hide prices'] : [])];
  return (
    <p className="mt-1.5 flex w-fit items-center gap-1 rounded-full bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-900">
      <Gift aria-hidden="true" className="h-3.5 w-3.5" />
      {words.join(' · ')}
    </p>
  );
}

/** The customer's name and email, as placed (a deleted account keeps its order). */
export function CustomerCell({ row }: { row: AdminOrderRow }) {
  return (
    <>
      <p className="font-medium text-ink">{row.user.name}</p>
      <p className="break-all text-sm text-muted">{row.user.email}</p>
      {row.userId === null && <p className="text-xs text-muted">Account deleted</p>}
    </>
  );
}

/** The total in rupees and how it is paid. */
export function TotalCell({ row }: { row: AdminOrderRow }) {
  return (
    <>
      <p className="font-semibold tabular-nums text-clay-dark">{formatRupees(row.totalAmount)}</p>
      <p className="text-sm text-muted">{PAYMENT_METHOD_LABELS[row.paymentMethod]}</p>
    </>
  );
}

/** 'View details' (the admin order page) and where it ships. */
export function DetailsCell({ row }: { row: AdminOrderRow }) {
  return (
    <>
      <Link
        to={detailsPath(row)}
        className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-clay hover:text-clay-dark hover:underline"
      >
        <Eye aria-hidden="true" className="h-4 w-4" />
        View details<span className="sr-only"> of order {row.orderNumber}</span>
      </Link>
      <p className="text-sm text-muted">{row.shippingCity}</p>
    </>
  );
}

/**
 * 'Awaiting confirmation' under a pending COD order's status (issue 25): it cannot be shipped until the shopper, or
 * the owner by phone, confirms it. Words and an icon, not a colour alone.
 */
export function AwaitingConfirmationBadge({ row }: { row: AdminOrderRow }) {
  if (!row.awaitingConfirmation) return null;
  return (
    <p className="mt-1.5 flex w-fit items-center gap-1 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">
      <PhoneCall aria-hidden="true" className="h-3.5 w-3.5" />
      {AWAITING_CONFIRMATION_LABEL}
    </p>
  );
}
