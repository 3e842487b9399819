import type { Order } from '@kala/contract/orders';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import type { CancelInTx } from './cancel-order.ts';
import { STORE_LABEL, type OrderContext } from './order-context.ts';
import type { Queryable } from './orders.repository.ts';
import { returnedToOriginMail } from './rto-mails.ts';

/** The status history's words for an order whose parcel came back undelivered. */
export const RTO_NOTE = 'Returned to seller (RTO)';

/**
 * The parcel came back to the store undelivered (return to origin, decision 032): the order is closed by the store in
 * one transaction with its row locked, through the one cancellation (`cancelInTx`): stock back, a cash-on-delivery
 * payment marked cancelled (no money moved), a prepaid order refunded in full through the one refund path, the credit
 * note after the invoice (decision 028), `rto_at` set and the history saying 'Returned to seller (RTO)'; then the
 * shopper's mail, and `notify` (the caller's WhatsApp/SMS message) in the same transaction.
 *
 * Once only: an order already marked returned is left as it is. An order an admin cancelled while the parcel was on
 * its way back keeps that cancellation (its stock and refund were done then); it only gains `rto_at` and the note.
 */
export function returnedToOrigin(ctx: OrderContext, cancelInTx: CancelInTx) {
  const { repository, db, cache, now } = ctx;

  return async (
    orderId: string,
    notify?: (tx: Queryable, order: Order) => Promise<void>,
  ): Promise<Order | undefined> => {
    const outcome = await db.transaction(async (tx) => {
      const row = await repository.findOrder(tx, orderId, null, true);
      if (!row || row.rtoAt) return undefined;
      const at = new Date(now());
      const by = { id: null, label: STORE_LABEL };
      if (row.status === 'cancelled') {
        const updated = await repository.setStatus(tx, row.id, { status: 'cancelled', rtoAt: at, updatedAt: at });
        await repository.insertHistory(tx, {
          orderId: row.id,
          status: 'cancelled',
          note: RTO_NOTE,
          changedBy: by.id,
          changedByLabel: by.label,
          createdAt: at,
        });
        return { view: await ctx.viewOf(tx, updated), restocked: false };
      }
      const closed = await cancelInTx(tx, row, { by, note: RTO_NOTE, reason: RTO_NOTE, returnedToOrigin: true });
      await enqueueMail(
        tx,
        returnedToOriginMail({ order: closed.view, link: ctx.orderLink(closed.view), storeName: ctx.storeName }),
        at,
      );
      await notify?.(tx, closed.view);
      return closed;
    });
    // Stock given back shows In Stock on the storefront at once.
    if (outcome?.restocked) cache.invalidate();
    return outcome?.view;
  };
}
