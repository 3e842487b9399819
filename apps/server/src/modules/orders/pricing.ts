import { withGstPaise } from '@kala/contract/gst-display';
import type { PaymentMethod } from '@kala/contract/orders';

/** A line to price: the unit price read from the catalogue (never from the client), how many, and its GST. */
export interface PricedLine {
  unitPaise: number;
  quantity: number;
  /** The piece's GST rate in percent (0 when the seller is not registered); its own or its category's. */
  ratePercent: number;
  /** A discount on the line (promotions, later), taken off before tax. The sale price is not a discount. */
  discountPaise?: number;
}

/** The courier chosen for the order, as quoted by the shipping service at this moment. */
export interface ShippingCharge {
  freightPaise: number;
  codChargesPaise: number;
  /** The zone's free-shipping threshold (spec §9): an order whose subtotal is above it ships free. */
  freeShippingAbovePaise: number;
}

export interface TaxMode {
  /** Whether the unit prices include GST (the taxable value is backed out) or GST is added on top. */
  pricesIncludeTax: boolean;
  /** Whether the delivery's state differs from the seller's (IGST); null while no address is known (the cart). */
  interState: boolean | null;
}

export interface PriceInput {
  lines: readonly PricedLine[];
  tax: TaxMode;
  /** null until the delivery PIN code and courier are known (the cart page). */
  shipping: ShippingCharge | null;
  paymentMethod: PaymentMethod | null;
  /**
   * The seller's gift-wrap price when the shopper chose it (decision 042), in the store's price mode like the goods:
   * GST inside it when prices include GST, else added on top; at the goods' highest rate (composite supply).
   */
  giftWrapPaise?: number;
}

