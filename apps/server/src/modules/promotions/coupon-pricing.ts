import { COUPON_MESSAGES, type Combination } from '@kala/contract/promotion-constants';
import type { PaymentMethod } from '@kala/contract/orders';
import { priceOrder, type PriceBreakdown, type ShippingCharge, type TaxMode } from '../orders/pricing.ts';
import { checkCoupon, type CouponLine, type CouponTerms, type ShopperFacts } from './coupon-rules.ts';

/** A line to price with a code: the shown (possibly sale) unit price, the usual one, and its GST rate. */
export interface QuoteLine extends CouponLine {
  /** The usual price; equal to `unitPaise` when the piece is not on sale. */
  listUnitPaise: number;
  ratePercent: number;
}

export interface CouponPricingInput {
  lines: readonly QuoteLine[];
  tax: TaxMode;
  shipping: ShippingCharge | null;
  paymentMethod: PaymentMethod | null;
  /** The gift wrap's price when chosen (decision 042), passed through to priceOrder. */
  giftWrapPaise?: number;
}

/** A code to price in: its terms, the shopper's facts, the seller's combination with sales, and the instant. */
export interface CouponChoice {
  terms: CouponTerms;
  facts: ShopperFacts;
  combination: Combination;
  now: number;
}

/** A code that is not known at all: refused with its message, nothing read. */
export interface UnknownCode {
  unknown: string;
}

export type CodeResult =
  | {
      code: string;
      couponId: string;
      applied: true;
      discountPaise: number;
      shippingWaivedPaise: number;
      freeShipping: boolean;
      /** The prices the order is priced on: the shown (sale) ones, or the usual ones (best-of chose the code). */
      basis: 'sale' | 'usual';
      totalBeforePaise: number;
    }
  | { code: string; couponId: string | null; applied: false; message: string; totalBeforePaise: number };

export interface CouponPriced {
  totals: PriceBreakdown;
  /** Each line's unit price as priced (the usual one when best-of chose the code over the sale). */
  units: number[];
  /** What the code took off each line (0 without a code). */
  lineCouponPaise: number[];
  coupon: CodeResult | null;
}

/** Lines priced at `units`, with `discounts` off before GST, and shipping made free when `freeShipping`. */
function priceAt(input: CouponPricingInput, units: number[], discounts: number[], freeShipping: boolean) {
  return priceOrder({
    lines: input.lines.map((line, i) => ({
      unitPaise: units[i]!,
      quantity: line.quantity,
      ratePercent: line.ratePercent,
      discountPaise: discounts[i]!,
    })),
    tax: input.tax,
    paymentMethod: input.paymentMethod,
    ...(input.giftWrapPaise !== undefined && { giftWrapPaise: input.giftWrapPaise }),
    // A free-shipping code is the zone's threshold passed (as prepaid-pricing.ts keeps free shipping): the freight is
    // zero, the COD charge stays (it pays for handling cash, not for carrying the parcel; pricing.ts).
    shipping: input.shipping && (freeShipping ? { ...input.shipping, freeShippingAbovePaise: -1 } : input.shipping),
  });
}

/** The code applied on lines at `units`, or why not. */
function withCode(input: CouponPricingInput, units: number[], choice: CouponChoice) {
  const lines = input.lines.map((line, i) => ({ ...line, unitPaise: units[i]! }));
  const check = checkCoupon(choice.terms, lines, choice.facts, choice.now);
  if (!check.ok) return check;
  return { ...check, totals: priceAt(input, units, check.lineDiscounts, check.freeShipping) };
}

/**
 * The one pricing function with a coupon code (issue 27, decision 040), around priceOrder: the code's discount split
 * over the eligible lines is each line's discount before GST (CGST Act s.15(3)(a)); a free-shipping code makes the
 * freight zero. With a sale on, the seller's combination decides: 'stack' applies the code on the sale prices;
 * 'best-of' prices both the sale prices without the code and the usual prices with it, and keeps the lower total
 * (the sale on a tie, so the code's use is not spent for nothing).
 */
export function priceWithCoupon(input: CouponPricingInput, choice: CouponChoice | UnknownCode | null): CouponPriced {
  const shown = input.lines.map((line) => line.unitPaise);
  const none = input.lines.map(() => 0);
  const plain = priceAt(input, shown, none, false);
  if (choice === null) return { totals: plain, units: shown, lineCouponPaise: none, coupon: null };
  const totalBeforePaise = plain.totalPaise;
  const refused = (code: string, couponId: string | null, message: string): CouponPriced => ({
    totals: plain,
    units: shown,
    lineCouponPaise: none,
    coupon: { code, couponId, applied: false, message, totalBeforePaise },
  });
  if ('unknown' in choice) return refused(choice.unknown, null, COUPON_MESSAGES.unknown);

  const onSale = input.lines.some((line) => line.listUnitPaise > line.unitPaise);
  const bestOf = onSale && choice.combination === 'best-of';
  const units = bestOf ? input.lines.map((line) => line.listUnitPaise) : shown;
  const coded = withCode(input, units, choice);
  const { code, id } = choice.terms;
  if (!coded.ok) return refused(code, id, coded.message);
  if (bestOf && coded.totals.totalPaise >= plain.totalPaise) return refused(code, id, COUPON_MESSAGES.saleIsBetter);
  const waived = input.shipping && coded.freeShipping && !plain.freeShipping ? input.shipping.freightPaise : 0;
  return {
    totals: coded.totals,
    units,
    lineCouponPaise: coded.lineDiscounts,
    coupon: {
      code,
      couponId: id,
      applied: true,
      discountPaise: coded.discountPaise,
      shippingWaivedPaise: waived,
      freeShipping: coded.freeShipping,
      basis: bestOf ? 'usual' : 'sale',
      totalBeforePaise,
    },
  };
}
