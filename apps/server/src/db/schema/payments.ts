import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders.ts';

/**
 * One try at paying an online order (spec §4 Payment, issue 10): a payment the provider reported (failed or
 * captured), or a dismissal of the checkout, which has no payment id. Three failed tries end the retries.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The provider's payment id; null for a dismissal (no payment was made). */
    providerPaymentId: text('provider_payment_id').unique(),
    outcome: text('outcome', { enum: ['failed', 'dismissed', 'captured'] }).notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A refund of a paid order (decision 024): the whole of it (a cancellation, a payment for a cancelled order) or a
 * part (the owner's refund of a line or an amount, with a reason). An online payment is refunded through the provider
 * (`method` 'provider', sent by the refund job); cash on delivery has no provider payment, so the owner pays it back
 * outside the store and it is recorded as 'manual', processed at once. The order page lists them.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The payment refunded; null for a manual refund of cash on delivery. */
    providerPaymentId: text('provider_payment_id'),
    method: text('method', { enum: ['provider', 'manual'] })
      .notNull()
      .default('provider'),
    /** Set once the provider accepted the refund. */
    providerRefundId: text('provider_refund_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    /** A refund of a line: which one and how many of its pieces (null for an amount or the whole order). */
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    quantity: integer('quantity'),
    status: text('status', { enum: ['requested', 'pending', 'processed', 'failed'] })
      .notNull()
      .default('requested'),
    reason: text('reason').notNull(),
    /** The admin's Idempotency-Key: the same key on the same order answers the refund it made. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_order_idempotency_key_idx').on(t.orderId, t.idempotencyKey),
  ],
);

/** Webhook event ids already handled: the provider retries for a day, and each event must act once. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The local test gateway's own books (architecture §5): payment orders and payments as Razorpay would keep them, in
 * the database so every instance sees them.
 */
export const testGatewayOrders = pgTable('test_gateway_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  status: text('status', { enum: ['created', 'attempted', 'paid'] })
    .notNull()
    .default('created'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testGatewayPayments = pgTable(
  'test_gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => testGatewayOrders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['created', 'authorized', 'captured', 'refunded', 'failed'] }).notNull(),
    errorDescription: text('error_description'),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_gateway_payments_order_idx').on(t.orderId)],
);

export const testGatewayRefunds = pgTable('test_gateway_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => testGatewayPayments.id, { onDelete: 'cascade' }),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountPaise: integer('amount_paise').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
