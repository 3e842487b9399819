import type { OrderTotals as Totals } from '@kala/contract/orders';
import type { CodeOutcome } from '@kala/contract/promotions';
import { formatRupees } from '@kala/contract/money';
import { chargeLabel, gstLabel } from '@kala/contract/gst-display';

/**
 * The server's totals (architecture §6.1): subtotal, GST, shipping (Free when the order passes the zone's
 * threshold; unknown until a PIN code), COD charges and the total. Nothing here is computed in the browser.
 */
export function OrderTotals({ totals, pieces, coupon }: { totals: Totals; pieces: number; coupon?: CodeOutcome }) {
  const shipping =
    totals.shippingCost === null ? 'Not chosen yet' : totals.freeShipping ? 'Free' : formatRupees(totals.shippingCost);
  return (
    <div>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            Subtotal ({pieces} {pieces === 1 ? 'item' : 'items'})
          </dt>
          <dd className="tabular-nums">{formatRupees(totals.subtotal)}</dd>
        </div>
        {coupon?.applied && coupon.discount > 0 && (
          <div className="flex justify-between gap-4 font-semibold text-green-800">
            <dt>Code {coupon.code}</dt>
            <dd className="tabular-nums">−{formatRupees(coupon.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{gstLabel(totals.gstRates, totals.pricesIncludeTax)}</dt>
          <dd className="tabular-nums">{formatRupees(totals.tax)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{chargeLabel('Shipping', totals.gstRates)}</dt>
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
            <dt className="text-muted">{chargeLabel('COD charges', totals.gstRates)}</dt>
            <dd className="tabular-nums">{formatRupees(totals.codCharges)}</dd>
          </div>
        )}
        {totals.giftWrap !== undefined && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{chargeLabel('Gift wrap', totals.gstRates)}</dt>
            <dd className="tabular-nums">{formatRupees(totals.giftWrap)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums text-clay-dark">{formatRupees(totals.totalAmount)}</dd>
        </div>
      </dl>
      {!totals.freeShipping && totals.freeShippingAbove !== null && (
        <p className="pt-3 text-xs text-muted">
          Free shipping to this PIN code on orders over {formatRupees(totals.freeShippingAbove)}.
        </p>
      )}
    </div>
  );
}
