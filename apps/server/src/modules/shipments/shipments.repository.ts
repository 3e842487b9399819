import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, shipmentEvents, shipments } from '../../db/schema/index.ts';

/** The database or a transaction of it: every query here runs on either. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type NewShipmentEvent = Omit<typeof shipmentEvents.$inferInsert, 'id' | 'seq' | 'shipmentId'>;

/** What shipping needs of an order (read here rather than through the orders module: no view, no history). */
const orderFields = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  userId: orders.userId,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  customerEmail: orders.customerEmail,
  shippingAddress: orders.shippingAddress,
  courierId: orders.courierId,
  courierName: orders.courierName,
  shippingPaise: orders.shippingPaise,
  totalPaise: orders.totalPaise,
  gstPercent: orders.gstPercent,
  createdAt: orders.createdAt,
  confirmDueAt: orders.confirmDueAt,
  confirmedAt: orders.confirmedAt,
  // A COD order's advance paid online: the courier collects the rest (shipment-parcel.ts, decision 033).
  codAdvancePaise: orders.codAdvancePaise,
  advancePaidAt: orders.advancePaidAt,
  // The language the order was placed in: the shopper's delivery mails are written in it (issue 28).
  language: orders.language,
};
export type ShippingOrder = { [K in keyof typeof orderFields]: (typeof orders.$inferSelect)[K] };

/** Shipments and their tracking events (issue 11 item 4). */
export function createShipmentsRepository(db: Db) {
  return {
    db,

    async order(q: Queryable, orderId: string): Promise<ShippingOrder | undefined> {
      const [row] = await q.select(orderFields).from(orders).where(eq(orders.id, orderId));
      return row;
    },

    async orderLines(q: Queryable, orderId: string) {
      return q
        .select({
          name: orderItems.productName,
          size: orderItems.sizeLabel,
          sizeId: orderItems.sizeId,
          quantity: orderItems.quantity,
          unitPricePaise: orderItems.unitPricePaise,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
    },

    /** The order's shipments, newest first (the live one, if any, is the only one not cancelled). */
    async shipmentsOf(q: Queryable, orderId: string): Promise<ShipmentRow[]> {
      return q.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(desc(shipments.createdAt));
    },

    async live(q: Queryable, orderId: string, lock = false): Promise<ShipmentRow | undefined> {
      const query = q
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'cancelled')));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async byId(q: Queryable, id: string, lock = false): Promise<ShipmentRow | undefined> {
      const query = q.select().from(shipments).where(eq(shipments.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async byAwb(q: Queryable, awb: string, lock = false): Promise<ShipmentRow | undefined> {
      const query = q.select().from(shipments).where(eq(shipments.awb, awb));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async countOf(q: Queryable, orderId: string): Promise<number> {
      const [row] = await q.select({ n: count() }).from(shipments).where(eq(shipments.orderId, orderId));
      return row?.n ?? 0;
    },

    /**
     * Claims the order's one live shipment (the partial unique index): answers undefined when another one is live,
     * so two admins pressing Create together get one shipment.
     */
    async reserve(q: Queryable, values: typeof shipments.$inferInsert): Promise<ShipmentRow | undefined> {
      const [row] = await q.insert(shipments).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(q: Queryable, id: string, values: Partial<typeof shipments.$inferInsert>): Promise<ShipmentRow> {
      const [row] = await q.update(shipments).set(values).where(eq(shipments.id, id)).returning();
      if (!row) throw new Error(`shipment ${id} vanished`);
      return row;
    },

    async remove(q: Queryable, id: string) {
      await q.delete(shipments).where(eq(shipments.id, id));
    },

    /** Events of shipments, newest first (time, then the order they were recorded in). */
    async eventsOf(q: Queryable, shipmentIds: string[]): Promise<ShipmentEventRow[]> {
      if (shipmentIds.length === 0) return [];
      return q
        .select()
        .from(shipmentEvents)
        .where(inArray(shipmentEvents.shipmentId, shipmentIds))
        .orderBy(desc(shipmentEvents.occurredAt), desc(shipmentEvents.seq));
    },

    /** Records events once: an event whose key the shipment already has is skipped. Answers those recorded now. */
    async addEvents(q: Queryable, shipmentId: string, events: NewShipmentEvent[]): Promise<ShipmentEventRow[]> {
      if (events.length === 0) return [];
      return q
        .insert(shipmentEvents)
        .values(events.map((event) => ({ ...event, shipmentId })))
        .onConflictDoNothing({ target: [shipmentEvents.shipmentId, shipmentEvents.eventKey] })
        .returning();
    },
  };
}

export type ShipmentsRepository = ReturnType<typeof createShipmentsRepository>;
