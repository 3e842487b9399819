import { CLAIM_MESSAGES, CLAIM_WINDOW_DAYS, type Claim, type OrderClaims } from '@kala/contract/claims';
import { toRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import type { ClaimMessageRow, ClaimPhotoRow, ClaimWithNumbers } from './claims.repository.ts';

const WINDOW_MS = CLAIM_WINDOW_DAYS * 24 * 3_600_000;

/**
 * When the order was delivered: the time of its latest 'delivered' entry in the status history, while it is
 * delivered (the admin's Delivered, by hand or not, and the courier's delivery both write one). Null otherwise.
 */
export function deliveredAtOf(order: Pick<Order, 'orderStatus' | 'statusHistory'>): Date | null {
  if (order.orderStatus !== 'delivered') return null;
  const entry = order.statusHistory.findLast((e) => e.status === 'delivered');
  return entry ? new Date(entry.timestamp) : null;
}

/** The report window (architecture §6.10): 3 × 24 hours from the delivery, to the millisecond. */
export function reportWindow(order: Pick<Order, 'orderStatus' | 'statusHistory'>, now: number) {
  const deliveredAt = deliveredAtOf(order);
  const reportBy = deliveredAt ? new Date(deliveredAt.getTime() + WINDOW_MS) : null;
  const refusal = !deliveredAt
    ? CLAIM_MESSAGES.notDelivered
    : now >= reportBy!.getTime()
      ? CLAIM_MESSAGES.windowClosed
      : null;
  return { deliveredAt, reportBy, refusal };
}

/** A claim as the shopper and the admin see it: its pieces named from the order, photos, messages, outcome. */
export function toClaimView(
  claim: ClaimWithNumbers,
  order: Pick<Order, 'items'>,
  messages: ClaimMessageRow[],
  photos: ClaimPhotoRow[],
): Claim {
  const photoView = (p: ClaimPhotoRow) => ({ id: p.id, url: p.url });
  return {
    id: claim.id,
    orderId: claim.orderId,
    orderNumber: claim.orderNumber,
    kind: claim.kind,
    status: claim.status,
    description: claim.description,
    items: claim.items.map((piece) => {
      const line = order.items.find((item) => item._id === piece.orderItemId);
      return {
        orderItemId: piece.orderItemId,
        name: line?.product.name ?? 'A piece of this order',
        size: line?.size ?? '',
        quantity: piece.quantity,
        thumbnail: line?.product.thumbnail ?? '',
      };
    }),
    photos: photos.filter((p) => p.claimId === claim.id && p.messageId === null).map(photoView),
    messages: messages
      .filter((m) => m.claimId === claim.id)
      .map((m) => ({
        id: m.id,
        from: m.author,
        body: m.body,
        photos: photos.filter((p) => p.messageId === m.id).map(photoView),
        at: m.createdAt.toISOString(),
      })),
    createdAt: claim.createdAt.toISOString(),
    updatedAt: claim.updatedAt.toISOString(),
    resolvedAt: claim.resolvedAt?.toISOString() ?? null,
    declineReason: claim.declineReason,
    replacementOrder:
      claim.replacementOrderId && claim.replacementOrderNumber
        ? { id: claim.replacementOrderId, orderNumber: claim.replacementOrderNumber }
        : null,
    refund:
      claim.refundPaise !== null && claim.refundMethod
        ? { amount: toRupees(claim.refundPaise), method: claim.refundMethod, note: claim.refundNote }
        : null,
  };
}

/** What the order page shows: whether a problem may be reported now (and why not), and the order's claims. */
export function toOrderClaims(
  order: Pick<Order, 'items'>,
  window: ReturnType<typeof reportWindow>,
  hasOpenClaim: boolean,
  claims: Claim[],
): OrderClaims {
  const reason = window.refusal ?? (hasOpenClaim ? CLAIM_MESSAGES.alreadyOpen : null);
  return {
    canReport: reason === null,
    reason,
    deliveredAt: window.deliveredAt?.toISOString() ?? null,
    reportBy: window.reportBy?.toISOString() ?? null,
    pieces: order.items.map((item) => ({
      orderItemId: item._id,
      name: item.product.name,
      size: item.size,
      quantity: item.quantity,
      thumbnail: item.product.thumbnail,
    })),
    claims,
  };
}
