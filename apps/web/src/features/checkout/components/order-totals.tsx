import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { OrderTotals as Totals } from '@kala/contract/orders';
import type { CodeOutcome } from '@kala/contract/promotions';
import { formatRupees } from '@kala/contract/money';
import { chargeLabel, gstLabel } from '@kala/contract/gst-display';

/**
 * The contract's GST line label (gstLabel: 'GST (18%)', 'GST (5%, 18%)', 'Includes GST (5%)') in the page's
 * language: the rates as the contract writes them, the words translated.
 */
function gstLineLabel(rates: readonly number[], pricesIncludeTax: boolean): string {
  const gstRates = /\((.+)\)$/.exec(gstLabel(rates, pricesIncludeTax))?.[1];
  if (pricesIncludeTax) return gstRates ? t`Includes GST (${gstRates})` : t`Includes GST`;
  return gstRates ? t`GST (${gstRates})` : t`GST`;
}

/** The charges' labels (chargeLabel: 'Shipping (incl. GST)' when the order carries GST) in the page's language. */
function chargeLabels(rates: readonly number[]) {
  const shipping = t`Shipping`;
  const inclGst = chargeLabel(shipping, rates) !== shipping;
  return inclGst
    ? { shipping: t`Shipping (incl. GST)`, cod: t`COD charges (incl. GST)`, giftWrap: t`Gift wrap (incl. GST)` }
    : { shipping, cod: t`COD charges`, giftWrap: t`Gift wrap` };
}

/**
 * The server's totals (architecture §6.1): subtotal, GST, shipping (Free when the order passes the zone's
 * threshold; unknown until a PIN code), COD charges and the total. Nothing here is computed in the browser.
 */
export function OrderTotals({ totals, pieces, coupon }: { totals: Totals; pieces: number; coupon?: CodeOutcome }) {
  const shipping =
    totals.shippingCost === null
      ? t`Not chosen yet`
      : totals.freeShipping
        ? t`Free`
        : formatRupees(totals.shippingCost);
  const labels = chargeLabels(totals.gstRates);
  const couponCode = coupon?.code ?? '';
  const freeShippingAbove = totals.freeShippingAbove === null ? '' : formatRupees(totals.freeShippingAbove);
  return (
    <div>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{plural(pieces, { one: 'Subtotal (# item)', other: 'Subtotal (# items)' })}</dt>
          <dd className="tabular-nums">{formatRupees(totals.subtotal)}</dd>
        </div>
        {coupon?.applied && coupon.discount > 0 && (
          <div className="flex justify-between gap-4 font-semibold text-green-800">
            <dt>{t`Code ${couponCode}`}</dt>
            <dd className="tabular-nums">−{formatRupees(coupon.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{gstLineLabel(totals.gstRates, totals.pricesIncludeTax)}</dt>
          <dd className="tabular-nums">{formatRupees(totals.tax)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{labels.shipping}</dt>
          <dd
            className={
              totals.freeShipping && totals.shippingCost !== null ? 'font-semibold text-green-800' : 'tabular-nums'
            }
          >
            {shipping}
          </dd>
        </div>
        {totals.codCharges > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{labels.cod}</dt>
            <dd className="tabular-nums">{formatRupees(totals.codCharges)}</dd>
          </div>
        )}
        {totals.giftWrap !== undefined && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{labels.giftWrap}</dt>
            <dd className="tabular-nums">{formatRupees(totals.giftWrap)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-semibold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums text-clay-dark">{formatRupees(totals.totalAmount)}</dd>
        </div>
      </dl>
      {!totals.freeShipping && totals.freeShippingAbove !== null && (
        <p className="pt-3 text-xs text-muted">
          <Trans>Free shipping to this PIN code on orders over {freeShippingAbove}.</Trans>
        </p>
      )}
    </div>
  );
}
