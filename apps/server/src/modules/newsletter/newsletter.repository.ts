import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

export function createNewsletterRepository(db: Db) {
  return {
    /**
     * Stores the address once. Answers 'created' for a new address, 'resubscribed' for one that had left the list
     * and 'existing' when it is already subscribed; the unique index settles two subscribes racing each other.
     */
    async subscribe(email: string, source: string): Promise<'created' | 'resubscribed' | 'existing'> {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email, source })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      if (inserted.length > 0) return 'created';
      const revived = await db
        .update(newsletterSubscribers)
        .set({ isSubscribed: true })
        .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.isSubscribed, false)))
        .returning({ id: newsletterSubscribers.id });
      return revived.length > 0 ? 'resubscribed' : 'existing';
    },

    /** One page of the subscribers (and those who left), newest first, and how many there are. */
    async list(page: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(newsletterSubscribers)
          .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ count: count() }).from(newsletterSubscribers),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /**
     * A page of the CSV export, oldest first: the addresses after `afterId` (the last of the page before) in the order
     * (created_at, id). The cursor's own row gives its exact time (PostgreSQL keeps microseconds, JavaScript
     * milliseconds), so a page never repeats or skips an address, however many share a moment.
     */
    async exportPage(afterId: string | undefined, size: number) {
      const after = afterId
        ? sql`(${newsletterSubscribers.createdAt}, ${newsletterSubscribers.id}) > (select cursor.created_at, cursor.id from ${newsletterSubscribers} as cursor where cursor.id = ${afterId})`
        : undefined;
      return db
        .select()
        .from(newsletterSubscribers)
        .where(after)
        .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id))
        .limit(size);
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
