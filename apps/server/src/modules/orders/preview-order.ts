import { toRupees } from '@kala/contract/money';
import type { OrderPreview, OrderPreviewInput, PaymentMethod } from '@kala/contract/orders';
import { deliveryWindow } from './delivery-window.ts';
import type { Actor, OrderContext } from './order-context.ts';
import { readOrderLines, type LinesInput } from './order-lines.ts';

/**
 * Prices the lines as the order would be priced, writing nothing (checkout review, quick-order summary). For the
 * cart, it also names the unpaid online cart orders that placing it would replace (decision 018).
 */
export const previewOrder =
  (ctx: OrderContext) =>
  async (user: Actor, input: OrderPreviewInput & { paymentMethod: PaymentMethod }): Promise<OrderPreview> => {
    const { repository, db } = ctx;
    const [{ lines }, replaces] = await Promise.all([
      readOrderLines(repository, db, user.id, input as LinesInput),
      input.useCartItems ? repository.unpaidCartOrderNumbers(db, user.id) : [],
    ]);
    const shippingFor = input.deliveryPostcode
      ? await ctx.quoteFor(lines, input.deliveryPostcode, input.paymentMethod, input.courierId)
      : null;
    const totals = await ctx.price(lines, input.paymentMethod, shippingFor);
    return {
      items: lines.map((line) => ({
        productId: line.productId,
        sizeId: line.sizeId,
        name: line.name,
        size: line.size,
        image: line.image,
        quantity: line.quantity,
        price: toRupees(line.unitPaise),
        subtotal: toRupees(line.unitPaise * line.quantity),
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
      },
      courier: shippingFor ? ctx.shipping.toCourierOption(shippingFor.courier) : null,
      estimatedDelivery: shippingFor
        ? deliveryWindow(new Date(ctx.now()), shippingFor.courier.estimatedDeliveryDays, shippingFor.pieces)
        : null,
      ...(replaces.length > 0 && { replacesOrders: replaces }),
    };
  };
