import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions as sessionsTable, users } from '../db/schema/index.ts';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import { createSessionCache, type SessionCache } from '../lib/session-cache.ts';
import type { SessionTokens } from '../modules/auth/session-tokens.ts';

/** The signed-in user a request acts as (set by `authenticate`). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  avatar: string | null;
  /** The session (signed-in device) the request's token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

export interface Guards {
  /** Requires a valid session; 401 otherwise. */
  requireUser: preHandlerAsyncHookHandler;
  /** Requires a valid admin session; 401 without a session, 403 for a shopper. */
  requireAdmin: preHandlerAsyncHookHandler;
  /** Sets request.sessionUser when a valid token is sent; never refuses. */
  optionalUser: preHandlerAsyncHookHandler;
  /**
   * Says that the user's sessions changed (ended, a new password or role, new details, the account deleted): their
   * kept rows are read again, here and on every instance. Call it after the change has committed.
   */
  sessionsChanged(userId: string): void;
}

/** A session's "last seen" is written at most this often, not on every request. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** The user a request is for: throws when it has none (use after requireUser). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new UnauthorizedError();
  return request.sessionUser;
}

/**
 * Bearer-token guards. The token is checked (signature, algorithm, issuer, audience, expiry), then its session row
 * and user are read in one query (a join), kept for SESSION_CACHE_MS (lib/session-cache.ts): a signed-out device, a
 * deleted user, a changed role or a password change (token version) takes effect at once on every instance, as the
 * change calls `sessionsChanged` after it commits (decision 029). The session's last-seen time is written when it is
 * older than LAST_SEEN_EVERY_MS.
 */
export function registerAuthentication(
  app: FastifyInstance,
  db: Db,
  tokens: SessionTokens,
  now: () => number = Date.now,
  sessions: SessionCache = createSessionCache(),
): Guards {
  app.decorateRequest('sessionUser', null);

  // Every signed-in request runs this query: built once and prepared (PostgreSQL parses it once per connection),
  // which took a few per cent of the server's time off the order benchmark.
  const sessionUser = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      avatar: users.avatar,
      tokenVersion: users.tokenVersion,
      lastSeenAt: sessionsTable.lastSeenAt,
    })
    .from(sessionsTable)
    .innerJoin(users, eq(users.id, sessionsTable.userId))
    .where(and(eq(sessionsTable.id, sql.placeholder('sessionId')), eq(sessionsTable.userId, sql.placeholder('userId'))))
    .prepare('session_user');

  async function resolve(request: FastifyRequest): Promise<SessionUser | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await tokens.verify(header.slice('Bearer '.length).trim());
    if (!claims) return null;
    const { sessionId, userId } = claims;
    const row = await sessions.read(
      sessionId,
      userId,
      async () => (await sessionUser.execute({ sessionId, userId }))[0],
    );
    if (!row || row.tokenVersion !== claims.tokenVersion) return null;
    const nowMs = now();
    if (nowMs - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
      // The kept row too, so the next requests do not write again.
      row.lastSeenAt = new Date(nowMs);
      // Conditional, so of several requests arriving together only the first writes.
      await db
        .update(sessionsTable)
        .set({ lastSeenAt: new Date(nowMs) })
        .where(
          and(eq(sessionsTable.id, sessionId), lte(sessionsTable.lastSeenAt, new Date(nowMs - LAST_SEEN_EVERY_MS))),
        );
    }
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      avatar: row.avatar,
      sessionId: claims.sessionId,
    };
  }

  const requireUser: preHandlerAsyncHookHandler = async (request) => {
    request.sessionUser = await resolve(request);
    if (!request.sessionUser) throw new UnauthorizedError();
  };
  return {
    requireUser,
    async requireAdmin(request) {
      request.sessionUser = await resolve(request);
      if (!request.sessionUser) throw new UnauthorizedError();
      if (request.sessionUser.role !== 'admin') throw new ForbiddenError('Admin access required');
    },
    async optionalUser(request) {
      request.sessionUser = await resolve(request);
    },
    sessionsChanged: (userId) => sessions.changed(userId),
  };
}
