import { t } from '@lingui/core/macro';
import { withGstPaise, type PriceDisplay } from '@kala/contract/gst-display';
import { formatRupees, toPaise, toRupees } from '@kala/contract/money';

/**
 * What a product page says beside a price about GST (issue 24 item 2; the Consumer Protection (E-Commerce) Rules
 * 2020 ask for the total price and its breakup): '+ GST (5%)' and the amount with GST when GST is added at checkout,
 * 'Inclusive of all taxes' only when prices include it, and that no GST is charged by a seller not registered.
 * The amount with GST is rounded as the pricing function rounds a line, so the cart agrees to the paisa.
 */
export function priceTaxNote(
  display: PriceDisplay,
  product: { category: string; gstRate: number | null },
  priceRupees: number,
): string {
  if (!display.registered) return t`No GST charged`;
  if (display.pricesIncludeTax) return t`Inclusive of all taxes`;
  const rate = product.gstRate ?? display.categoryRates[product.category] ?? 0;
  if (rate === 0) return t`No GST on this piece`;
  const amount = formatRupees(toRupees(withGstPaise(toPaise(priceRupees), rate)));
  return t`+ GST (${rate}%) · ${amount} with GST`;
}
