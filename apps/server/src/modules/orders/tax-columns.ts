import type { OrderContext } from './order-context.ts';

/** The coupon's parts of the pricing are not GST columns (a re-priced COD order has none of them). */
type Priced = Omit<Awaited<ReturnType<OrderContext['price']>>, 'units' | 'lineCouponPaise' | 'coupon'>;

/**
 * The GST of an order as placed (issue 24 item 3), in the order's columns: the place of supply, the price mode, and
 * the GST inside shipping and COD charges. The seller's own details are not copied: the invoice takes them when it is
 * issued at dispatch.
 */
export function orderTaxColumns(totals: Priced, buyerGstin: string | undefined) {
  return {
    placeOfSupplyCode: totals.placeOfSupply?.code ?? null,
    placeOfSupplyName: totals.placeOfSupply?.name ?? null,
    interState: totals.interState,
    pricesIncludeTax: totals.pricesIncludeTax,
    chargesRatePercent: totals.chargesRatePercent,
    shippingTaxablePaise: totals.shippingTax?.taxablePaise ?? 0,
    shippingTaxPaise: totals.shippingTax?.taxPaise ?? 0,
    codTaxablePaise: totals.codTax?.taxablePaise ?? 0,
    codTaxPaise: totals.codTax?.taxPaise ?? 0,
    buyerGstin: buyerGstin ?? null,
  };
}

/** One line's GST as placed: HSN code, rate, discount, taxable value and CGST/SGST/IGST. */
export function lineTaxColumns(totals: Priced, position: number) {
  const line = totals.lines[position]!;
  return {
    hsnCode: totals.hsnCodes[position]!,
    gstRate: line.ratePercent,
    discountPaise: line.discountPaise,
    taxablePaise: line.taxablePaise,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    igstPaise: line.igstPaise,
  };
}
