import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The seller's delivery settings (issue 26 item 1, decision 036): one row (id 1). Until the admin saves them, the
 * festival season is off.
 */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Spec §9: the festival season adds 2-3 days to every piece's making time. */
    festivalSeason: boolean('festival_season').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The PIN code a signed-in shopper last checked on a product or the cart (the device keeps its own copy): a table of
 * its own rather than a column on users, so the account's row and its readers stay as they are. Goes with the account.
 */
export const deliveryPincodes = pgTable('delivery_pincodes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pincode: text('pincode').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
