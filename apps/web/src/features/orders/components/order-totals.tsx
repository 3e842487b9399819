import { ph, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import { pieceCount } from './order-format';
import { OrderSection } from './order-section';
import { chargeLabel, gstLabel } from '@kala/contract/gst-display';

/** The totals the server charged (architecture §6.1): subtotal, GST, shipping (or Free), COD charges, total. */
export function OrderTotals({ order }: { order: Order }) {
  const items = pieceCount(order.items);
  const freeShipping = order.freeShipping || order.shippingCost === 0;
  return (
    <OrderSection id="order-totals" title={t`Order Summary`}>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            <Trans>Subtotal ({items})</Trans>
          </dt>
          <dd className="tabular-nums">{formatRupees(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{gstLabel(order.gstRates, order.pricesIncludeTax)}</dt>
          <dd className="tabular-nums">{formatRupees(order.tax)}</dd>
        </div>
        {order.coupon && order.coupon.discount > 0 && (
          // A coupon code (issue 27, decision 040): taken off the lines before GST.
          <div className="flex justify-between gap-4">
            <dt className="text-muted">
              <Trans>Code {ph({ code: order.coupon.code })}</Trans>
            </dt>
            <dd className="tabular-nums text-green-800">−{formatRupees(order.coupon.discount)}</dd>
          </div>
        )}
        {order.prepaidDiscount !== undefined && order.prepaidDiscount > 0 && (
          // Paid online instead of cash (issue 25, decision 033): the seller's discount, taken off before GST.
          <div className="flex justify-between gap-4">
            <dt className="text-muted">
              <Trans>Prepaid discount</Trans>
            </dt>
            <dd className="tabular-nums text-green-800">−{formatRupees(order.prepaidDiscount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{chargeLabel(t`Shipping`, order.gstRates)}</dt>
          <dd className="tabular-nums">
            {freeShipping ? (
              <span className="font-semibold text-green-800">
                <Trans>Free</Trans>
              </span>
            ) : (
              formatRupees(order.shippingCost)
            )}
          </dd>
        </div>
        {(order.codCharges > 0 || order.paymentMethod === 'cash_on_delivery') && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{chargeLabel(t`COD charges`, order.gstRates)}</dt>
            <dd className="tabular-nums">{formatRupees(order.codCharges)}</dd>
          </div>
        )}
        {order.gift?.giftWrap && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{chargeLabel(t`Gift wrap`, order.gstRates)}</dt>
            <dd className="tabular-nums">{formatRupees(order.gift.wrapCharge)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-semibold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums text-clay-dark">{formatRupees(order.totalAmount)}</dd>
        </div>
      </dl>
    </OrderSection>
  );
}
