import { and, asc, count, desc, eq, gt, gte, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterConfirmations, newsletterSubscribers } from '../../db/schema/index.ts';

type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type SubscriberStatus = SubscriberRow['status'];

const confirmedOnly = eq(newsletterSubscribers.status, 'confirmed');

export function createNewsletterRepository(db: Db) {
  return {
    db,

    /**
     * The address's row, made `pending` if it is new, and locked until the transaction ends: two requests for one
     * address (two outbox workers) take turns, so the mail caps below hold. The unique index settles a race to insert.
     */
    async lockOrCreate(email: string, source: string, at: Date, q: Queryable): Promise<SubscriberRow> {
      await q
        .insert(newsletterSubscribers)
        .values({ email, source, createdAt: at })
        .onConflictDoNothing({ target: newsletterSubscribers.email });
      const [row] = await q
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .for('update');
      if (!row) throw new Error('newsletter subscriber row vanished inside its transaction');
      return row;
    },

    /** An address that had left asks again: it waits for a new confirmation, from where it came this time. */
    async restartOptIn(id: string, source: string, q: Queryable) {
      await q.update(newsletterSubscribers).set({ status: 'pending', source }).where(eq(newsletterSubscribers.id, id));
    },

    async markNoticeSent(id: string, at: Date, q: Queryable) {
      await q.update(newsletterSubscribers).set({ noticeSentAt: at }).where(eq(newsletterSubscribers.id, id));
    },

    /**
     * How many of the address's confirmation links sent since `since` are still unused, and when the last was sent.
     * Links retired by their owner's own act (a confirmation, an unsubscribe) do not count: only the owner can use
     * them, so a stranger cannot reset the cap, and someone who leaves and comes back gets a link at once.
     */
    async recentConfirmations(subscriberId: string, since: Date, q: Queryable) {
      const [row] = await q
        .select({ sent: count(), last: max(newsletterConfirmations.createdAt) })
        .from(newsletterConfirmations)
        .where(
          and(
            eq(newsletterConfirmations.subscriberId, subscriberId),
            gte(newsletterConfirmations.createdAt, since),
            isNull(newsletterConfirmations.usedAt),
          ),
        );
      return { sent: row?.sent ?? 0, last: row?.last ?? null };
    },

    async insertConfirmation(
      values: { subscriberId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
      q: Queryable,
    ) {
      await q.insert(newsletterConfirmations).values(values);
    },

    /**
     * Uses a confirmation link: marks it used if it is unused and unexpired, and answers whose it was. One statement,
     * so two clicks at once cannot both use it (the second waits for the first's row lock, then finds it used).
     */
    async consumeConfirmation(tokenHash: string, at: Date, q: Queryable): Promise<string | undefined> {
      const [row] = await q
        .update(newsletterConfirmations)
        .set({ usedAt: at })
        .where(
          and(
            eq(newsletterConfirmations.tokenHash, tokenHash),
            isNull(newsletterConfirmations.usedAt),
            gt(newsletterConfirmations.expiresAt, at),
          ),
        )
        .returning({ subscriberId: newsletterConfirmations.subscriberId });
      return row?.subscriberId;
    },

    /** Retires the address's other confirmation links (after one was used, or after it unsubscribed). */
    async retireConfirmations(subscriberId: string, at: Date, q: Queryable) {
      await q
        .update(newsletterConfirmations)
        .set({ usedAt: at })
        .where(and(eq(newsletterConfirmations.subscriberId, subscriberId), isNull(newsletterConfirmations.usedAt)));
    },

    /** Confirms the address; answers the row when it was not confirmed before (a welcome mail is due). */
    async confirm(id: string, at: Date, q: Queryable): Promise<SubscriberRow | undefined> {
      const [row] = await q
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: at, unsubscribedAt: null })
        .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, 'confirmed')))
        .returning();
      return row;
    },

    /** The row of an unsubscribe token's subscriber, locked; undefined when it is gone. */
    async lockById(id: string, q: Queryable): Promise<SubscriberRow | undefined> {
      const [row] = await q.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for('update');
      return row;
    },

    async unsubscribe(id: string, at: Date, q: Queryable) {
      await q
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: at })
        .where(eq(newsletterSubscribers.id, id));
    },

    /**
     * One page of the confirmed subscribers, newest confirmation first, how many there are, and how many addresses
     * still wait for their owner to confirm (shown apart, never counted as subscribers).
     */
    async list(page: number, limit: number) {
      const [rows, [total], [pending]] = await Promise.all([
        db
          .select()
          .from(newsletterSubscribers)
          .where(confirmedOnly)
          .orderBy(desc(newsletterSubscribers.confirmedAt), desc(newsletterSubscribers.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ count: count() }).from(newsletterSubscribers).where(confirmedOnly),
        db.select({ count: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, 'pending')),
      ]);
      return { rows, total: total?.count ?? 0, pending: pending?.count ?? 0 };
    },

    /**
     * A page of the CSV export of the confirmed addresses (decision 022), oldest confirmation first: the addresses after
     * `afterId` (the last of the page before) in the order (confirmed at, id). The cursor's own row gives its exact
     * time (PostgreSQL keeps microseconds, JavaScript milliseconds), so a page never repeats or skips an address,
     * however many share a moment. An address confirmed before confirmation times were kept counts from its creation.
     */
    async exportPage(afterId: string | undefined, size: number) {
      const since = sql`coalesce(${newsletterSubscribers.confirmedAt}, ${newsletterSubscribers.createdAt})`;
      const after = afterId
        ? sql`(${since}, ${newsletterSubscribers.id}) > (select coalesce(cursor.confirmed_at, cursor.created_at), cursor.id from ${newsletterSubscribers} as cursor where cursor.id = ${afterId})`
        : undefined;
      return db
        .select()
        .from(newsletterSubscribers)
        .where(and(confirmedOnly, after))
        .orderBy(asc(since), asc(newsletterSubscribers.id))
        .limit(size);
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
