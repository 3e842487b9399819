import type { DeliveryEstimate, DeliveryEstimateQuery } from '@kala/contract/delivery-estimate';

/** One size's shipping as structured data states it: the charge in rupees and the days, handling and transit. */
export interface OfferShipping {
  rate: number;
  handlingDays: { min: number; max: number };
  transitDays: { min: number; max: number };
}

/**
 * What a product page's structured data says of shipping one size (issue 26 item 3): the promise for one PIN code
 * (STRUCTURED_DATA_PINCODE), as the estimate answers it (from its cache). Undefined when that PIN code is not served,
 * or the piece is gone, or the courier service cannot be asked: the page then goes without, rather than fail.
 */
export function offerShippingFrom(estimateJson: (query: DeliveryEstimateQuery) => Promise<string>) {
  return async function offerShipping(pin: string, productId: string, sizeId: string) {
    try {
      const answer = JSON.parse(await estimateJson({ pin, productId, sizeId })) as { data: DeliveryEstimate };
      const { estimate, shipping } = answer.data;
      if (!answer.data.deliverable || !estimate || !shipping) return undefined;
      return {
        rate: shipping.freeForThisPiece ? 0 : shipping.charge,
        handlingDays: estimate.handlingDays,
        transitDays: estimate.transitDays,
      } satisfies OfferShipping;
    } catch {
      return undefined;
    }
  };
}
