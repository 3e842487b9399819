import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Queryable, UserRecord } from '../auth/auth.repository.ts';

/** LIKE treats % and _ as wildcards; an admin's search is a literal. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The admin's account queries. Inserts and password changes go through the auth repository (one place hashes and
 * bumps token versions); this adds what only admins do: list, lock for a rule check, delete.
 */
export function createAdminUsersRepository(db: Db) {
  return {
    db,

    async list(criteria: { search?: string | undefined; offset: number; limit: number }) {
      const condition = criteria.search
        ? or(
            ilike(users.name, `%${escapeLike(criteria.search)}%`),
            ilike(users.email, `%${escapeLike(criteria.search)}%`),
          )
        : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(condition)
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(criteria.limit)
          .offset(criteria.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .where(condition),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The user, its row locked until the transaction ends; undefined for an unknown or malformed id. */
    async lock(id: string, q: Queryable): Promise<UserRecord | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await q.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    /**
     * How many admins there are, their rows locked (in id order, so two transactions never wait on each other in a
     * circle). Two admins demoting each other at once are then serialized: the second counts after the first has
     * committed, and the store never ends with no admin.
     */
    async lockAdmins(q: Queryable): Promise<number> {
      const rows = await q
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.id))
        .for('update');
      return rows.length;
    },

    async emailTakenByOther(email: string, id: string, q: Queryable): Promise<boolean> {
      const [row] = await q
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email.toLowerCase()), sql`${users.id} <> ${id}`));
      return row !== undefined;
    },

    /**
     * Deletes the account. Its sessions, reset links, cart and wishlist go with it (cascade); its orders stay with the
     * customer's name and email copied in (orders.user_id is set null).
     */
    async delete(id: string, q: Queryable): Promise<boolean> {
      const rows = await q.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
