import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The seller's stock settings (issue 26 item 4, decision 038): one row (id 1). Until the admin saves it, the
 * contract's DEFAULT_LOW_STOCK_THRESHOLD stands in. The admin's overview lists the counted sizes at or below it.
 */
export const stockSettings = pgTable(
  'stock_settings',
  {
    id: integer('id').primaryKey().default(1),
    lowStockThreshold: integer('low_stock_threshold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_settings_one_row', sql`${t.id} = 1`),
    check('stock_settings_threshold_range', sql`${t.lowStockThreshold} between 0 and 1000`),
  ],
);
