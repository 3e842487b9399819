import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { claimMessages, claimPhotos, claims, orders } from '../../db/schema/index.ts';

/** The database or a transaction of it. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimMessageRow = typeof claimMessages.$inferSelect;
export type ClaimPhotoRow = typeof claimPhotos.$inferSelect;

/** A claim with the order numbers its views show (its own order's and a replacement's). */
export type ClaimWithNumbers = ClaimRow & { orderNumber: string; replacementOrderNumber: string | null };

const OPEN = sql`${claims.status} in ('open', 'info_requested')`;
const replacement = aliasedTable(orders, 'replacement');

/** Claims, their messages and photos (issue 26 item 5, decision 039). */
export function createClaimsRepository(db: Db) {
  /** Claims with their order's number and the replacement's, by a condition. */
  const withNumbers = (q: Queryable) =>
    q
      .select({
        claim: claims,
        orderNumber: orders.orderNumber,
        replacementOrderNumber: replacement.orderNumber,
      })
      .from(claims)
      .innerJoin(orders, eq(orders.id, claims.orderId))
      .leftJoin(replacement, eq(replacement.id, claims.replacementOrderId));
  const flatten = (rows: { claim: ClaimRow; orderNumber: string; replacementOrderNumber: string | null }[]) =>
    rows.map(({ claim, orderNumber, replacementOrderNumber }) => ({ ...claim, orderNumber, replacementOrderNumber }));

  return {
    db,

    async insertPhoto(values: { userId: string; url: string }): Promise<ClaimPhotoRow> {
      const [row] = await db.insert(claimPhotos).values(values).returning();
      if (!row) throw new Error('claim photo insert returned nothing');
      return row;
    },

    /**
     * Attaches the shopper's own unused uploads to a claim (and a reply), in the order given. Answers how many were
     * attached: fewer than asked means an id was someone else's, already used, or unknown, and the caller refuses.
     */
    async attachPhotos(q: Queryable, userId: string, photoIds: string[], claimId: string, messageId: string | null) {
      let attached = 0;
      for (const [position, id] of photoIds.entries()) {
        const rows = await q
          .update(claimPhotos)
          .set({ claimId, messageId, position })
          .where(and(eq(claimPhotos.id, id), eq(claimPhotos.userId, userId), isNull(claimPhotos.claimId)))
          .returning({ id: claimPhotos.id });
        attached += rows.length;
      }
      return attached;
    },

    async insertClaim(q: Queryable, values: typeof claims.$inferInsert): Promise<ClaimRow> {
      const [row] = await q.insert(claims).values(values).returning();
      if (!row) throw new Error('claim insert returned nothing');
      return row;
    },

    async insertMessage(q: Queryable, values: typeof claimMessages.$inferInsert): Promise<ClaimMessageRow> {
      const [row] = await q.insert(claimMessages).values(values).returning();
      if (!row) throw new Error('claim message insert returned nothing');
      return row;
    },

    /** One claim (the shopper's own when `userId` is given), locked for the change that follows when `lock`. */
    async findClaim(q: Queryable, claimId: string, userId: string | null, lock = false) {
      const where = userId ? and(eq(claims.id, claimId), eq(claims.userId, userId)) : eq(claims.id, claimId);
      const query = q.select().from(claims).where(where);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async updateClaim(q: Queryable, claimId: string, change: Partial<typeof claims.$inferInsert>): Promise<ClaimRow> {
      const [row] = await q.update(claims).set(change).where(eq(claims.id, claimId)).returning();
      if (!row) throw new Error('claim vanished while being updated');
      return row;
    },

    /** An order's open claim, if any (at most one: the partial unique index). */
    async openClaimOf(q: Queryable, orderId: string) {
      const [row] = await q
        .select({ id: claims.id })
        .from(claims)
        .where(and(eq(claims.orderId, orderId), OPEN));
      return row;
    },

    async claimsOfOrder(q: Queryable, orderId: string): Promise<ClaimWithNumbers[]> {
      return flatten(await withNumbers(q).where(eq(claims.orderId, orderId)).orderBy(desc(claims.createdAt)));
    },

    async claimWithNumbers(q: Queryable, claimId: string): Promise<ClaimWithNumbers | undefined> {
      return flatten(await withNumbers(q).where(eq(claims.id, claimId)))[0];
    },

    async messagesOf(q: Queryable, claimIds: string[]): Promise<ClaimMessageRow[]> {
      if (claimIds.length === 0) return [];
      return q
        .select()
        .from(claimMessages)
        .where(inArray(claimMessages.claimId, claimIds))
        .orderBy(asc(claimMessages.seq));
    },

    async photosOf(q: Queryable, claimIds: string[]): Promise<ClaimPhotoRow[]> {
      if (claimIds.length === 0) return [];
      return q
        .select()
        .from(claimPhotos)
        .where(inArray(claimPhotos.claimId, claimIds))
        .orderBy(asc(claimPhotos.position), asc(claimPhotos.createdAt));
    },

    /**
     * The admin's list: open claims (waiting for the store or the shopper), closed ones, or all; the oldest open one
     * first (it has waited longest), closed ones newest first. With each: its order's number and customer, how many
     * photos, and whether the shopper wrote last.
     */
    async adminList(filter: 'open' | 'closed' | 'all', limit: number, offset: number) {
      const where = filter === 'open' ? OPEN : filter === 'closed' ? sql`not (${OPEN})` : undefined;
      const photoCount = sql<number>`(select count(*)::int from ${claimPhotos} p where p.claim_id = ${claims.id})`;
      const lastAuthor = sql<
        string | null
      >`(select m.author from ${claimMessages} m where m.claim_id = ${claims.id} order by m.seq desc limit 1)`;
      const order =
        filter === 'open'
          ? [asc(claims.createdAt), asc(claims.id)]
          : [desc(claims.updatedAt), desc(claims.createdAt), desc(claims.id)];
      const [rows, [total], [open]] = await Promise.all([
        db
          .select({
            claim: claims,
            orderNumber: orders.orderNumber,
            customerName: orders.customerName,
            photoCount,
            lastAuthor,
          })
          .from(claims)
          .innerJoin(orders, eq(orders.id, claims.orderId))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(claims).where(where),
        db.select({ n: count() }).from(claims).where(OPEN),
      ]);
      return { rows, total: total?.n ?? 0, openCount: open?.n ?? 0 };
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
