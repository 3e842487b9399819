import { toPaise, toRupees } from '@kala/contract/money';
import { ORDER_MESSAGES, type Order } from '@kala/contract/orders';
import { REFUND_MESSAGES, type RefundRequest } from '@kala/contract/refunds';
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { OrderContext } from './order-context.ts';
import type { OrderItemRow, OrderRow, Queryable, RefundRow } from './orders.repository.ts';
import { orderRefundMail } from './refund-mails.ts';
import { lineRefundPaise, paidPaise, refundablePaise, refundedPieces } from './refund-rules.ts';
import { requestRefund, type RefundAsk } from './refunds.ts';

export interface PartRefundResult {
  order: Order;
  amountPaise: number;
  /** The Idempotency-Key named a refund already made: nothing new was done. */
  replayed: boolean;
}

/** Whether a refund made under a key is the one asked for again (the same key for another refund is refused). */
function sameAsk(earlier: RefundRow, input: RefundRequest): boolean {
  const what =
    input.amount !== undefined
      ? earlier.orderItemId === null && earlier.amountPaise === toPaise(input.amount)
      : earlier.orderItemId === input.orderItemId && earlier.quantity === (input.quantity ?? 1);
  return what && earlier.reason === input.reason;
}

/** The amount a request asks for: a line's pieces with their GST, or the amount given; refused when it cannot be. */
function askOf(row: OrderRow, items: OrderItemRow[], refunds: RefundRow[], input: RefundRequest): RefundAsk {
  if (input.amount !== undefined) return { amountPaise: toPaise(input.amount), reason: input.reason };
  const item = items.find((i) => i.id === input.orderItemId);
  if (!item) throw new UnprocessableError(REFUND_MESSAGES.line);
  const quantity = input.quantity ?? 1;
  const left = item.quantity - refundedPieces(row, item.id, refunds);
  if (quantity > left) throw new ConflictError(REFUND_MESSAGES.overQuantity(left));
  return {
    amountPaise: lineRefundPaise(row, items, refunds, item, quantity),
    reason: input.reason,
    line: { orderItemId: item.id, quantity },
  };
}

/**
 * The owner refunds part of an order (issue 30, decision 024): a line (some of its pieces, with their GST as the
 * order was priced) or an amount, with a reason, through the one refund path (refunds.ts). One transaction with the
 * order row locked: the check that the refunds of its payment (requested, pending and processed) stay within what was
 * paid and the refund's insert cannot interleave with another refund or a cancellation. The shopper is mailed and
 * the admin's write audited in the same transaction. An Idempotency-Key already used on the order answers the
 * refund it made.
 */
export function refundPart(ctx: OrderContext) {
  const { repository, db, now } = ctx;

  async function refundInTx(tx: Queryable, row: OrderRow, input: RefundRequest, actor: SessionUser, key?: string) {
    if (key) {
      const earlier = await repository.refundByKey(tx, row.id, key);
      if (earlier && !sameAsk(earlier, input)) throw new UnprocessableError(REFUND_MESSAGES.keyReused);
      if (earlier) return { order: await ctx.viewOf(tx, row), amountPaise: earlier.amountPaise, replayed: true };
    }
    const items = await repository.itemsOf(tx, [row.id]);
    const refunds = await repository.refundsOf(tx, [row.id]);
    const ask = { ...askOf(row, items, refunds, input), idempotencyKey: key };
    const left = refundablePaise(row, refunds);
    if (left === 0) throw new ConflictError(REFUND_MESSAGES.nothingLeft);
    if (ask.amountPaise > left) throw new ConflictError(REFUND_MESSAGES.overCap(toRupees(left)));
    const at = new Date(now());
    const refund = await requestRefund(ctx, tx, row, ask, at);
    const updated = (await repository.findOrder(tx, row.id, null)) ?? row;
    const order = await ctx.viewOf(tx, updated);
    await recordAudit(
      tx,
      {
        actor,
        entity: 'order',
        entityId: row.id,
        action: 'order.refund',
        before: { paymentStatus: row.paymentStatus, refunded: toRupees(paidPaise(row) - left) },
        after: {
          paymentStatus: updated.paymentStatus,
          refunded: toRupees(paidPaise(row) - left + refund.amountPaise),
          amount: toRupees(refund.amountPaise),
          method: refund.method,
          reason: refund.reason,
          ...(ask.line ? { orderItemId: ask.line.orderItemId, quantity: ask.line.quantity } : {}),
        },
      },
      at,
    );
    const mail = { order, refund, link: ctx.orderLink(order), storeName: ctx.storeName };
    await enqueueMail(tx, orderRefundMail(mail), at);
    // A refund after the invoice is credited: the line's pieces with their tax, or the amount apportioned (028).
    await ctx.documents.issueCreditNote(tx, row.id, {
      reason: `Refund: ${refund.reason}`,
      refundId: refund.id,
      ...(ask.line ? { line: ask.line } : { amountPaise: refund.amountPaise }),
    });
    return { order, amountPaise: refund.amountPaise, replayed: false };
  }

  /** The refund inside the caller's transaction (a damage claim's approval, decision 039), the order row locked here. */
  async function inTx(
    tx: Queryable,
    orderId: string,
    input: RefundRequest,
    actor: SessionUser,
    idempotencyKey?: string,
  ): Promise<PartRefundResult> {
    const row = isUuid(orderId) ? await repository.findOrder(tx, orderId, null, true) : undefined;
    if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
    if (paidPaise(row) === 0) throw new UnprocessableError(REFUND_MESSAGES.unpaid);
    return refundInTx(tx, row, input, actor, idempotencyKey);
  }

  const refund = async (
    orderId: string,
    input: RefundRequest,
    actor: SessionUser,
    idempotencyKey?: string,
  ): Promise<PartRefundResult> => {
    if (!isUuid(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
    return db.transaction((tx) => inTx(tx, orderId, input, actor, idempotencyKey));
  };
  return Object.assign(refund, { inTx });
}
