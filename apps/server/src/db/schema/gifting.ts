import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * The seller's gift-wrap option (issue 27 item 3, decision 042): one row (id 1). Until the admin saves it, gift wrap
 * is off. The price is in paise, in the store's price mode (GST inside it when prices include GST, else added).
 */
export const giftSettings = pgTable(
  'gift_settings',
  {
    id: integer('id').primaryKey().default(1),
    wrapEnabled: boolean('wrap_enabled').notNull().default(false),
    wrapPricePaise: integer('wrap_price_paise').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_settings_one_row', sql`${t.id} = 1`),
    check('gift_settings_price', sql`${t.wrapPricePaise} >= 0`),
  ],
);

/**
 * A gift order's gift, one row per gift order (a table of its own, so the orders row and its hot path stay as they
 * are). The wrap's charge and its GST as placed (decision 042: a composite supply taxed at the goods' highest rate);
 * the order's total includes the charge. The message is personal data: never logged, never in a URL.
 */
export const orderGifts = pgTable(
  'order_gifts',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    message: text('message'),
    giftWrap: boolean('gift_wrap').notNull().default(false),
    /** What the shopper paid for the wrap, its GST included (0 without wrap). */
    wrapPaise: integer('wrap_paise').notNull().default(0),
    wrapTaxablePaise: integer('wrap_taxable_paise').notNull().default(0),
    wrapTaxPaise: integer('wrap_tax_paise').notNull().default(0),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    hidePrices: boolean('hide_prices').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_gifts_message_length', sql`char_length(${t.message}) <= 250`),
    check('order_gifts_wrap', sql`${t.wrapPaise} = ${t.wrapTaxablePaise} + ${t.wrapTaxPaise} and ${t.wrapPaise} >= 0`),
  ],
);
