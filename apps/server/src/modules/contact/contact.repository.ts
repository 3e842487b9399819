import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export function createContactRepository(db: Db) {
  return {
    async insert(message: { name: string; email: string; subject: string; message: string }) {
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('contact message insert returned no row');
      return row;
    },

    /** One page of the messages, newest first, and how many there are (the admin's list). */
    async list(page: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ count: count() }).from(contactMessages),
      ]);
      return { rows, total: total?.count ?? 0 };
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
