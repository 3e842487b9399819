import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { orderItems, orders } from './orders.ts';

/**
 * Reviews of a product (spec §3 Product reviews; issue 26 item 2, decision 037). A buyer's review names the order
 * line it was bought on; the demo catalogue's own reviews are `sample` (no user, no line). One review per shopper and
 * product: the unique index is the rule parallel submits meet. The product's `ratings` and `review_count` are the
 * figures of its visible reviews, written in the transaction of each change (modules/reviews).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A deleted account keeps its reviews (the average does not move), shown under the name copied in.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** The author as shown ('Asha K.'), copied when written. */
    username: text('username').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    /** The review's text, plain (spec §3 calls it message). */
    message: text('message').notNull(),
    /** The size bought, copied from the order line; null on a sample. */
    sizeLabel: text('size_label'),
    photoCount: integer('photo_count').notNull().default(0),
    /** A review of the demo catalogue, not by a buyer. */
    sample: boolean('sample').notNull().default(false),
    /** Hidden by the admin, with the reason; a hidden review is left out of the page and the average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    replyText: text('reply_text'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt.desc()),
    uniqueIndex('reviews_user_product_idx').on(t.userId, t.productId),
    index('reviews_created_idx').on(t.createdAt.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A review's photos, uploaded before the review is sent (through the upload pipeline) and attached by id; a row with
 * no review is an upload not (yet) used, and only its uploader may attach it.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position), index('review_photos_user_idx').on(t.userId)],
);

/** The review-request mail of an order, sent once (its primary key) a few days after delivery. */
export const reviewRequests = pgTable('review_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
