import { eq } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { OrderItemRow, OrderRow, Queryable } from './order-rows.ts';

/** The writes of a COD order paid online (cod-payments.ts): its payment order, its advance, its conversion. */
export const codPaymentQueries = {
  async setProviderOrder(q: Queryable, orderId: string, providerOrderId: string) {
    await q.update(orders).set({ providerOrderId }).where(eq(orders.id, orderId));
  },

  /** The advance paid: the rest stays cash on delivery. */
  async markAdvancePaid(q: Queryable, orderId: string, providerPaymentId: string, at: Date): Promise<OrderRow> {
    const [row] = await q
      .update(orders)
      .set({ advancePaidAt: at, providerPaymentId, updatedAt: at })
      .where(eq(orders.id, orderId))
      .returning();
    if (!row) throw new Error('order vanished while its advance was recorded');
    return row;
  },

  /** The order paid online instead of cash: its method, payment, amounts and GST columns as re-priced. */
  async convertToPrepaid(
    q: Queryable,
    orderId: string,
    values: Partial<typeof orders.$inferInsert> & { updatedAt: Date },
  ): Promise<OrderRow> {
    const [row] = await q.update(orders).set(values).where(eq(orders.id, orderId)).returning();
    if (!row) throw new Error('order vanished while it was converted');
    return row;
  },

  /** A line's discount and GST as re-priced (tax-columns.ts#lineTaxColumns). */
  async setLineTax(q: Queryable, item: OrderItemRow, values: Partial<typeof orderItems.$inferInsert>) {
    await q.update(orderItems).set(values).where(eq(orderItems.id, item.id));
  },
};
