import { textIn, type Locale } from '@kala/contract/locale';
import { toRupees } from '@kala/contract/money';
import type { OrderPreview, OrderPreviewInput, PaymentMethod } from '@kala/contract/orders';
import { deliveryWindow } from './delivery-window.ts';
import type { Actor, OrderContext } from './order-context.ts';
import { readOrderLines, type LinesInput } from './order-lines.ts';
import { orderCode } from '../promotions/order-code.ts';
import { codeOutcome } from '../promotions/code-outcome.ts';

/**
 * Prices the lines as the order would be priced, writing nothing (checkout review, quick-order summary). For the
 * cart, it also names the unpaid online cart orders that placing it would replace (decision 018).
 */
export const previewOrder =
  (ctx: OrderContext) =>
  async (
    user: Actor,
    input: OrderPreviewInput & { paymentMethod: PaymentMethod },
    locale: Locale = 'en',
  ): Promise<OrderPreview> => {
    const { repository, db } = ctx;
    const [{ lines }, replaces] = await Promise.all([
      ctx.salePricer().then((sales) => readOrderLines(repository, db, user.id, input as LinesInput, undefined, sales)),
      input.useCartItems ? repository.unpaidCartOrderNumbers(db, user.id) : [],
    ]);
    const shippingFor = input.deliveryPostcode
      ? await ctx.quoteFor(lines, input.deliveryPostcode, input.paymentMethod, input.courierId)
      : null;
    // The coupon code typed at checkout, or the one saved on the cart (issue 27), priced in with its outcome.
    const { choice } = await orderCode(db, user.id, input, ctx.now());
    const giftWrapPaise = (await ctx.gifting?.wrapPricePaise(input.giftWrap)) ?? 0;
    const totals = await ctx.price(lines, input.paymentMethod, shippingFor, choice, giftWrapPaise);
    return {
      items: lines.map((line, i) => ({
        productId: line.productId,
        sizeId: line.sizeId,
        name: textIn(locale, line.name, line.nameHi),
        size: line.size,
        image: line.image,
        quantity: line.quantity,
        // As priced: the usual price when best-of chose the coupon code over a sale (decision 040).
        price: toRupees(totals.units[i]!),
        subtotal: toRupees(totals.units[i]! * line.quantity),
      })),
      totals: {
        subtotal: toRupees(totals.subtotalPaise),
        gstPercent: totals.chargesRatePercent,
        gstRates: totals.gstRates,
        pricesIncludeTax: totals.pricesIncludeTax,
        tax: toRupees(totals.taxPaise),
        shippingCost: totals.shippingPaise === null ? null : toRupees(totals.shippingPaise),
        codCharges: toRupees(totals.codChargesPaise),
        totalAmount: toRupees(totals.totalPaise),
        freeShipping: totals.freeShipping,
        freeShippingAbove: totals.freeShippingAbovePaise === null ? null : toRupees(totals.freeShippingAbovePaise),
        ...(totals.giftWrapPaise > 0 && { giftWrap: toRupees(totals.giftWrapPaise) }),
      },
      courier: shippingFor ? ctx.shipping.toCourierOption(shippingFor.courier) : null,
      estimatedDelivery: shippingFor
        ? deliveryWindow(new Date(ctx.now()), shippingFor.courier.estimatedDeliveryDays, shippingFor.pieces)
        : null,
      ...(replaces.length > 0 && { replacesOrders: replaces }),
      ...(totals.coupon && { coupon: await codeOutcome(db, totals.coupon, totals.totalPaise) }),
    };
  };
