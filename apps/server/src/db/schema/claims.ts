import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/** The pieces a claim is about: lines of its order and how many of each. */
export type ClaimedPiece = { orderItemId: string; quantity: number };

/**
 * A damaged, wrong or missing piece reported after delivery (issue 26 item 5, decision 039): which pieces, what
 * happened, the shopper's description; then the store's outcome. At most one open claim per order: the partial
 * unique index is the rule two reports sent at once meet.
 */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // A deleted account keeps its claims with its orders (the store's records), as orders do.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['damaged', 'wrong_piece', 'missing'] }).notNull(),
    status: text('status', { enum: ['open', 'info_requested', 'replaced', 'refunded', 'declined'] })
      .notNull()
      .default('open'),
    items: jsonb('items').$type<ClaimedPiece[]>().notNull(),
    description: text('description').notNull(),
    /** When the order was delivered, as the report found it (the window's start). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    /** The outcome: who closed it and when; a decline's reason; the replacement order; the refund and its note. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundPaise: integer('refund_paise'),
    refundMethod: text('refund_method', { enum: ['provider', 'manual'] }),
    /** A cash-on-delivery refund's bank-transfer or UPI note, as the admin wrote it. */
    refundNote: text('refund_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('claims_one_open_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('open', 'info_requested')`),
    index('claims_status_created_idx').on(t.status, t.createdAt.desc()),
    index('claims_order_idx').on(t.orderId),
  ],
);

/** The conversation of a claim after the report: the store's questions and the shopper's answers, in order. */
export const claimMessages = pgTable(
  'claim_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['shopper', 'store'] }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: two messages in one millisecond still read in the order they were written. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('claim_messages_claim_idx').on(t.claimId, t.seq)],
);

/**
 * A claim's photos, uploaded before the report (or reply) is sent, through the upload pipeline, and attached by id. A
 * row with no claim is an upload not (yet) used; only its uploader may attach it, once.
 */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
    /** The reply it came with; null for the report's own photos. */
    messageId: uuid('message_id').references(() => claimMessages.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_photos_claim_idx').on(t.claimId, t.position), index('claim_photos_user_idx').on(t.userId)],
);
