import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Scheduled sales (issue 27 item 2, decision 041): a percent off the usual selling price of the pieces in some
 * categories and/or named pieces, from a start to an end (instants; the admin enters and reads them in India time).
 * Paused: not live until resumed. Ended early: `ends_at` is moved to the moment the admin ended it.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    percentOff: integer('percent_off').notNull(),
    categories: text('categories').array().notNull().default([]),
    productIds: uuid('product_ids').array().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_ends_at_idx').on(t.endsAt)],
);
