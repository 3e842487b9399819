import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * Every WhatsApp/SMS message the store sent or will send (issue 25 item 1): which template for which order, through
 * which channel, and what the provider last said of it (its delivery-status webhook). The body is rebuilt from the
 * template and its params, never stored twice.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** 'whatsapp', 'sms' or 'local' (the default writing files under DATA_DIR/messages). */
    channel: text('channel').notNull(),
    /** A template name of `@kala/contract/messages#MESSAGE_TEMPLATES`. */
    template: text('template').notNull(),
    /** The ten-digit Indian mobile it goes to (the order address's phone when the shopper opted in). */
    toPhone: text('to_phone').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** The language it is sent in (issue 28): the order's, or the shopper's for a cart reminder. */
    language: text('language').notNull().default('en'),
    /** queued, sent, delivered, read or failed. */
    status: text('status').notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('messages_provider_id_idx').on(t.channel, t.providerMessageId),
  ],
);