/** A line's or a charge's GST: its taxable value and the tax, split CGST + SGST or IGST. */
export interface TaxSplit {
  taxablePaise: number;
  ratePercent: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface LineTax extends TaxSplit {
  /** unit price × quantity. */
  grossPaise: number;
  discountPaise: number;
}

export interface PriceBreakdown {
  subtotalPaise: number;
  /** Discounts taken off the lines before tax. */
  discountPaise: number;
  /** The goods' GST: added to the total, or (prices including tax) the part of the subtotal that is GST. */
  taxPaise: number;
  /** null while no courier is known. */
  shippingPaise: number | null;
  codChargesPaise: number;
  totalPaise: number;
  freeShipping: boolean;
  freeShippingAbovePaise: number | null;
  pricesIncludeTax: boolean;
  /** The goods' distinct rates, lowest first (the 'GST (5%, 18%)' label). */
  gstRates: number[];
  /** Per line, in the order given. */
  lines: LineTax[];
  /** The rate shipping and COD charges take: the goods' highest (decision 025). */
  chargesRatePercent: number;
  /** The GST inside the shipping and COD charges (quoted inclusive of GST); null while no courier is known. */
  shippingTax: TaxSplit | null;
  codTax: TaxSplit | null;
  /** What the gift wrap costs the shopper, its GST included (0 without wrap), and that GST; null without wrap. */
  giftWrapPaise: number;
  giftWrapTax: TaxSplit | null;
}

/** n / d rounded half up, for whole n ≥ 0 and d > 0, exactly (no floating-point division). */
const roundDiv = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/** A rate in hundredths of a percent, so 12.5% works in whole numbers too. */
const basisPoints = (ratePercent: number) => Math.round(ratePercent * 100);

/**
 * Splits a tax by place of supply. Inside the seller's state it is CGST + SGST, half each; an odd paisa goes to CGST
 * so the two always add up to the tax worked out once at the full rate (decision 025): the total does not move
 * between the cart (no address yet) and the order.
 */
export function splitTax(
  taxablePaise: number,
  ratePercent: number,
  taxPaise: number,
  interState: boolean | null,
): TaxSplit {
  if (interState) return { taxablePaise, ratePercent, taxPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { taxablePaise, ratePercent, taxPaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/** GST on top of a taxable value, rounded half up to the paisa (the product page's 'with GST' rounds the same). */
const taxOnTop = (taxablePaise: number, ratePercent: number) => withGstPaise(taxablePaise, ratePercent) - taxablePaise;

/** The taxable value inside an amount that includes GST, rounded half up; the tax is the rest. */
const backOut = (amountPaise: number, ratePercent: number) => {
  const taxablePaise = roundDiv(amountPaise * 10_000, 10_000 + basisPoints(ratePercent));
  return { taxablePaise, taxPaise: amountPaise - taxablePaise };
};

/**
 * Gift wrap's GST (decision 042): an ancillary of the goods in one composite supply, so at the goods' highest rate, and
 * in the goods' price mode (a price including GST has it backed out; a price excluding GST has it added on top).
 */
function giftWrapTaxOf(wrapPaise: number, ratePercent: number, tax: TaxMode): TaxSplit | null {
  if (wrapPaise <= 0) return null;
  const { taxablePaise, taxPaise } = tax.pricesIncludeTax
    ? backOut(wrapPaise, ratePercent)
    : { taxablePaise: wrapPaise, taxPaise: taxOnTop(wrapPaise, ratePercent) };
  return splitTax(taxablePaise, ratePercent, taxPaise, tax.interState);
}

/**
 * The one pricing function (issue 9, issue 24, architecture §4 and §6.1, decision 025): the cart page, the checkout
 * review, the quick-order summary and the order itself all get their numbers here, in integer paise.
 * - each line: unit price × quantity, less its discount, is the taxable value (prices excluding GST) or holds it
 *   (prices including GST: taxable = amount × 100 / (100 + rate), rounded half up, and the GST is the rest); GST at
 *   the line's rate, rounded half up per line, split CGST + SGST (same state) or IGST (another state);
 * - subtotal: the sum of unit price × quantity; GST: the sum of the lines' GST, added on top unless prices include it;
 * - shipping: the chosen courier's freight, or nothing when the subtotal is above the zone's threshold;
 * - COD charges: the courier's charge for collecting cash, only when cash on delivery is chosen (free shipping does
 *   not waive it: it pays the courier for handling cash, not for carrying the parcel);
 * - shipping and COD are quoted including GST at the goods' highest rate (composite supply), so the total a shopper
 *   sees never jumps; their GST is backed out for the tax invoice;
 * - gift wrap (decision 042): the seller's price, taxed like the goods (their price mode) at the goods' highest rate.
 */
export function priceOrder(input: PriceInput): PriceBreakdown {
  const { pricesIncludeTax, interState } = input.tax;
  const lines = input.lines.map((line): LineTax => {
    const grossPaise = line.unitPaise * line.quantity;
    const discountPaise = Math.min(line.discountPaise ?? 0, grossPaise);
    const valuePaise = grossPaise - discountPaise;
    const { taxablePaise, taxPaise } = pricesIncludeTax
      ? backOut(valuePaise, line.ratePercent)
      : { taxablePaise: valuePaise, taxPaise: taxOnTop(valuePaise, line.ratePercent) };
    return { grossPaise, discountPaise, ...splitTax(taxablePaise, line.ratePercent, taxPaise, interState) };
  });
  const sum = (pick: (line: LineTax) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const subtotalPaise = sum((l) => l.grossPaise);
  const discountPaise = sum((l) => l.discountPaise);
  const taxPaise = sum((l) => l.taxPaise);

  const shipping = input.shipping;
  // The threshold is on what the goods cost after discounts, before GST.
  const freeShipping = shipping !== null && subtotalPaise - discountPaise > shipping.freeShippingAbovePaise;
  const shippingPaise = shipping === null ? null : freeShipping ? 0 : shipping.freightPaise;
  const codChargesPaise =
    shipping !== null && input.paymentMethod === 'cash_on_delivery' ? shipping.codChargesPaise : 0;

  const chargesRatePercent = lines.reduce((highest, line) => Math.max(highest, line.ratePercent), 0);
  const chargeTax = (amountPaise: number) => {
    const { taxablePaise, taxPaise: tax } = backOut(amountPaise, chargesRatePercent);
    return splitTax(taxablePaise, chargesRatePercent, tax, interState);
  };

  const priced: PriceBreakdown = {
    subtotalPaise,
    discountPaise,
    taxPaise,
    shippingPaise,
    codChargesPaise,
    totalPaise:
      subtotalPaise - discountPaise + (pricesIncludeTax ? 0 : taxPaise) + (shippingPaise ?? 0) + codChargesPaise,
    freeShipping,
    freeShippingAbovePaise: shipping?.freeShippingAbovePaise ?? null,
    pricesIncludeTax,
    gstRates: [...new Set(lines.map((l) => l.ratePercent))].sort((a, b) => a - b),
    lines,
    chargesRatePercent,
    shippingTax: shippingPaise === null ? null : chargeTax(shippingPaise),
    codTax: shipping === null ? null : chargeTax(codChargesPaise),
    giftWrapPaise: 0,
    giftWrapTax: null,
  };
  return withGiftWrap(priced, input.giftWrapPaise ?? 0, interState);
}

/**
 * A priced order with gift wrap added (decision 042): the wrap's GST at the order's charges rate (the goods' highest)
 * in its price mode, and the charge added to the total. priceOrder ends here; the coupon pricing
 * (promotions/coupon-pricing.ts), which calls priceOrder without the wrap, adds it the same way after, so a code's
 * rules (its minimum order value) see the goods alone.
 */
export function withGiftWrap(priced: PriceBreakdown, wrapPaise: number, interState: boolean | null): PriceBreakdown {
  const tax = { pricesIncludeTax: priced.pricesIncludeTax, interState };
  const giftWrapTax = giftWrapTaxOf(wrapPaise, priced.chargesRatePercent, tax);
  if (!giftWrapTax) return priced;
  const giftWrapPaise = giftWrapTax.taxablePaise + giftWrapTax.taxPaise;
  return {
    ...priced,
    giftWrapPaise,
    giftWrapTax,
    totalPaise: priced.totalPaise - priced.giftWrapPaise + giftWrapPaise,
  };
}
