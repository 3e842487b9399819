import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Artists who make the pieces. A product with no creator is the default studio's (spec §3 createdBy). */
export const creators = pgTable('creators', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subtitles: text('subtitles').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Rich HTML, sanitized on write (architecture §2). */
    productDescription: text('product_description').notNull().default(''),
    /**
     * The Hindi storefront's text (issue 28 item 4), each optional: where one is null the Hindi page shows the English
     * field. `productDescriptionHi` is sanitized HTML like `productDescription`.
     */
    nameHi: text('name_hi'),
    subtitlesHi: text('subtitles_hi'),
    descriptionHi: text('description_hi'),
    productDescriptionHi: text('product_description_hi'),
    thumbnail: text('thumbnail').notNull(),
    sliderImages: text('slider_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A category slug of packages/contract/src/categories.ts. */
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The average of the product's visible reviews (modules/reviews), and how many there are. */
    ratings: doublePrecision('ratings').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    creatorId: uuid('creator_id').references(() => creators.id, { onDelete: 'set null' }),
    /** The product's own HSN code and GST rate (issue 24 item 2); null takes its category's. */
    hsnCode: text('hsn_code'),
    gstRate: integer('gst_rate'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_category_idx').on(t.category), index('products_created_at_idx').on(t.createdAt)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** Money is integer paise (architecture §4). */
    originalPaise: integer('original_paise').notNull(),
    discountedPaise: integer('discounted_paise').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    /**
     * Pieces in stock; null means made to order (no count). An order takes pieces in its transaction and the size
     * turns unavailable at 0; a cancellation gives them back.
     */
    stock: integer('stock'),
    estimatedDelivery: text('estimated_delivery').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_sizes_product_idx').on(t.productId),
    uniqueIndex('product_sizes_product_label_idx').on(t.productId, t.label),
    // The last guard against overselling: no statement can take a count below zero.
    check('product_sizes_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);
