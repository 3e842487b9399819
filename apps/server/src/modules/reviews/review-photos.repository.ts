import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewPhotos } from '../../db/schema/index.ts';
import type { Queryable } from './reviews.repository.ts';

export type PhotoRow = typeof reviewPhotos.$inferSelect;

/** The review photos' rows: uploaded free, then attached to one review in its order. */
export function createReviewPhotosRepository(db: Db) {
  return {
    async insertPhoto(values: typeof reviewPhotos.$inferInsert): Promise<PhotoRow> {
      const [row] = await db.insert(reviewPhotos).values(values).returning();
      if (!row) throw new Error('photo insert returned nothing');
      return row;
    },

    /** The shopper's photos among `ids` that are free or already on review `reviewId`, locked. */
    async usablePhotos(q: Queryable, userId: string, ids: string[], reviewId: string | null): Promise<PhotoRow[]> {
      if (ids.length === 0) return [];
      return q
        .select()
        .from(reviewPhotos)
        .where(
          and(
            inArray(reviewPhotos.id, ids),
            eq(reviewPhotos.userId, userId),
            reviewId
              ? sql`(${reviewPhotos.reviewId} is null or ${reviewPhotos.reviewId} = ${reviewId})`
              : isNull(reviewPhotos.reviewId),
          ),
        )
        .for('update');
    },

    /** Puts exactly `ids` on the review, in that order; its other photos are removed. */
    async setPhotos(q: Queryable, reviewId: string, ids: string[]): Promise<void> {
      await q
        .delete(reviewPhotos)
        .where(and(eq(reviewPhotos.reviewId, reviewId), ids.length ? notInArray(reviewPhotos.id, ids) : undefined));
      for (const [position, id] of ids.entries()) {
        await q.update(reviewPhotos).set({ reviewId, position }).where(eq(reviewPhotos.id, id));
      }
    },

    async photosOf(q: Queryable, reviewIds: string[]): Promise<Map<string, PhotoRow[]>> {
      const map = new Map<string, PhotoRow[]>();
      if (reviewIds.length === 0) return map;
      const rows = await q
        .select()
        .from(reviewPhotos)
        .where(inArray(reviewPhotos.reviewId, reviewIds))
        .orderBy(asc(reviewPhotos.position));
      for (const row of rows) {
        if (row.reviewId) map.set(row.reviewId, [...(map.get(row.reviewId) ?? []), row]);
      }
      return map;
    },
  };
}
