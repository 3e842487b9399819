import type { ReactNode } from 'react';
import type { Cart } from '@kala/contract/cart';
import { formatRupees, toPaise, toRupees } from '@kala/contract/money';
import { codChargePaise } from '@kala/contract/shipping-policy';
import { plural } from '../../../lib/format';
import { ClearCartButton } from './clear-cart-button';
import { gstLabel } from '@kala/contract/gst-display';
import { STOCK_MESSAGES } from '@kala/contract/stock-messages';

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
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="cart-summary-title" className="font-display text-xl text-ink">
        Order Summary
      </h2>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Subtotal ({plural(cart.totalItems, 'item')})</dt>
          <dd className="tabular-nums">{formatRupees(cart.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{gstLabel(cart.gst.rates, cart.gst.included)}</dt>
          <dd className="tabular-nums">{formatRupees(cart.gst.amount)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Shipping</dt>
          <dd>Calculated at checkout</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums text-clay-dark">{formatRupees(cart.totalPrice)}</dd>
        </div>
      </dl>
      {excluded && <p className="text-sm text-muted">Items that are unavailable are not included in the total.</p>}
      <p className="text-sm text-muted">
        Cash on delivery adds a COD charge of {formatRupees(toRupees(codChargePaise(toPaise(cart.subtotal))))}; paying
        online adds none.
      </p>
      {checkoutAction &&
        (excluded ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Remove the unavailable items to check out.
          </p>
        ) : aboveStock ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{STOCK_MESSAGES.lowerToCheckOut}</p>
        ) : (
          checkoutAction
        ))}
      <ClearCartButton />
    </section>
  );
}
