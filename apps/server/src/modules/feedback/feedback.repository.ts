import { count, desc } from 'drizzle-orm';
import type { FeedbackBody } from '@kala/contract/feedback';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';

export function createFeedbackRepository(db: Db) {
  return {
    /** Stores one feedback message with the account that sent it. */
    async insert(userId: string, body: FeedbackBody): Promise<string> {
      const [row] = await db
        .insert(feedback)
        .values({
          userId,
          name: body.name,
          email: body.email,
          message: body.message,
          starsRating: body.starsRating,
          satisfaction: body.satisfaction ?? null,
        })
        .returning({ id: feedback.id });
      if (!row) throw new Error('feedback insert returned nothing');
      return row.id;
    },

    /** One page of every feedback message, newest first, and how many there are (the admin's list). */
    async list(page: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(feedback)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ count: count() }).from(feedback),
      ]);
      return { rows, total: total?.count ?? 0 };
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
