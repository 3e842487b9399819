import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';

export type UserRecord = typeof users.$inferSelect;
/** The database or a transaction on it: repository functions take either, so a service can group them. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Account queries. Emails arrive lower-cased (the contract schema does it), so equality is case-insensitive. */
export function createAuthRepository(db: Db) {
  return {
    db,

    async findByEmail(email: string, q: Queryable = db): Promise<UserRecord | undefined> {
      const [user] = await q.select().from(users).where(eq(users.email, email.toLowerCase()));
      return user;
    },

    async findById(id: string, q: Queryable = db): Promise<UserRecord | undefined> {
      const [user] = await q.select().from(users).where(eq(users.id, id));
      return user;
    },

    async findByGoogleSubject(subject: string): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.googleSubject, subject));
      return user;
    },

    /** Inserts a user; undefined when the email is taken (the unique index decides, so two racing sign-ups cannot both win). */
    async insertUser(
      values: {
        name: string;
        email: string;
        passwordHash: string | null;
        role?: 'user' | 'admin';
        googleSubject?: string | null;
        avatar?: string | null;
      },
      q: Queryable = db,
    ): Promise<UserRecord | undefined> {
      const [user] = await q
        .insert(users)
        .values({ ...values, email: values.email.toLowerCase() })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return user;
    },

    async updateUser(
      id: string,
      values: Partial<Pick<UserRecord, 'name' | 'email' | 'avatar' | 'role' | 'googleSubject' | 'passwordHash'>>,
      q: Queryable = db,
    ): Promise<UserRecord | undefined> {
      const [user] = await q
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return user;
    },

    /** Sets a new password hash and bumps the token version, which ends every session signed before. */
    async setPassword(id: string, passwordHash: string, extra: { role?: 'user' | 'admin' } = {}, q: Queryable = db) {
      const [user] = await q
        .update(users)
        .set({
          passwordHash,
          ...extra,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          failedLoginCount: 0,
          lastFailedLoginAt: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      return user;
    },

    async recordFailedLogin(id: string, at: Date) {
      const [row] = await db
        .update(users)
        .set({
          // A day without failures starts the count over (login-throttle.ts forgets them too).
          failedLoginCount: sql`case when ${users.lastFailedLoginAt} is null
            or ${users.lastFailedLoginAt} < ${new Date(at.getTime() - 24 * 3600 * 1000).toISOString()}::timestamptz
            then 1 else ${users.failedLoginCount} + 1 end`,
          lastFailedLoginAt: at,
        })
        .where(eq(users.id, id))
        .returning({ failedLoginCount: users.failedLoginCount, lastFailedLoginAt: users.lastFailedLoginAt });
      return row;
    },

    async clearFailedLogins(id: string) {
      await db.update(users).set({ failedLoginCount: 0, lastFailedLoginAt: null }).where(eq(users.id, id));
    },

    async insertPasswordReset(values: { userId: string; tokenHash: string; expiresAt: Date }, q: Queryable = db) {
      await q.insert(passwordResets).values(values);
    },

    async countRecentResets(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), gte(passwordResets.createdAt, since)));
      return row?.count ?? 0;
    },

    /**
     * Marks an unused, unexpired reset token used and returns its user id. One conditional update, so two requests
     * racing with the same token cannot both succeed.
     */
    async consumeReset(tokenHash: string, now: Date, q: Queryable = db): Promise<string | undefined> {
      const [row] = await q
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },

    /** Other links sent to the same person stop working once one was used. */
    async retireResets(userId: string, now: Date, q: Queryable = db) {
      await q
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
