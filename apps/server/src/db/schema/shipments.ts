import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SHIPMENT_STATUSES } from '@kala/contract/shipments';
import { orders } from './orders.ts';

/** Where a shipment is in its journey (spec §4 tracking notifications); the list lives in the contract. */
export { SHIPMENT_STATUSES };

/**
 * An order's shipment with the courier (issue 11): Shiprocket's adhoc order, shipment and AWB when configured, else
 * the local provider's. One live shipment per order at a time (a cancelled one stays on record).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'local' or 'shiprocket'. */
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb'),
    /** The courier the AWB was asked for (the order's chosen courier unless the admin picked another). */
    courierId: integer('courier_id'),
    courierName: text('courier_name'),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('created'),
    labelUrl: text('label_url'),
    pickupScheduledAt: timestamp('pickup_scheduled_at', { withTimezone: true }),
    /** The pickup location (Shiprocket's nickname) the parcel leaves from. */
    pickupLocation: text('pickup_location'),
    cancelReason: text('cancel_reason'),
    /** The return (reverse pickup) with the courier, once asked for. */
    returnProviderOrderId: text('return_provider_order_id'),
    returnProviderShipmentId: text('return_provider_shipment_id'),
    /**
     * The local provider's journey clock (decision 013): stages fall due at fixed hours after clock_started_at (the
     * AWB's assignment), read on a clock that runs clock_offset_ms ahead, which 'Advance courier clock' pushes on.
     */
    clockStartedAt: timestamp('clock_started_at', { withTimezone: true }),
    clockOffsetMs: bigint('clock_offset_ms', { mode: 'number' }).notNull().default(0),
    /** When the provider was last asked for tracking (polling is rationed; the webhook brings the rest). */
    trackedAt: timestamp('tracked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('shipments_awb_idx').on(t.awb),
    // One live shipment per order: two admins pressing Create at once get one shipment and one 409.
    uniqueIndex('shipments_live_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);

/** A tracking event of a shipment (courier scans, webhook deliveries, the local provider's clock). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    /** The courier's own words for the scan, e.g. 'Shipment picked up'. */
    description: text('description').notNull(),
    location: text('location'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** What makes a delivered event the same event again (a webhook retried); unique per shipment. */
    eventKey: text('event_key').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    uniqueIndex('shipment_events_key_idx').on(t.shipmentId, t.eventKey),
    index('shipment_events_shipment_idx').on(t.shipmentId, t.seq),
  ],
);
