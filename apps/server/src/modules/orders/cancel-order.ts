import { ORDER_MESSAGES, type CancelOrderInput, type Order } from '@kala/contract/orders';
import { enqueue } from '../../jobs/outbox.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import { nextLatePaymentCheck } from '../payments/late-payments.ts';
import { STORE_LABEL, type Actor, type OrderContext } from './order-context.ts';
import type { OrderLine } from './order-lines.ts';
import { queueConfirmationMessage, queueStatusMessage } from './order-messages.ts';
import { orderCancelledMail } from './order-mails.ts';
import { canCancel } from './order-view.ts';
import type { OrderRow, Queryable } from './orders.repository.ts';
import { advanceHeldOnline } from './refund-rules.ts';
import { refundWhatIsLeft } from './refunds.ts';
import { releaseUse } from '../promotions/coupons.repository.ts';

/** The reason recorded on an unpaid online order that the shopper's new order from the cart replaced. */
const REPLACED_REASON = 'Replaced by a new order';

/** Who cancels and why, as the history, the order row and the refund record it. */
export interface Cancellation {
  by: { id: string | null; label: string };
  note: string;
  reason: string | null;
  trackingNumber?: string;
  /**
   * The parcel came back undelivered (RTO, decision 032): `rto_at` is set, and the caller tells the shopper with its
   * own mail instead of the cancellation's.
   */
  returnedToOrigin?: boolean;
  /** A COD order cancelled because it was not confirmed in time (issue 25): its own message says so. */
  unconfirmed?: boolean;
}

/**
 * Cancelling an order, by the shopper, the store (an admin, the payment expiry) or a new order from the cart that
 * replaces an unpaid one. Each is one transaction around `cancelInTx`.
 */
