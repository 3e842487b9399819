import { and, desc, eq, gt, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';

export type UserRecord = typeof users.$inferSelect;
export type SessionRecord = typeof sessions.$inferSelect;
/** The database or a transaction on it: repository functions take either, so a service can group them. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Account queries. Emails arrive lower-cased (the contract schema does it), so equality is case-insensitive. */
/** What updateUser may change on an account. */
type UpdatableUser = Pick<
  UserRecord,
  | 'name'
  | 'email'
  | 'avatar'
  | 'role'
  | 'googleSubject'
  | 'passwordHash'
  | 'emailVerifiedAt'
  | 'tokenVersion'
  | 'language'
>;

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

    /** The user with this email, its row locked until the transaction `q` ends (serializes per-account work). */
    async lockByEmail(email: string, q: Queryable): Promise<UserRecord | undefined> {
      const [user] = await q.select().from(users).where(eq(users.email, email.toLowerCase())).for('update');
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
        emailVerifiedAt?: Date | null;
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

    async updateUser(id: string, values: Partial<UpdatableUser>, q: Queryable = db): Promise<UserRecord | undefined> {
      const [user] = await q
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return user;
    },

    /**
     * Sets a new password hash (null: none) and bumps the token version, which ends every session signed before.
     * `extra` may set the role (admins) or mark the email proven (a reset link was used).
     */
    async setPassword(
      id: string,
      passwordHash: string | null,
      extra: { role?: 'user' | 'admin'; emailVerifiedAt?: Date; googleSubject?: string } = {},
      q: Queryable = db,
    ) {
      const [user] = await q
        .update(users)
        .set({ passwordHash, ...extra, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return user;
    },

    // ── Sessions: one row per signed-in device; the token carries its id. ──

    async insertSession(
      values: { userId: string; userAgent: string; expiresAt: Date; at: Date },
      q: Queryable = db,
    ): Promise<SessionRecord> {
      const [row] = await q
        .insert(sessions)
        .values({
          userId: values.userId,
          userAgent: values.userAgent,
          expiresAt: values.expiresAt,
          createdAt: values.at,
          lastSeenAt: values.at,
        })
        .returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },

    async findSession(id: string, userId: string, q: Queryable = db): Promise<SessionRecord | undefined> {
      const [row] = await q
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId)));
      return row;
    },

    /** The account's sessions that have not expired, the most recently seen first. */
    async listSessions(userId: string, now: Date): Promise<SessionRecord[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /** Ends one session of this user; false when there was none with that id. */
    async deleteSession(id: string, userId: string, q: Queryable = db): Promise<boolean> {
      const rows = await q
        .delete(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Ends every session of the user, or every one but `exceptId`. */
    async deleteSessions(userId: string, exceptId?: string, q: Queryable = db) {
      await q
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), exceptId ? ne(sessions.id, exceptId) : undefined));
    },

    async deleteExpiredSessions(userId: string, now: Date) {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
    },

    async insertPasswordReset(values: { userId: string; tokenHash: string; expiresAt: Date }, q: Queryable = db) {
      await q.insert(passwordResets).values(values);
    },

    async countRecentResets(userId: string, since: Date, q: Queryable = db): Promise<number> {
      const [row] = await q
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
