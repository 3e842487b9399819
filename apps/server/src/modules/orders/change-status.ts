import { ADMIN_ORDER_MESSAGES, deliveredByHandLabel } from '@kala/contract/admin-orders';
import { COD_MESSAGES, CONFIRMED_VIA_LABELS, type ConfirmedVia } from '@kala/contract/cod';
import { ORDER_MESSAGES, ORDER_STATUS_LABELS, type Order, type OrderStatus } from '@kala/contract/orders';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { liveShipmentOf } from './admin-orders.repository.ts';
import type { CancelInTx } from './cancel-order.ts';
import { STORE_LABEL, type OrderContext } from './order-context.ts';
import { queueStatusMessage } from './order-messages.ts';
import { orderStatusMail } from './order-status-mails.ts';
import { awaitingConfirmation } from './order-view.ts';
import type { OrderRow, Queryable } from './orders.repository.ts';
import { parcelRefusal } from './status-rules.ts';

/** A status change asked for by an admin (PATCH /api/orders/:id/status) or by the store (the courier's tracking). */
export interface StatusChange {
  status: OrderStatus;
  note?: string | undefined;
  trackingNumber?: string | undefined;
  /** An admin's delivery made by the store itself, with `delivered` and a note (decision 012). */
  deliveredByHand?: boolean | undefined;
  /** A COD order confirmed (issue 25 item 2): how; an admin's confirmation is 'phone' unless said otherwise. */
  confirmedVia?: ConfirmedVia | undefined;
  /** Who the history names when it is not the actor: the shopper confirming or cancelling from a link. */
  by?: { id: string | null; label: string } | undefined;
}

/** Statuses that promise the goods: an online order must be paid before it reaches one of them. */
const NEEDS_PAYMENT: readonly OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered'];

/** Statuses the goods have left the store in: reaching one issues the order's invoice (if none yet). */
const DISPATCHED: readonly OrderStatus[] = ['shipped', 'delivered'];

/** Statuses a cash-on-delivery order reaches only once confirmed (issue 25 item 2: never shipped blind). */
const NEEDS_CONFIRMATION: readonly OrderStatus[] = ['processing', 'shipped', 'delivered'];

/** A change as checked: the status asked for, its note, the tracking number it sets (if new), who makes it. */
interface Move {
  next: OrderStatus;
  confirmedVia: ConfirmedVia | undefined;
  note: string | undefined;
  newTracking: string | undefined;
  byHand: boolean;
  by: { id: string | null; label: string };
  at: Date;
}

/**
 * Changes an order's status (architecture §6.9): the admin's dropdown, and the store itself (`actor` null) when
 * the courier's tracking says the parcel shipped or arrived. One transaction with the order row locked:
 * - to `cancelled`: the shopper's cancellation (`cancelInTx`): stock back, a paid online order refunded through
 *   the refund job, the cancellation mail;
 * - to `delivered`: a cash-on-delivery order's payment becomes `completed` (architecture §6.8); leaving
 *   `delivered` again (an admin correcting a mistake) puts it back to `pending`;
 * - confirmed, shipped (with the tracking number) and delivered mail the shopper;
 * - a history entry with who (the admin's name, or 'Store') and the note; the tracking number set when given;
 * - an audit entry of status, payment status and tracking number when an admin made it.
 * Refused with 409: leaving `cancelled` (stock and refunds cannot be undone), an unpaid online order moving to a
 * status that promises the goods, and, for an admin, the same status again with nothing new and a move its parcel
 * contradicts (status-rules.ts: shipped or delivered without a courier, back before dispatch while the courier has
 * it). The same status asked by the store is a no-op (courier events repeat). A same-status change with a new
 * tracking number or a note is recorded (a corrected AWB, a remark) and mails a shipped order's new tracking
 * number. An admin's `deliveredByHand` is recorded as such in the history and the audit; an admin shipping an
 * order without a tracking number ships it with its shipment's AWB.
 */
