import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * Coupon codes (issue 27 item 1, decision 040). The code is stored upper-case and unique on upper(code), so two
 * spellings of one code can never both exist. Money in paise; instants in UTC (the admin enters and reads India
 * time). `uses` counts the orders holding the code now: taken in the order's transaction by a conditional update of
 * this row (which is the lock that keeps the cap under concurrency), given back when the order is cancelled.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'flat', 'free_shipping'] }).notNull(),
    percent: integer('percent'),
    ceilingPaise: integer('ceiling_paise'),
    amountPaise: integer('amount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Limits to category slugs and product ids; both empty is the whole catalogue. */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    usageCap: integer('usage_cap'),
    perShopperLimit: integer('per_shopper_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_upper_idx').on(sql`upper(${t.code})`)],
);

/**
 * One order's use of a code: what it took off the goods (split over the lines, also in order_items) and off
 * shipping. `releasedAt` is set when the order is cancelled: the use no longer counts for the cap or the shopper.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    discountPaise: integer('discount_paise').notNull(),
    shippingWaivedPaise: integer('shipping_waived_paise').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId)],
);

/** The one code a shopper applied in their cart, kept until they remove it or an order from the cart uses it. */
export const cartCoupons = pgTable('cart_coupons', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The seller's promotion settings: one row (id 1). How a code combines with a scheduled sale (decision 040). */
export const promotionSettings = pgTable('promotion_settings', {
  id: integer('id').primaryKey().default(1),
  combination: text('combination', { enum: ['best-of', 'stack'] })
    .notNull()
    .default('best-of'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
