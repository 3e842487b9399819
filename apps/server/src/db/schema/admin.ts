import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';

/**
 * Every admin write (issue 11): who, what, when, and the object before and after. Kept when the admin or the object
 * is deleted: the label and the entity id are copies, not references that could vanish.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name and email when the change was made. */
    actorLabel: text('actor_label').notNull(),
    /** 'product', 'order', 'user' or 'shipment'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** What was done, e.g. 'product.create', 'order.status', 'user.delete'. */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: two changes in the same millisecond still read in the order they were made. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.seq),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/**
 * A shopper adding a piece to the cart, one row per add (cart lines are deleted when ordered, so the cart alone
 * cannot tell how many carts became orders). Analytics reads it for cart-to-order conversion.
 */
export const cartAdditions = pgTable(
  'cart_additions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_additions_created_idx').on(t.createdAt)],
);
