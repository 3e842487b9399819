import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { shipments } from './shipments.ts';

/**
 * The seller's cash-on-delivery policy (issue 25 items 3 and 4): one row (id 1), the whole policy as JSON validated
 * by the contract's schema (`@kala/contract/cod#codPolicySchema`); until the admin saves it, the contract's defaults.
 */
export const codPolicySettings = pgTable(
  'cod_policy_settings',
  {
    id: integer('id').primaryKey().default(1),
    policy: jsonb('policy').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cod_policy_settings_one_row', sql`${t.id} = 1`)],
);

/** PIN codes and phone numbers the seller blocks from COD, or allows whatever their tier (issue 25 item 3). */
export const codListEntries = pgTable(
  'cod_list_entries',
  {
    /** 'pincode' or 'phone' (ten digits). */
    kind: text('kind', { enum: ['pincode', 'phone'] }).notNull(),
    value: text('value').notNull(),
    list: text('list', { enum: ['block', 'allow'] }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/**
 * Single-use links that act on an order without signing in (issue 25 item 2: confirm or cancel a COD order from the
 * mail or the WhatsApp/SMS message). Only the SHA-256 of the token is kept; `usedAt` makes it single use.
 */
export const orderActionTokens = pgTable(
  'order_action_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['cod-confirm', 'delivery-fix'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_action_tokens_hash_idx').on(t.tokenHash),
    index('order_action_tokens_order_idx').on(t.orderId),
  ],
);

/**
 * A courier's failed delivery attempt (NDR, issue 25 item 5) and what was done about it: re-attempt (with a date,
 * address or phone) or return to origin. One row per attempt; `eventKey` makes a webhook or poll seen twice one row.
 */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    reason: text('reason').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    eventKey: text('event_key').notNull(),
    /** 'reattempt' or 'return', once decided; by whom (null: the shopper or the store). */
    action: text('action', { enum: ['reattempt', 'return'] }),
    actionBy: uuid('action_by').references(() => users.id, { onDelete: 'set null' }),
    actionByLabel: text('action_by_label'),
    actionAt: timestamp('action_at', { withTimezone: true }),
    reattemptDate: date('reattempt_date', { mode: 'string' }),
    newAddress: jsonb('new_address').$type<Record<string, string>>(),
    newPhone: text('new_phone'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_attempts_key_idx').on(t.shipmentId, t.eventKey),
    index('delivery_attempts_shipment_idx').on(t.shipmentId, t.attempt),
  ],
);
