import { createCancellation } from './cancel-order.ts';
import { changeStatus } from './change-status.ts';
import { codConfirmation } from './cod-confirmation.ts';
import { codOffer } from './cod-offer.ts';
import { codPayments } from './cod-payments.ts';
import { createOrderContext, type OrdersServiceOptions } from './order-context.ts';
import { orderPayments } from './order-payments.ts';
import { orderReads } from './order-reads.ts';
import { placeOrder } from './place-order.ts';
import { previewOrder } from './preview-order.ts';
import { refundPart } from './refund-part.ts';
import { replacementOrder } from './replacement-order.ts';
import { returnedToOrigin } from './return-to-origin.ts';

export { STORE_LABEL, type Actor, type OrdersServiceOptions, type ShippingQuoter } from './order-context.ts';
export type { StatusChange } from './change-status.ts';

/**
 * Orders (issue 9, decisions 007, 012 and 018): the order core, composed from its pieces, each in its own file:
 * - `preview-order.ts`: pricing a checkout without writing anything;
 * - `place-order.ts` with `placement.ts`: placing, one `place` with cash on delivery and online payment as its two
 *   strategies;
 * - `cancel-order.ts`: cancelling, by the shopper, the store, the payment's expiry or a replacing cart order;
 * - `change-status.ts` with `status-rules.ts`: the one status change, the admin's and the courier's;
 * - `cod-confirmation.ts`: a COD order's confirmation (link, order page, phone), reminder and lapse (issue 25);
 * - `order-payments.ts` and `refunds.ts`: what the payments module reads and writes of an order, the one
 *   confirmation of a payment and the one refund path;
 * - `refund-part.ts` with `refund-rules.ts`: the owner's refund of a line or an amount, through that path;
 * - `order-reads.ts`: the shopper's lists and views.
 * Every amount comes from priceOrder (pricing.ts) with the lines read from the catalogue and the courier quoted again
 * (`order-context.ts`, which every piece shares).
 */
export function createOrdersService(options: OrdersServiceOptions) {
  const ctx = createOrderContext(options);
  const cancellation = createCancellation(ctx);
  const change = changeStatus(ctx, cancellation.cancelInTx);
  return {
    preview: previewOrder(ctx),
    codOffer: codOffer(ctx),
    place: placeOrder(ctx, cancellation.replaceUnpaidCartOrders),
    ...orderReads(ctx),
    cancel: cancellation.cancel,
    expireUnpaid: cancellation.expireUnpaid,
    changeStatus: change,
    codConfirmation: codConfirmation(ctx, change, cancellation.cancelInTx),
    codPayments: codPayments(ctx, change),
    ...orderPayments(ctx),
    refundPart: refundPart(ctx),
    /** A damage claim's replacement: a zero-price order of the pieces, in the claim's transaction (decision 039). */
    placeReplacement: replacementOrder(ctx),
    returnedToOrigin: returnedToOrigin(ctx, cancellation.cancelInTx),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
