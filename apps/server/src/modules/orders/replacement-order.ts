import { randomUUID } from 'node:crypto';
import { CLAIM_MESSAGES } from '@kala/contract/claims';
import { ORDER_MESSAGES } from '@kala/contract/orders';
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { deliveryWindow } from './delivery-window.ts';
import type { OrderContext } from './order-context.ts';
import type { OrderItemRow, Queryable } from './orders.repository.ts';

/** What a replacement sends again: lines of the original order and how many pieces of each. */
export interface ReplacementAsk {
  originalOrderId: string;
  pieces: { orderItemId: string; quantity: number }[];
  /** What the idempotency key is made of: the claim that asks for it (one replacement per claim). */
  claimId: string;
  /** The first history entry's note ('Replacement for KALA-… (damaged piece)'), and who made it. */
  note: string;
  by: { id: string; label: string };
}

export interface Replacement {
  orderId: string;
  orderNumber: string;
  /** A size's count reached 0 or few: the caller refreshes the storefront's cache once its transaction commits. */
  soldOut: boolean;
}

/** Idempotency-key scope of replacement orders (one per claim, keyed by the claim's id). */
const REPLACEMENT_SCOPE = 'claim-replacement';

/**
 * A replacement order (issue 26 item 5, decision 039): a new order of some pieces of a delivered order, at no price,
 * shipped as usual. Written in the caller's transaction (the claim's, with the claim row locked), so the claim and its
 * order are made together or not at all:
 * - to the same shopper, address and courier as the original; every amount 0, the GST columns copied (place of
 *   supply, HSN code and rate) with nothing charged;
 * - no payment is taken: it is a prepaid order whose payment is complete at ₹0 (no provider payment), so the
 *   parcel is sent prepaid and the courier collects nothing; a cancellation refunds nothing;
 * - stock is taken for a size whose count is tracked (refused when too few remain: the admin refunds instead);
 * - status `confirmed`, ready for the admin's shipment, with a history entry naming the original order;
 * - the idempotency key (scope `claim-replacement`, the claim's id) makes a second one for the same claim impossible.
 * No confirmation mail: the claim's own mail tells the shopper.
 */
export function replacementOrder(ctx: OrderContext) {
  const { repository, now } = ctx;

  async function takeStock(tx: Queryable, lines: { item: OrderItemRow; quantity: number }[]) {
    const taken = new Map<string, boolean>();
    let soldOut = false;
    // Sizes locked in id order, as placing an order locks them, so the two never deadlock.
    for (const { item, quantity } of [...lines].sort((a, b) => a.item.sizeId!.localeCompare(b.item.sizeId!))) {
      const result = await repository.takeStock(tx, item.sizeId!, quantity);
      if (result.kind === 'short') {
        throw new UnprocessableError(CLAIM_MESSAGES.replacementShort(item.productName, item.sizeLabel, result.left));
      }
      // Sold out, or down to 'Only N left' (decision 038): either way the storefront's cached answer changed.
      if (result.kind === 'taken' && (result.soldOut || result.fewLeft)) soldOut = true;
      taken.set(item.id, result.kind === 'taken');
    }
    return { taken, soldOut };
  }

  return async (tx: Queryable, ask: ReplacementAsk): Promise<Replacement> => {
    const original = await repository.findOrder(tx, ask.originalOrderId, null, true);
    if (!original) throw new NotFoundError(ORDER_MESSAGES.notFound);
    if (!original.userId) throw new ConflictError(CLAIM_MESSAGES.replacementNoAccount);
    const items = await repository.itemsOf(tx, [original.id]);
    const lines = ask.pieces.map((piece) => {
      const item = items.find((i) => i.id === piece.orderItemId);
      if (!item) throw new UnprocessableError(CLAIM_MESSAGES.itemUnknown);
      if (!item.sizeId || !item.productId) {
        throw new UnprocessableError(CLAIM_MESSAGES.replacementGone(item.productName, item.sizeLabel));
      }
      return { item, quantity: piece.quantity };
    });
    const { taken, soldOut } = await takeStock(tx, lines);
    const at = new Date(now());
    const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
    const window = deliveryWindow(at, original.courierDays, pieces);
    const row = await repository.insertOrder(tx, {
      userId: original.userId,
      customerName: original.customerName,
      customerEmail: original.customerEmail,
      status: 'confirmed',
      // Prepaid at ₹0: nothing to pay, nothing for the courier to collect (shipment-parcel.ts#collectPaise).
      paymentMethod: 'razorpay',
      paymentStatus: 'completed',
      source: 'quick',
      subtotalPaise: 0,
      gstPercent: original.gstPercent,
      taxPaise: 0,
      shippingPaise: 0,
      codChargesPaise: 0,
      totalPaise: 0,
      freeShipping: true,
      shippingAddress: original.shippingAddress,
      messagingOptIn: original.messagingOptIn,
      language: original.language,
      courierId: original.courierId,
      courierName: original.courierName,
      courierDays: original.courierDays,
      shippingZone: original.shippingZone,
      estimatedDeliveryFrom: window.from,
      estimatedDeliveryTo: window.to,
      notes: ask.note,
      placeOfSupplyCode: original.placeOfSupplyCode,
      placeOfSupplyName: original.placeOfSupplyName,
      interState: original.interState,
      pricesIncludeTax: original.pricesIncludeTax,
      chargesRatePercent: original.chargesRatePercent,
      shippingTaxablePaise: 0,
      shippingTaxPaise: 0,
      codTaxablePaise: 0,
      codTaxPaise: 0,
      buyerGstin: original.buyerGstin,
      createdAt: at,
      updatedAt: at,
    });
    const newLines: OrderItemRow[] = lines.map(({ item, quantity }, position) => ({
      id: randomUUID(),
      orderId: row.id,
      productId: item.productId,
      sizeId: item.sizeId,
      productName: item.productName,
      sizeLabel: item.sizeLabel,
      image: item.image,
      unitPricePaise: 0,
      // A free replacement is not a sale's use (issue 27).
      listUnitPricePaise: null,
      saleId: null,
      saleName: null,
      quantity,
      lineTotalPaise: 0,
      hsnCode: item.hsnCode,
      gstRate: item.gstRate,
      discountPaise: 0,
      couponDiscountPaise: 0,
      taxablePaise: item.taxablePaise === null ? null : 0,
      cgstPaise: item.cgstPaise === null ? null : 0,
      sgstPaise: item.sgstPaise === null ? null : 0,
      igstPaise: item.igstPaise === null ? null : 0,
      stockTaken: taken.get(item.id) ?? false,
      position,
    }));
    const entry = { status: 'confirmed' as const, note: ask.note, changedBy: ask.by.id, changedByLabel: ask.by.label };
    const claim = { userId: original.userId, scope: REPLACEMENT_SCOPE, key: ask.claimId, orderId: row.id };
    const claimed = await repository.claimKeyAndFinish(tx, claim, newLines, { ...entry, createdAt: at }, []);
    // The claim row is locked by the caller, so this only happens if a replacement was made for it some other way.
    if (!claimed) throw new ConflictError(CLAIM_MESSAGES.closed);
    return { orderId: row.id, orderNumber: row.orderNumber, soldOut };
  };
}
