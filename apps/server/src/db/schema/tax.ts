import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The seller's tax settings (issue 24 item 1): one row (id 1). Until the admin saves them, the configuration's
 * values stand in (modules/tax/tax-settings.ts), so a fresh clone charges as the spec says.
 */
export const sellerTaxSettings = pgTable(
  'seller_tax_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name').notNull().default(''),
    address: text('address').notNull(),
    stateCode: text('state_code').notNull(),
    registered: boolean('registered').notNull(),
    gstin: text('gstin'),
    pan: text('pan'),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('seller_tax_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * Each category's HSN code and GST rate (issue 24 item 2). A category without a row takes the configuration's
 * GST_PERCENT and its default HSN code (contract gst.ts).
 */
export const categoryTaxRates = pgTable('category_tax_rates', {
  /** A category slug of packages/contract/src/categories.ts. */
  category: text('category').primaryKey(),
  hsnCode: text('hsn_code').notNull(),
  ratePercent: integer('rate_percent').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
