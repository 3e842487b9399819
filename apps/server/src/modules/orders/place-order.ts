import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES, type Order, type PlacedOrderInput } from '@kala/contract/orders';
import type { Locale } from '@kala/contract/locale';
import { ConflictError, UnprocessableError } from '../../lib/errors.ts';
import type { ReplaceUnpaidCartOrders } from './cancel-order.ts';
import { askToConfirm, codColumns, codPlacement, type CodPlacement } from './cod-offer.ts';
import type { RiskFactsRow } from '../cod/cod.repository.ts';
import { deliveryWindow } from './delivery-window.ts';
import type { Actor, OrderContext, ShippingFor } from './order-context.ts';
import { readOrderLines, saleLineColumns, type OrderLine } from './order-lines.ts';
import { toOrderView } from './order-view.ts';
import { withSavedGift } from '../gifting/gifting.service.ts';
import type { OrderItemRow, OrderRow, Queryable } from './orders.repository.ts';
import { cashOnDelivery, onlinePayment, type Placement } from './placement.ts';
import { lineTaxColumns, orderTaxColumns } from './tax-columns.ts';
import { codeLineColumns, codeOrderColumns, orderCode, refuseTypedCode, takeCode } from '../promotions/order-code.ts';

/** Thrown inside an order's transaction to roll it back: its idempotency key belongs to another order. */
class KeyAlreadyUsed extends Error {}

export interface Placed {
  order: Order;
  row: OrderRow;
  replayed: boolean;
}

/**
 * The quoted lines priced by the one pricing function with the coupon code (typed at checkout or saved on the cart,
 * decision 040) and the gift wrap at the seller's price now (refused when turned off, decision 042); then, for cash
 * on delivery, the risk tier and what the seller's policy makes of it (issue 25 item 3), before the transaction: a
 * withheld COD is refused in the checkout's one sentence; an accepted one may wait for confirmation.
 */
async function priceQuoted(
  ctx: OrderContext,
  user: Actor,
  input: PlacedOrderInput,
  quoted: { lines: OrderLine[]; shippingFor: ShippingFor; risk: RiskFactsRow | undefined },
  online: boolean,
) {
  const coupon = await orderCode(ctx.db, user.id, input, ctx.now());
  const giftWrapPaise = (await ctx.gifting?.wrapPricePaise(input.gift?.giftWrap)) ?? 0;
  const totals = await ctx.price(quoted.lines, input.paymentMethod, quoted.shippingFor, coupon.choice, giftWrapPaise);
  refuseTypedCode(totals.coupon, coupon.typed);
  const cod = online ? null : await codPlacement(ctx, user, input, totals, quoted.risk);
  return { totals, cod };
}

/**
 * Places an order, paid on delivery or online (`online` gives the payment window; placement.ts holds what differs):
 * 1. the lines are read (with a COD order's risk facts, in the same statement) and the courier quoted (an outside
 *    call, so outside the transaction), and priced by the one pricing function;
 * 2. one transaction: the shopper's earlier cart orders still waiting for their online payment are cancelled when this
 *    one is from the cart too (decision 018), the stock is taken, the order is written, then one statement writes its
 *    lines, claims the idempotency key with the order's id and, only if it was free, writes the first status entry,
 *    queues the follow-up job (the confirmation mail, or the payment's expiry) and, for a COD order, empties the
 *    ordered cart lines;
 * 3. a size that sold out or came back is shown so on the storefront at once.
 * Answers `replayed: true` with the existing order when the key was used before. The key is claimed last, with the
 * order's id, rather than claimed first and bound at the end: one statement fewer on every order (issue 9's
 * throughput). Two requests with one key still make one order: the second waits on the key's unique index (or on a
 * size's stock row) until the first commits, then its insert finds the key taken and its transaction rolls back,
 * stock, cancellations and all; it answers the first one's order.
 */
/** What a placing route passes: the checked body, and the storefront language of the request (issue 28). */
export type PlacingInput = PlacedOrderInput & { language?: Locale | undefined };

