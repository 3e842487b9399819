/**
 * How prices and totals say what GST they carry (issue 24 item 2), without zod: the storefront's product page and
 * totals import only this.
 */

/** The storefront's one tax fact (GET /api/settings/prices): whether prices include GST, and the rates. */
export interface PriceDisplay {
  pricesIncludeTax: boolean;
  registered: boolean;
  /** Each category's GST rate; a product's own `gstRate` wins over it. */
  categoryRates: Record<string, number>;
}

/** How a total's GST line is labelled: 'GST (18%)', 'GST (5%, 18%)', 'Includes GST (5%)'. */
export function gstLabel(rates: readonly number[], pricesIncludeTax: boolean): string {
  const shown = [...new Set(rates)].sort((a, b) => a - b);
  const percent = shown.length > 0 ? ` (${shown.map((r) => `${r}%`).join(', ')})` : '';
  return `${pricesIncludeTax ? 'Includes GST' : 'GST'}${percent}`;
}

/**
 * How a charge (shipping, COD) is labelled: its amount is the courier's, quoted with GST inside it at the goods'
 * highest rate (decision 025), so it says so whenever the order carries GST ('Shipping (incl. GST)'); with no GST
 * charged (a seller not registered), its plain name.
 */
export function chargeLabel(name: string, rates: readonly number[]): string {
  return rates.some((rate) => rate > 0) ? `${name} (incl. GST)` : name;
}

/**
 * A price with GST on top, rounded half up to the paisa as the pricing function rounds a line
 * (apps/server/src/modules/orders/pricing.ts): the product page's 'amount with GST'.
 */
export function withGstPaise(pricePaise: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return pricePaise + Math.floor((2 * pricePaise * basisPoints + 10_000) / 20_000);
}
