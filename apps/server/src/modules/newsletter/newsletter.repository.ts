import { and, count, desc, eq } from 'drizzle-orm';
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

    /** Every address, oldest first (the CSV export: a shop's list is thousands of rows, not millions). */
    async all() {
      return db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id);
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