export function changeStatus(ctx: OrderContext, cancelInTx: CancelInTx) {
  const { repository, db, cache, now } = ctx;

  /** The change as it will be made, or why it is refused (409); undefined when the store repeats a status. */
  async function check(tx: Queryable, row: OrderRow, change: StatusChange, actor: SessionUser | null) {
    const next = change.status;
    const note = change.note?.trim() || undefined;
    const tracking = change.trackingNumber?.trim() || undefined;
    let newTracking = tracking !== undefined && tracking !== row.trackingNumber ? tracking : undefined;
    const label = ORDER_STATUS_LABELS[next];
    const byHand = actor !== null && change.deliveredByHand === true && next === 'delivered';

    if (row.status === 'cancelled' && next !== 'cancelled') {
      throw new ConflictError(ADMIN_ORDER_MESSAGES.leaveCancelled);
    }
    if (next === row.status && (byHand || (!newTracking && !note))) {
      if (!actor) return undefined;
      throw new ConflictError(ADMIN_ORDER_MESSAGES.sameStatus(label));
    }
    if (
      next !== row.status &&
      NEEDS_PAYMENT.includes(next) &&
      row.paymentMethod === 'razorpay' &&
      row.paymentStatus !== 'completed'
    ) {
      throw new ConflictError(ADMIN_ORDER_MESSAGES.unpaidOnline(label));
    }
    if (NEEDS_CONFIRMATION.includes(next) && awaitingConfirmation(row)) {
      throw new ConflictError(COD_MESSAGES.notConfirmed);
    }
    if (actor && next !== row.status) {
      const shipment = await liveShipmentOf(tx, row.id);
      const refusal = parcelRefusal({
        from: row.status,
        next,
        byHand,
        tracking: tracking ?? row.trackingNumber ?? undefined,
        shipment,
      });
      if (refusal) throw new ConflictError(refusal);
      if (next === 'shipped' && !tracking && shipment?.awb && shipment.awb !== row.trackingNumber) {
        newTracking = shipment.awb;
      }
    }
    const by = change.by ?? { id: actor?.id ?? null, label: actor?.name ?? STORE_LABEL };
    const confirmedVia =
      next === 'confirmed' && awaitingConfirmation(row) ? (change.confirmedVia ?? 'phone') : undefined;
    return { next, confirmedVia, note, newTracking, byHand, by, at: new Date(now()) } satisfies Move;
  }

  /** Any move but a cancellation: status (and a COD payment with delivery), history, and the shopper's mail. */
  async function move(tx: Queryable, row: OrderRow, { next, confirmedVia, note, newTracking, byHand, by, at }: Move) {
    const cod = row.paymentMethod === 'cash_on_delivery';
    // Architecture §6.8: cash on delivery is paid when delivery is recorded, and only then.
    const paymentStatus =
      cod && next === 'delivered' && row.paymentStatus === 'pending'
        ? ('completed' as const)
        : cod && row.status === 'delivered' && next !== 'delivered' && row.paymentStatus === 'completed'
          ? ('pending' as const)
          : undefined;
    const updated = await repository.setStatus(tx, row.id, {
      status: next,
      ...(paymentStatus ? { paymentStatus } : {}),
      ...(newTracking ? { trackingNumber: newTracking } : {}),
      ...(confirmedVia ? { confirmedAt: at, confirmedVia } : {}),
      updatedAt: at,
    });
    const trackingNote = newTracking ? `Tracking number: ${newTracking}` : undefined;
    const saying = byHand
      ? [deliveredByHandLabel(row.paymentMethod), note].filter(Boolean).join(': ')
      : confirmedVia
        ? [`Confirmed ${CONFIRMED_VIA_LABELS[confirmedVia]}`, note].filter(Boolean).join(': ')
        : note;
    await repository.insertHistory(tx, {
      orderId: row.id,
      status: next,
      note: [saying, trackingNote].filter(Boolean).join(' · ') || null,
      changedBy: by.id,
      changedByLabel: by.label,
      createdAt: at,
    });
    // Dispatch is the time of supply of goods (issue 24 item 4): the invoice is issued with it, once.
    const invoice = DISPATCHED.includes(next) ? await ctx.documents.issueInvoice(tx, row.id) : null;
    const view = await ctx.viewOf(tx, updated);
    const mailWorthy =
      (next !== row.status && (next === 'confirmed' || next === 'shipped' || next === 'delivered')) ||
      (next === 'shipped' && newTracking !== undefined);
    if (mailWorthy) {
      const status = next as 'confirmed' | 'shipped' | 'delivered';
      const link = ctx.orderLink(view);
      const mail = orderStatusMail({ order: view, status, note: saying, link, storeName: ctx.storeName });
      // The shipped mail attaches the invoice, by reference: the mail job reads its PDF when it sends.
      await enqueueMail(tx, status === 'shipped' && invoice ? { ...mail, documentIds: [invoice.id] } : mail, at);
      if (status !== 'confirmed') await queueStatusMessage(ctx, tx, view, status);
    }
    if (next === 'delivered' && row.status !== 'delivered') {
      // The review-request mail (modules/reviews), due a few days on; its handler sends it once per order.
      const due = new Date(at.getTime() + ctx.reviewRequestDays * 24 * 3_600_000);
      await enqueue(tx, { kind: 'review-request', payload: { orderId: row.id } }, due);
    }
    return { view, restocked: false };
  }

  /** The admin's change in the audit: status, payment status and tracking number before and after. */
  async function audit(tx: Queryable, actor: SessionUser, row: OrderRow, after: Order, done: Move) {
    const facts = (o: { orderStatus: string; paymentStatus: string; trackingNumber?: string | undefined }) => ({
      status: o.orderStatus,
      paymentStatus: o.paymentStatus,
      trackingNumber: o.trackingNumber ?? null,
    });
    const before = facts({
      orderStatus: row.status,
      paymentStatus: row.paymentStatus,
      trackingNumber: row.trackingNumber ?? undefined,
    });
    const extra = { ...(done.note ? { note: done.note } : {}), ...(done.byHand ? { deliveredByHand: true } : {}) };
    await recordAudit(
      tx,
      {
        actor,
        entity: 'order',
        entityId: row.id,
        action: 'order.status',
        before,
        after: { ...facts(after), ...extra },
      },
      done.at,
    );
  }

  /** The change inside the caller's transaction, the order row already locked (a confirmation link's claim). */
  async function inTx(tx: Queryable, row: OrderRow, change: StatusChange, actor: SessionUser | null) {
    const checked = await check(tx, row, change, actor);
    if (!checked) return { view: await ctx.viewOf(tx, row), restocked: false };
    const result =
      checked.next === 'cancelled' && row.status !== 'cancelled'
        ? await cancelInTx(tx, row, {
            by: checked.by,
            note: checked.note ? `Cancelled by the store: ${checked.note}` : 'Cancelled by the store',
            reason: checked.note ?? null,
            ...(checked.newTracking ? { trackingNumber: checked.newTracking } : {}),
          })
        : await move(tx, row, checked);
    if (actor) await audit(tx, actor, row, result.view, checked);
    return result;
  }

  const change = async (orderId: string, asked: StatusChange, actor: SessionUser | null): Promise<Order> => {
    if (!isUuid(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
    const { view, restocked } = await db.transaction(async (tx) => {
      const row = await repository.findOrder(tx, orderId, null, true);
      if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
      return inTx(tx, row, asked, actor);
    });
    // Stock given back shows In Stock on the storefront at once.
    if (restocked) cache.invalidate();
    return view;
  };
  return Object.assign(change, { inTx });
}

export type ChangeStatus = ReturnType<typeof changeStatus>;
