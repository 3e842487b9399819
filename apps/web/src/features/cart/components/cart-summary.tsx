import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Cart } from '@kala/contract/cart';
import { formatRupees, toPaise, toRupees } from '@kala/contract/money';
import { codChargePaise } from '@kala/contract/shipping-policy';
import { ClearCartButton } from './clear-cart-button';
import { gstLabel } from '@kala/contract/gst-display';
import { STOCK_MESSAGES } from '@kala/contract/stock-messages';
import { translateContractMessage } from '../../../lib/i18n';

/**
 * The contract's GST line label (gstLabel: 'GST (18%)', 'GST (5%, 18%)', 'Includes GST (5%)') in the page's
 * language: the rates as the contract writes them, the words translated.
 */
function gstLineLabel(rates: readonly number[], pricesIncludeTax: boolean): string {
  const gstRates = /\((.+)\)$/.exec(gstLabel(rates, pricesIncludeTax))?.[1];
  if (pricesIncludeTax) return gstRates ? t`Includes GST (${gstRates})` : t`Includes GST`;
  return gstRates ? t`GST (${gstRates})` : t`GST`;
}

/**
 * The totals of architecture §6.1, as the server computed them: subtotal, GST on the subtotal, shipping left to
 * checkout (it is the chosen courier's rate), and the total so far. `checkoutAction` (the page's way to checkout)
 * shows only when every line can be bought: the server refuses an order with an unavailable line in it, or with a line
 * asking for more pieces than are left (decision 038).
 */
export function CartSummary({ cart, checkoutAction }: { cart: Cart; checkoutAction?: ReactNode }) {
  const excluded = cart.items.some((item) => !item.isAvailable);
  const aboveStock = cart.items.some(
    (item) => item.isAvailable && item.piecesLeft !== undefined && item.quantity > item.piecesLeft,
  );
  const items = cart.totalItems;
  const codCharge = formatRupees(toRupees(codChargePaise(toPaise(cart.subtotal))));
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="cart-summary-title" className="font-display text-xl text-ink">
        <Trans>Order Summary</Trans>
      </h2>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{plural(items, { one: 'Subtotal (# item)', other: 'Subtotal (# items)' })}</dt>
          <dd className="tabular-nums">{formatRupees(cart.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{gstLineLabel(cart.gst.rates, cart.gst.included)}</dt>
          <dd className="tabular-nums">{formatRupees(cart.gst.amount)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            <Trans>Shipping</Trans>
          </dt>
          <dd>
            <Trans>Calculated at checkout</Trans>
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-semibold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums text-clay-dark">{formatRupees(cart.totalPrice)}</dd>
        </div>
      </dl>
      {excluded && (
        <p className="text-sm text-muted">
          <Trans>Items that are unavailable are not included in the total.</Trans>
        </p>
      )}
      <p className="text-sm text-muted">
        <Trans>Cash on delivery adds a COD charge of {codCharge}; paying online adds none.</Trans>
      </p>
      {checkoutAction &&
        (excluded ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <Trans>Remove the unavailable items to check out.</Trans>
          </p>
        ) : aboveStock ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {translateContractMessage(STOCK_MESSAGES.lowerToCheckOut)}
          </p>
        ) : (
          checkoutAction
        ))}
      <ClearCartButton />
    </section>
  );
}
