import { COD_PAYMENT_MESSAGES, type CodPaymentOffer, type CodPaymentPurpose } from '@kala/contract/cod-payments';
import { toRupees } from '@kala/contract/money';
import { ORDER_MESSAGES } from '@kala/contract/orders';
import { enqueue } from '../../jobs/outbox.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { nextLatePaymentCheck } from '../payments/late-payments.ts';
import type { ChangeStatus } from './change-status.ts';
import { codPaymentQueries } from './cod-payments.repository.ts';
import type { OrderContext } from './order-context.ts';
import { confirmLinkOrThrow } from './order-links.ts';
import type { ProviderPaymentFacts } from './order-payments.ts';
import { awaitingConfirmation } from './order-view.ts';
import type { OrderRow, Queryable } from './orders.repository.ts';
import { prepaidPricing, type PrepaidPricing } from './prepaid-pricing.ts';
import { requestRefund } from './refunds.ts';
import { lineTaxColumns, orderTaxColumns } from './tax-columns.ts';

/** Records the advance and confirms the order: the rest is collected in cash (shipments/shipment-parcel.ts). */
async function recordAdvance(
  ctx: OrderContext,
  change: ChangeStatus,
  tx: Queryable,
  row: OrderRow,
  paymentId: string,
  by: { id: string | null; label: string },
) {
  const updated = await codPaymentQueries.markAdvancePaid(tx, row.id, paymentId, new Date(ctx.now()));
  const note = COD_PAYMENT_MESSAGES.advanceNote(toRupees(row.codAdvancePaise));
  await change.inTx(tx, updated, { status: 'confirmed', confirmedVia: 'payment', note, by }, null);
}

/**
 * The order becomes prepaid, as re-priced by the one pricing function (prepaid-pricing.ts): method, payment, the
 * discount, amounts and GST columns of the order and its lines (so the invoice issued at dispatch carries the
 * discount), confirmed by payment. The caller's transaction records the payment in the same breath.
 */
async function convert(
  ctx: OrderContext,
  change: ChangeStatus,
  tx: Queryable,
  row: OrderRow,
  paymentId: string,
  { totals, items, discountPaise }: PrepaidPricing,
  by: { id: string | null; label: string },
) {
  const at = new Date(ctx.now());
  const placeOfSupply =
    row.placeOfSupplyCode && row.placeOfSupplyName
      ? { code: row.placeOfSupplyCode, name: row.placeOfSupplyName }
      : null;
  const priced = {
    ...totals,
    hsnCodes: items.map((i) => i.hsnCode ?? ''),
    placeOfSupply,
    interState: row.interState,
  };
  const updated = await codPaymentQueries.convertToPrepaid(tx, row.id, {
    paymentMethod: 'razorpay',
    paymentStatus: 'completed',
    providerPaymentId: paymentId,
    gstPercent: totals.chargesRatePercent,
    taxPaise: totals.taxPaise,
    shippingPaise: totals.shippingPaise ?? 0,
    codChargesPaise: totals.codChargesPaise,
    totalPaise: totals.totalPaise,
    ...orderTaxColumns(priced, row.buyerGstin ?? undefined),
    convertedToPrepaidAt: at,
    prepaidDiscountPaise: discountPaise,
    confirmedAt: at,
    confirmedVia: 'payment',
    updatedAt: at,
  });
  for (const [position, item] of items.entries()) {
    // The HSN code stays as placed (an older line may have none).
    await codPaymentQueries.setLineTax(tx, item, { ...lineTaxColumns(priced, position), hsnCode: item.hsnCode });
  }
  const note = COD_PAYMENT_MESSAGES.convertedNote(toRupees(row.totalPaise - totals.totalPaise));
  await change.inTx(tx, updated, { status: 'confirmed', note, by }, null);
}

/** What a payment for a COD order came to: the advance or the conversion recorded, or why not. */
export type CodSettlement = 'advance-paid' | 'converted' | 'already' | 'refunding' | 'amount-changed' | 'mismatch';

