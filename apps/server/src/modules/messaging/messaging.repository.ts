import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MessageChannel, MessageStatus } from '@kala/contract/messages';
import type { Locale } from '@kala/contract/locale';
import type { Db } from '../../db/client.ts';
import { messages, orders } from '../../db/schema/index.ts';

/** The database or a transaction of it (another module's, for `queue`). */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type MessageRow = typeof messages.$inferSelect;

/**
 * The statuses a message may move from to reach each status: forwards only (a late 'delivered' after 'read' changes
 * nothing), and a failure only before delivery. A delivery reported after a failure wins: one of the shopper's
 * devices got it (Meta does not promise the order of its callbacks).
 */
const MOVES_FROM: Record<Exclude<MessageStatus, 'queued'>, MessageStatus[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent', 'failed'],
  read: ['queued', 'sent', 'delivered', 'failed'],
  failed: ['queued', 'sent'],
};

export function createMessagingRepository(db: Db) {
  return {
    db,

    /** Whether the shopper opted in to messages for this order, the delivery address's phone, the order's language. */
    async recipientOf(q: Queryable, orderId: string) {
      const [row] = await q
        .select({
          optIn: orders.messagingOptIn,
          phone: sql<string | null>`${orders.shippingAddress} ->> 'phone'`,
          language: orders.language,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    },

    async insert(
      q: Queryable,
      row: {
        orderId: string | null;
        channel: MessageChannel;
        template: string;
        toPhone: string;
        params: Record<string, string>;
        language: Locale;
        at: Date;
      },
    ): Promise<string> {
      const [inserted] = await q
        .insert(messages)
        .values({
          orderId: row.orderId,
          channel: row.channel,
          template: row.template,
          toPhone: row.toPhone,
          params: row.params,
          language: row.language,
          createdAt: row.at,
          updatedAt: row.at,
        })
        .returning({ id: messages.id });
      return inserted!.id;
    },

    async find(id: string): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row;
    },

    /** The provider took it: its id, status sent. Only a message still queued (a job run twice records once). */
    async recordSent(id: string, providerMessageId: string, at: Date) {
      await db
        .update(messages)
        .set({ status: 'sent', providerMessageId, error: null, updatedAt: at })
        .where(and(eq(messages.id, id), eq(messages.status, 'queued')));
    },

    /** Why the last try failed; `final` marks the message failed (no more tries). */
    async recordError(q: Queryable, id: string, error: string, final: boolean, at: Date) {
      await q
        .update(messages)
        .set({ error: error.slice(0, 500), updatedAt: at, ...(final ? { status: 'failed' as const } : {}) })
        .where(and(eq(messages.id, id), inArray(messages.status, ['queued', 'sent'])));
    },

    /**
     * A provider's status report on its message id: applied only forwards (MOVES_FROM), so a repeated or late
     * report changes nothing. Answers the rows it moved.
     */
    async applyStatus(
      channel: MessageChannel,
      providerMessageId: string,
      status: Exclude<MessageStatus, 'queued'>,
      error: string | null,
      at: Date,
    ): Promise<MessageRow[]> {
      return db
        .update(messages)
        .set({ status, updatedAt: at, ...(status === 'failed' ? { error: error?.slice(0, 500) ?? null } : {}) })
        .where(
          and(
            eq(messages.channel, channel),
            eq(messages.providerMessageId, providerMessageId),
            inArray(messages.status, MOVES_FROM[status]),
          ),
        )
        .returning();
    },

    /** An order's messages, oldest first (tests, and the admin's order view later). */
    async ofOrder(orderId: string): Promise<MessageRow[]> {
      return db.select().from(messages).where(eq(messages.orderId, orderId)).orderBy(messages.createdAt);
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
