import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A shopper's marketing consent as it stands (decision 043): marketing mail (and so cart reminders) when
 * `mail_given_at` is set, WhatsApp reminders as well when `whatsapp_phone` is. No row: never agreed.
 */
export const marketingConsents = pgTable('marketing_consents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mailGivenAt: timestamp('mail_given_at', { withTimezone: true }),
  /** The ten-digit mobile WhatsApp reminders go to; null: no WhatsApp. */
  whatsappPhone: text('whatsapp_phone'),
  whatsappGivenAt: timestamp('whatsapp_given_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The consent record (DPDP Act 2023 s.6(10): the store must be able to show the consent it relies on): every giving
 * and withdrawing, with where it happened, the words shown, and when. Rows are only ever added.
 */
export const marketingConsentEvents = pgTable(
  'marketing_consent_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['mail', 'whatsapp'] }).notNull(),
    action: text('action', { enum: ['given', 'withdrawn'] }).notNull(),
    /** 'sign-up', 'account' or 'unsubscribe-link'. */
    source: text('source').notNull(),
    /** The words shown beside the box when it was given (empty for a withdrawal). */
    wording: text('wording').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('marketing_consent_events_user_idx').on(t.userId, t.at)],
);

/**
 * One row per left-cart reminder sent: the cart's fingerprint (its sizes and quantities) makes a second reminder for
 * the same cart impossible (the unique index is also the claim two instances race for).
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    /** The cart's last change the reminder was about. */
    cartChangedAt: timestamp('cart_changed_at', { withTimezone: true }).notNull(),
    /** Lines in the mail (the available ones). */
    lines: integer('lines').notNull(),
    /** 'mail' or 'mail+whatsapp'. */
    channels: text('channels').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cart_reminders_user_fingerprint_idx').on(t.userId, t.fingerprint),
    index('cart_reminders_sent_idx').on(t.sentAt),
  ],
);
