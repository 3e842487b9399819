import { formatRupees, toRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import type { OrderContext } from './order-context.ts';
import type { Queryable } from './orders.repository.ts';

/**
 * The WhatsApp/SMS message beside an order's status mail (issue 25 item 1): shipped (with the courier and AWB),
 * delivered and cancelled, queued in the same transaction through `app.messaging` (modules/messaging), which sends it
 * only when the shopper opted in at checkout. A store built without the messaging module (a unit test) sends none.
 */
export async function queueStatusMessage(
  ctx: Pick<OrderContext, 'messaging' | 'orderLink'>,
  tx: Queryable,
  order: Order,
  status: 'shipped' | 'delivered' | 'cancelled',
): Promise<void> {
  // Most shoppers do not opt in: their orders pay for no look-up here.
  if (!ctx.messaging || !order.messagingOptIn) return;
  const orderUrl = ctx.orderLink(order);
  const name = order.shippingAddress.fullName;
  const base = { orderId: order._id };
  if (status === 'shipped') {
    // Without an AWB there is nothing to track yet: the message waits for the shipped change that brings one.
    if (!order.trackingNumber) return;
    await ctx.messaging.queue(tx, {
      ...base,
      template: 'order_shipped',
      params: {
        orderNumber: order.orderNumber,
        courier: order.courier.name,
        awb: order.trackingNumber,
        trackUrl: orderUrl,
      },
    });
  } else if (status === 'delivered') {
    await ctx.messaging.queue(tx, {
      ...base,
      template: 'order_delivered',
      params: { name, orderNumber: order.orderNumber, orderUrl },
    });
  } else {
    await ctx.messaging.queue(tx, {
      ...base,
      template: 'order_cancelled',
      params: { name, orderNumber: order.orderNumber, orderUrl },
    });
  }
}

/**
 * The COD confirmation's WhatsApp/SMS message (issue 25 item 2): at placing ('cod_confirm'), halfway
 * ('cod_confirm_reminder'), and when it lapsed ('cod_cancelled_unconfirmed'). Only for a shopper who opted in.
 */
export async function queueConfirmationMessage(
  ctx: Pick<OrderContext, 'messaging'>,
  tx: Queryable,
  order: Order,
  step: 'ask' | 'remind' | 'lapsed',
  confirm?: { url: string; savingPaise: number },
): Promise<void> {
  if (!ctx.messaging || !order.messagingOptIn) return;
  const name = order.shippingAddress.fullName;
  const base = { orderId: order._id };
  if (step === 'lapsed') {
    await ctx.messaging.queue(tx, {
      ...base,
      template: 'cod_cancelled_unconfirmed',
      params: { name, orderNumber: order.orderNumber },
    });
    return;
  }
  if (!confirm) return;
  await ctx.messaging.queue(tx, {
    ...base,
    template: step === 'ask' ? 'cod_confirm' : 'cod_confirm_reminder',
    params: {
      name,
      orderNumber: order.orderNumber,
      total: formatRupees(order.totalAmount),
      confirmUrl: confirm.url,
      ...(confirm.savingPaise > 0 ? { saving: formatRupees(toRupees(confirm.savingPaise)) } : {}),
    },
  });
}