export function createCancellation(ctx: OrderContext) {
  const { repository, db, cache, now } = ctx;

  /**
   * The cancellation itself, shared by the shopper and the store: status, history, stock back, a refund asked for
   * when the order was paid online (the refund job sends it), the payment marked cancelled when none was taken, the
   * provider asked again later when a payment order had been opened (a late UPI authorisation), and the mail queued.
   */
  async function cancelInTx(tx: Queryable, row: OrderRow, change: Cancellation) {
    const at = new Date(now());
    // A COD order's advance paid online goes back too (decision 033), but not when the parcel came back refused
    // (return to origin): the advance is there to cover that trip's both-way shipping.
    const paid =
      (row.paymentStatus === 'completed' && row.paymentMethod === 'razorpay' && row.providerPaymentId) ||
      (advanceHeldOnline(row) && !change.returnedToOrigin);
    const updated = await repository.setStatus(tx, row.id, {
      status: 'cancelled',
      cancelReason: change.reason,
      ...(change.trackingNumber ? { trackingNumber: change.trackingNumber } : {}),
      ...(change.returnedToOrigin ? { rtoAt: at } : {}),
      // No money moved (cash on delivery, or an online payment never made): the payment is cancelled, not "pending".
      ...(row.paymentStatus === 'pending' || row.paymentStatus === 'failed'
        ? { paymentStatus: 'cancelled' as const }
        : {}),
      updatedAt: at,
    });
    await repository.insertHistory(tx, {
      orderId: row.id,
      status: 'cancelled',
      note: change.note,
      changedBy: change.by.id,
      changedByLabel: change.by.label,
      createdAt: at,
    });
    const restocked = await giveBackStock(tx, row);
    // A coupon code's use comes back with the order (issue 27): it no longer counts for the cap or the shopper.
    await releaseUse(tx, row.id, at);
    if (paid) {
      // What the owner refunded of it before stays refunded; the rest goes back now.
      await refundWhatIsLeft(ctx, tx, row, change.note, at);
    } else if (row.providerOrderId && !advanceHeldOnline(row)) {
      // A payment order was opened (an online order's, or a COD order's advance or prepayment, decision 033), so a
      // late UPI authorisation may still come: the provider is asked again.
      const payload = { orderId: row.id, cancelledAt: at.toISOString(), checks: 0 };
      await enqueue(tx, { kind: 'payment-late-check', payload }, nextLatePaymentCheck(at, 0)!);
    }
    const view = await ctx.viewOf(tx, updated);
    if (!change.returnedToOrigin) {
      await enqueueMail(
        tx,
        orderCancelledMail({ order: view, link: ctx.orderLink(view), storeName: ctx.storeName }),
        at,
      );
      if (change.unconfirmed) await queueConfirmationMessage(ctx, tx, view, 'lapsed');
      else await queueStatusMessage(ctx, tx, view, 'cancelled');
    }
    // After dispatch the invoice stands: a credit note reverses what it has not reversed yet (issue 24 item 5).
    await ctx.documents.issueCreditNote(tx, row.id, { reason: change.reason ?? change.note });
    return { view, restocked };
  }

  /**
   * The order's pieces back on the shelf; answers whether any came back. Sizes in id order, the order in which placing
   * an order takes them: a cancellation locking them in line order deadlocked with a new order of the same sizes (one
   * of the two then failed with a 500).
   */
  async function giveBackStock(tx: Queryable, row: OrderRow): Promise<boolean> {
    const items = (await repository.itemsOf(tx, [row.id])).sort((a, b) =>
      (a.sizeId ?? '').localeCompare(b.sizeId ?? ''),
    );
    let restocked = false;
    for (const item of items) {
      if (item.stockTaken && item.sizeId && (await repository.giveBackStock(tx, item.sizeId, item.quantity))) {
        restocked = true;
      }
    }
    return restocked;
  }

  return {
    cancelInTx,

    /**
     * Cancels, as the shopper, their online orders from the cart still waiting for their payment, inside the new
     * order's transaction and before it takes stock; answers whether stock came back. Their rows are locked first,
     * so a payment confirmed meanwhile either wins (the order is paid and not replaced) or finds the order cancelled
     * and is refunded (confirmPayment). Every size given back or about to be taken is locked in id order before any
     * of them changes, so this cannot deadlock with another order of the same sizes. If the new order then fails
     * (stock, or its idempotency key names an earlier order: a replay), the cancellations roll back with it.
     */
    async replaceUnpaidCartOrders(tx: Queryable, user: Actor, lines: OrderLine[]): Promise<boolean> {
      const unpaid = await repository.lockUnpaidCartOrders(tx, user.id);
      if (unpaid.length === 0) return false;
      const items = await repository.itemsOf(
        tx,
        unpaid.map((row) => row.id),
      );
      // Made-to-order sizes have no count to give back or take, and stay unlocked.
      const givenBack = items.flatMap((item) => (item.stockTaken && item.sizeId ? [item.sizeId] : []));
      const taken = lines.flatMap((line) => (line.stock === null ? [] : [line.sizeId]));
      await repository.lockSizes(tx, [...new Set([...givenBack, ...taken])]);
      let restocked = false;
      for (const row of unpaid) {
        const cancelled = await cancelInTx(tx, row, {
          by: { id: user.id, label: 'Customer' },
          note: `Cancelled by the customer: ${REPLACED_REASON}`,
          reason: REPLACED_REASON,
        });
        restocked ||= cancelled.restocked;
      }
      return restocked;
    },

    /**
     * The shopper cancels their order (spec §4, architecture §6.7): while pending, confirmed or processing and within
     * the window. One transaction: status, history with the reason, the stock given back, a refund asked for when it
     * was paid online, the mail queued.
     */
    async cancel(user: Actor, orderId: string, input: CancelOrderInput): Promise<Order> {
      if (!isUuid(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
      const { view, restocked } = await db.transaction(async (tx) => {
        const row = await repository.findOrder(tx, orderId, user.id, true);
        if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
        if (!canCancel(row, now())) {
          throw new ConflictError(
            ['pending', 'confirmed', 'processing'].includes(row.status)
              ? ORDER_MESSAGES.cancelWindowOver
              : ORDER_MESSAGES.cannotCancelStatus(row.status),
          );
        }
        const reason = input.reason ?? null;
        return cancelInTx(tx, row, {
          by: { id: user.id, label: 'Customer' },
          note: reason ? `Cancelled by the customer: ${reason}` : 'Cancelled by the customer',
          reason,
        });
      });
      if (restocked) cache.invalidate();
      return view;
    },

    /**
     * Gives up on an online order whose payment never came (the payment-expiry job, after the provider was asked):
     * cancelled by the store, stock back, the shopper told. Nothing happens to an order paid or cancelled meanwhile.
     */
    async expireUnpaid(orderId: string): Promise<Order | undefined> {
      const result = await db.transaction(async (tx) => {
        const row = await repository.findOrder(tx, orderId, null, true);
        if (!row || row.status === 'cancelled' || row.paymentStatus === 'completed') return undefined;
        return cancelInTx(tx, row, {
          by: { id: null, label: STORE_LABEL },
          note: 'Cancelled: the online payment was not received within the payment window',
          reason: 'Payment not received',
        });
      });
      if (result?.restocked) cache.invalidate();
      return result?.view;
    },
  };
}

export type CancelInTx = ReturnType<typeof createCancellation>['cancelInTx'];
export type ReplaceUnpaidCartOrders = ReturnType<typeof createCancellation>['replaceUnpaidCartOrders'];
