import { eq } from 'drizzle-orm';
import { orderGifts } from '../../db/schema/index.ts';
import type { Queryable } from './shipments.repository.ts';

/**
 * A gift order's gift (issue 27 item 3, decision 042), as the parcel needs it: the courier calls and hands the parcel
 * to the recipient, and the paperwork inside shows the message and, with hidden prices, no price. Undefined for an
 * order that is not a gift.
 */
export async function giftOfOrder(q: Queryable, orderId: string) {
  const [row] = await q
    .select({
      message: orderGifts.message,
      giftWrap: orderGifts.giftWrap,
      recipientName: orderGifts.recipientName,
      recipientPhone: orderGifts.recipientPhone,
      hidePrices: orderGifts.hidePrices,
    })
    .from(orderGifts)
    .where(eq(orderGifts.orderId, orderId));
  return row;
}

export type ParcelGift = NonNullable<Awaited<ReturnType<typeof giftOfOrder>>>;