/**
 * Paying online for a cash-on-delivery order (issue 25 items 3 and 4, decision 033), the orders side: what may be
 * paid (the advance, or the whole order with the seller's prepaid discount), and the one settlement of a payment the
 * provider confirmed, under the order's row lock, so verify and the webhook reporting one payment record it once.
 * Only an order still awaiting its confirmation may be paid so, and either payment confirms it: an order therefore
 * takes one online payment at most (a second, or one arriving after the order stopped waiting, is refunded).
 */
export function codPayments(ctx: OrderContext, change: ChangeStatus) {
  const { repository, db, now } = ctx;

  /** The order of a COD confirmation link (order-links.ts): 404 for a link not signed here, 410 once expired. */
  const linkOrder = (token: string): string => confirmLinkOrThrow(ctx.links, token, now()).orderId;

  /** The order, the shopper's own when `userId` is given (another's is 404). */
  async function load(q: Queryable, orderId: string, userId: string | null, lock = false): Promise<OrderRow> {
    const row = isUuid(orderId) ? await repository.findOrder(q, orderId, userId, lock) : undefined;
    if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
    return row;
  }

  /** The order paid online instead, with the seller's prepaid discount as the policy says now. */
  async function prepaidOf(q: Queryable, row: OrderRow): Promise<PrepaidPricing> {
    const items = await repository.itemsOf(q, [row.id]);
    const discount = ctx.cod.prepaidDiscountPaise(await ctx.cod.policy(), row.subtotalPaise);
    // A gift's wrap keeps the price it was placed with (in the order's price mode: GST inside or on top).
    const gift = await ctx.gifting?.giftsOf(q, [row.id]);
    const wrap = gift?.[0] ? (row.pricesIncludeTax ? gift[0].wrapPaise : gift[0].wrapTaxablePaise) : 0;
    return prepaidPricing(row, items, discount, wrap);
  }

  /** Why the order cannot be paid online now; null while it awaits its confirmation. */
  function unavailable(row: OrderRow): string | null {
    if (row.status === 'cancelled') return COD_PAYMENT_MESSAGES.cancelled;
    if (row.paymentMethod !== 'cash_on_delivery') return COD_PAYMENT_MESSAGES.notCod;
    return awaitingConfirmation(row) ? null : COD_PAYMENT_MESSAGES.notAwaiting;
  }

  /**
   * An advance is due while unpaid and below what paying the whole order online costs (else paying the whole order
   * is the cheaper way to confirm it, and the one offered): so an amount paid names its purpose unambiguously.
   */
  const advanceDue = (row: OrderRow, prepaidPaise: number) =>
    row.codAdvancePaise > 0 && row.advancePaidAt === null && row.codAdvancePaise < prepaidPaise;

  async function offerOf(q: Queryable, row: OrderRow): Promise<CodPaymentOffer> {
    const total = row.totalPaise;
    const paid =
      row.status === 'cancelled'
        ? null
        : row.convertedToPrepaidAt
          ? { kind: 'prepay' as const, online: toRupees(total), toPayOnDelivery: 0 }
          : row.advancePaidAt
            ? {
                kind: 'advance' as const,
                online: toRupees(row.codAdvancePaise),
                toPayOnDelivery: toRupees(total - row.codAdvancePaise),
              }
            : null;
    const why = paid ? null : unavailable(row);
    let advance: CodPaymentOffer['advance'] = null;
    let prepay: CodPaymentOffer['prepay'] = null;
    if (!paid && !why) {
      const { totals, discountPaise } = await prepaidOf(q, row);
      prepay = {
        amount: toRupees(totals.totalPaise),
        discount: toRupees(discountPaise),
        saving: toRupees(total - totals.totalPaise),
      };
      if (advanceDue(row, totals.totalPaise)) {
        advance = { amount: toRupees(row.codAdvancePaise), toPayOnDelivery: toRupees(total - row.codAdvancePaise) };
      }
    }
    return {
      orderId: row.id,
      orderNumber: row.orderNumber,
      total: toRupees(total),
      advance,
      prepay,
      paid,
      unavailable: why,
    };
  }

  return {
    linkOrder,

    /** GET: what the order may be paid online now (the shopper's own, or the link's order with `userId` null). */
    async offer(orderId: string, userId: string | null): Promise<CodPaymentOffer> {
      return offerOf(db, await load(db, orderId, userId));
    },

    /** What to open a payment order for: the advance, or the whole order re-priced; 409 when it cannot be paid. */
    async prepare(orderId: string, userId: string | null, purpose: CodPaymentPurpose) {
      const row = await load(db, orderId, userId);
      const why = unavailable(row);
      if (why) throw new ConflictError(why);
      const { totals } = await prepaidOf(db, row);
      if (purpose === 'prepay') return { row, amountPaise: totals.totalPaise };
      if (!advanceDue(row, totals.totalPaise)) throw new ConflictError(COD_PAYMENT_MESSAGES.noAdvance);
      return { row, amountPaise: row.codAdvancePaise };
    },

    /**
     * Keeps the provider's payment order as the order's current one. One replaced (the shopper opened the other
     * purpose, or tried again) may still be paid late (a UPI approval): the provider is asked about it on the late
     * payments' schedule (`cod-payment-check`), and what it took is settled (refunded if the order took another).
     */
    async attachProviderOrder(orderId: string, providerOrderId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await load(tx, orderId, null, true);
        const why = unavailable(row);
        if (why) throw new ConflictError(why);
        if (row.providerOrderId && row.providerOrderId !== providerOrderId) {
          const at = new Date(now());
          const payload = { orderId, providerOrderId: row.providerOrderId, since: at.toISOString(), checks: 0 };
          await enqueue(tx, { kind: 'cod-payment-check', payload }, nextLatePaymentCheck(at, 0)!);
        }
        await codPaymentQueries.setProviderOrder(tx, orderId, providerOrderId);
      });
    },

    /**
     * A payment the provider confirmed for one of the order's payment orders (verify, the webhook, the check of a
     * replaced payment order: `replaced` says the payment order is known to be this order's though no longer its
     * current one). Once, under the row lock: the advance (its amount) or the conversion (the re-priced total), the
     * order confirmed; a payment the order cannot take (no longer awaiting, or an amount that matches neither,
     * the discount having changed) is refunded through the one refund path, once.
     */
    async settle(
      orderId: string,
      payment: ProviderPaymentFacts,
      by: string,
      options: { replaced?: boolean } = {},
    ): Promise<CodSettlement> {
      return db.transaction(async (tx) => {
        const row = await repository.findOrder(tx, orderId, null, true);
        if (!row || payment.currency !== 'INR') return 'mismatch';
        if (!options.replaced && row.providerOrderId !== payment.providerOrderId) return 'mismatch';
        if (row.providerPaymentId === payment.id) return 'already';
        const at = new Date(now());
        await repository.recordAttempt(tx, {
          orderId: row.id,
          providerPaymentId: payment.id,
          outcome: 'captured',
          createdAt: at,
        });
        const refund = async <T extends CodSettlement>(reason: string, answer: T): Promise<T> => {
          if (!(await repository.isRefunding(tx, row.id, payment.id))) {
            const ask = { amountPaise: payment.amountPaise, reason, providerPaymentId: payment.id };
            await requestRefund(ctx, tx, row, ask, at);
          }
          return answer;
        };
        if (unavailable(row)) return refund('Paid when the order could no longer take it', 'refunding');
        const who = by === 'Customer' ? { id: row.userId, label: by } : { id: null, label: by };
        const prepaid = await prepaidOf(tx, row);
        if (payment.amountPaise === row.codAdvancePaise && advanceDue(row, prepaid.totals.totalPaise)) {
          await recordAdvance(ctx, change, tx, row, payment.id, who);
          return 'advance-paid';
        }
        if (payment.amountPaise === prepaid.totals.totalPaise) {
          await convert(ctx, change, tx, row, payment.id, prepaid, who);
          return 'converted';
        }
        return refund('The amount paid did not match the order', 'amount-changed');
      });
    },
  };
}

export type CodPayments = ReturnType<typeof codPayments>;
