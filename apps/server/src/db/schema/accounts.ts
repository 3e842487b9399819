import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shoppers and admins. Emails are stored lower-cased, so the unique index makes them unique without regard to case. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  /** argon2id; null for an account that only signs in with Google. */
  passwordHash: text('password_hash'),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  avatar: text('avatar'),
  googleSubject: text('google_subject').unique(),
  /** Bumped when the password changes or is reset; tokens carrying an older version are refused. */
  tokenVersion: integer('token_version').notNull().default(0),
  /**
   * When the account last proved it receives mail at `email` (a reset link used, Google vouching for it, or an admin
   * set up by the operator); null until then and again after an email change (decision 008).
   */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** The storefront language the shopper last chose (contract locale.ts), which their mails are written in. */
  language: text('language').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per signed-in device (decision 003): the session token carries the row's id, and the auth guard reads the
 * row with the user, so deleting it signs that device out on every instance at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent at sign-in (cut to 512 characters), shown as "Chrome on Android". */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Updated by the guard at most every few minutes, not on every request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The token's own expiry; rows past it are deleted when the user next signs in. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in failures (modules/auth/login-throttle.ts): one row per account (`subject`: `u:<user id>`, or `e:<email
 * hash>` for an email with no account) and one per account and client address (`key` = subject|address hash).
 * Attempts are claimed here under a row lock before the password is checked, so parallel guesses cannot overrun it.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    /** On the account row: hashes of the addresses that failed lately (a few are enough to tell "many"). */
    addresses: text('addresses').array().notNull().default([]),
  },
  (t) => [index('login_throttle_subject_idx').on(t.subject), index('login_throttle_last_idx').on(t.lastFailureAt)],
);

/** Single-use password reset tokens; only a SHA-256 hash of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  starsRating: integer('stars_rating').notNull(),
  satisfaction: text('satisfaction'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Newsletter addresses with double opt-in (decision 022): a row is made `pending` when someone asks for the
 * newsletter, becomes `confirmed` when the mailed link is used, and `unsubscribed` when a mail's unsubscribe link is.
 * Only confirmed rows get newsletters, count and export.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  source: text('source').notNull().default('site'),
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
    .notNull()
    .default('pending'),
  /** When the address last confirmed (its owner used a confirmation link); null while it never has. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  /** When a confirmed address was last told 'you are already subscribed' (at most one such mail a day). */
  noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
  /** When the address was first given. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per confirmation mail sent: only a SHA-256 hash of the link's token is kept. Using any of an address's links
 * retires the others; the rows also count the mails sent lately, so the form cannot flood an inbox.
 */
export const newsletterConfirmations = pgTable(
  'newsletter_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_confirmations_subscriber_idx').on(t.subscriberId, t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