export function placeOrder(ctx: OrderContext, replaceUnpaidCartOrders: ReplaceUnpaidCartOrders) {
  const { repository, db, cache } = ctx;

  /** The order this key already made, if a request with it committed. */
  async function replay(user: Actor, placement: Placement, key: string): Promise<Placed | undefined> {
    const earlier = await repository.orderIdForKey(db, user.id, placement.scope, key);
    const row = earlier ? await repository.findOrder(db, earlier, user.id) : undefined;
    return row && { order: await ctx.viewOf(db, row), row, replayed: true };
  }

  /**
   * Takes the lines' pieces, sizes locked in id order so two orders of the same sizes queue instead of deadlocking.
   * Answers which sizes had stock taken and whether one sold out.
   */
  async function takeStock(tx: Queryable, lines: OrderLine[]) {
    const stockTaken = new Map<string, boolean>();
    let soldOut = false;
    for (const line of [...lines].sort((a, b) => a.sizeId.localeCompare(b.sizeId))) {
      // A made-to-order size has no count to take (and is not locked: orders of it never wait on each other).
      if (line.stock === null) continue;
      const taken = await repository.takeStock(tx, line.sizeId, line.quantity);
      if (taken.kind === 'short') {
        throw new UnprocessableError(
          taken.left === 0
            ? ORDER_MESSAGES.outOfStock(line.name, line.size)
            : ORDER_MESSAGES.notEnoughStock(line.name, line.size, taken.left),
        );
      }
      // A size that sold out, or whose few pieces left the storefront counts ('Only 2 left'), is shown anew.
      if (taken.kind === 'taken' && (taken.soldOut || taken.fewLeft)) soldOut = true;
      stockTaken.set(line.sizeId, taken.kind === 'taken');
    }
    return { stockTaken, soldOut };
  }

  /**
   * Writes the order and makes its copied lines, whole (ids included), for the order's last statement to write
   * (claimKeyAndFinish): one round trip fewer than inserting them here and reading them back (issue 25's performance
   * line). Answers the row and the lines.
   */
  async function writeOrder(
    tx: Queryable,
    user: Actor,
    input: PlacingInput,
    priced: { lines: OrderLine[]; shippingFor: ShippingFor; totals: Awaited<ReturnType<OrderContext['price']>> },
    stockTaken: Map<string, boolean>,
    placement: Placement,
    placedAt: Date,
    cod: CodPlacement | null,
  ) {
    const { lines, shippingFor, totals } = priced;
    const window = deliveryWindow(placedAt, shippingFor.courier.estimatedDeliveryDays, shippingFor.pieces);
    const row = await repository.insertOrder(tx, {
      userId: user.id,
      customerName: user.name,
      customerEmail: user.email,
      status: 'pending',
      paymentMethod: input.paymentMethod,
      // Architecture §6.8: cash on delivery is paid only when delivery is recorded.
      paymentStatus: 'pending',
      source: input.useCartItems ? 'cart' : 'quick',
      subtotalPaise: totals.subtotalPaise,
      gstPercent: totals.chargesRatePercent,
      taxPaise: totals.taxPaise,
      shippingPaise: totals.shippingPaise ?? 0,
      codChargesPaise: totals.codChargesPaise,
      totalPaise: totals.totalPaise,
      freeShipping: totals.freeShipping,
      shippingAddress: input.shippingAddress,
      messagingOptIn: input.messagingOptIn,
      language: input.language ?? 'en', // the storefront's (issue 28): its mails and messages are written in it
      courierId: shippingFor.courier.courierCompanyId,
      courierName: shippingFor.courier.courierName,
      courierDays: shippingFor.courier.estimatedDeliveryDays,
      shippingZone: shippingFor.quote.destination.zone,
      estimatedDeliveryFrom: window.from,
      estimatedDeliveryTo: window.to,
      notes: input.notes ?? null,
      paymentDueAt: placement.paymentDueAt(placedAt),
      ...codeOrderColumns(totals.coupon),
      ...orderTaxColumns(totals, input.buyerGstin),
      ...(cod && codColumns(cod, placement.confirmDueAt(placedAt))),
      createdAt: placedAt,
      updatedAt: placedAt,
    });
    const items: OrderItemRow[] = lines.map((line, position) => ({
      id: randomUUID(),
      orderId: row.id,
      productId: line.productId,
      sizeId: line.sizeId,
      productName: line.name,
      sizeLabel: line.size,
      image: line.image,
      ...saleLineColumns(line),
      quantity: line.quantity,
      // The unit price and line value as priced (the usual ones when best-of chose the coupon code; decision 040), and
      // the code's part of the line.
      ...codeLineColumns(totals, position),
      stockTaken: stockTaken.get(line.sizeId) ?? false,
      position,
      ...lineTaxColumns(totals, position),
    }));
    return { row, items };
  }

  return async (
    user: Actor,
    input: PlacingInput,
    idempotencyKey: string,
    online?: { paymentWindowMs: number },
  ): Promise<Placed> => {
    let placement = online ? onlinePayment(online.paymentWindowMs) : cashOnDelivery(ctx, null);

    // 1. The lines and the courier, priced. A request with the same key may have committed already (and emptied the
    //    cart): its order is the answer rather than this attempt's complaint about the cart it left.
    let lines: OrderLine[];
    let unpaidCartOrders: boolean;
    let risk: RiskFactsRow | undefined;
    let shippingFor: ShippingFor;
    try {
      // A COD order's risk facts come with the cart's lines (one round trip; issue 25's performance line).
      const riskParams = online ? undefined : ctx.cod.factsParams(user.id, input.shippingAddress);
      const sales = await ctx.salePricer();
      ({ lines, unpaidCartOrders, risk } = await readOrderLines(repository, db, user.id, input, riskParams, sales));
      shippingFor = await ctx.quoteFor(lines, input.shippingAddress.zipCode, input.paymentMethod, input.courierId);
    } catch (error) {
      const committed = await replay(user, placement, idempotencyKey);
      if (committed) return committed;
      throw error;
    }
    const { totals, cod } = await priceQuoted(ctx, user, input, { lines, shippingFor, risk }, online !== undefined);
    if (cod) placement = cashOnDelivery(ctx, cod.confirm);

    // 2. One transaction.
    let soldOut = false;
    let restocked = false;
    let result: Placed;
    try {
      result = await db.transaction(async (tx) => {
        // Placing the cart again (a reloaded checkout, a closed payment window) replaces the shopper's earlier cart
        // orders still waiting for their online payment: their pieces come back before this order takes stock. Only
        // when the lines' read saw some: one placed after that read is as concurrent with this order as one placed
        // after the lock would be, which no lock orders either (decision 029).
        if (input.useCartItems && unpaidCartOrders) restocked = await replaceUnpaidCartOrders(tx, user, lines);
        const taken = await takeStock(tx, lines);
        soldOut = taken.soldOut;
        const placedAt = new Date(ctx.now());
        const priced = { lines, shippingFor, totals };
        const { row, items } = await writeOrder(tx, user, input, priced, taken.stockTaken, placement, placedAt, cod);
        // The code's use, taken in this transaction (the cap holds under concurrency; rolled back with the order).
        await takeCode(tx, totals.coupon, { orderId: row.id, userId: user.id, at: placedAt }, placement, input);
        const placedEntry = {
          status: 'pending' as const,
          note: placement.firstNote,
          changedBy: user.id,
          changedByLabel: 'Customer',
          createdAt: placedAt,
        };
        const history = [{ ...placedEntry, id: '', orderId: row.id, seq: 0 }];
        const view = toOrderView(row, items, history, { attempts: [], refunds: [] }, ctx.now());
        // A gift order's gift, written beside the order (decision 042).
        const order = await withSavedGift(ctx.gifting, tx, view, input.gift, totals);
        const claim = { userId: user.id, scope: placement.scope, key: idempotencyKey, orderId: row.id };
        const emptyCart =
          placement.emptiesCart && input.useCartItems ? { sizeIds: lines.map((line) => line.sizeId) } : undefined;
        const followUp = placement.followUp(order, placedAt);
        const claimed = await repository.claimKeyAndFinish(tx, claim, items, placedEntry, followUp, emptyCart);
        if (!claimed) throw new KeyAlreadyUsed();
        // The confirmation's WhatsApp/SMS message, for a shopper who opted in (their orders alone pay for it).
        if (cod) await askToConfirm(ctx, tx, order, placement.confirmDueAt(placedAt), cod);
        return { order, row, replayed: false };
      });
    } catch (error) {
      // Another request with this key got there first (it committed while this one waited on the key or on a
      // size's stock): answer its order, whatever stopped this attempt.
      const committed = await replay(user, placement, idempotencyKey);
      if (committed) return committed;
      if (error instanceof KeyAlreadyUsed) throw new ConflictError(ORDER_MESSAGES.placeFailed);
      throw error;
    }
    // 3. A size that sold out (or came back) shows Out of Stock (or In Stock) on the storefront at once.
    if (soldOut || restocked) cache.invalidate();
    return result;
  };
}
