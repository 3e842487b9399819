import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import type { SessionTokens } from '../modules/auth/session-tokens.ts';

/** The signed-in user a request acts as (set by `authenticate`). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  avatar: string | null;
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
}

/** The user a request is for: throws when it has none (use after requireUser). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new UnauthorizedError();
  return request.sessionUser;
}

/**
 * Bearer-token guards. The token is checked (signature, algorithm, issuer, audience, expiry) and then the user is
 * read from the database, so a deleted user, a changed role or a password change (token version) takes effect at once.
 */
export function registerAuthentication(app: FastifyInstance, db: Db, tokens: SessionTokens): Guards {
  app.decorateRequest('sessionUser', null);

  async function resolve(request: FastifyRequest): Promise<SessionUser | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await tokens.verify(header.slice('Bearer '.length).trim());
    if (!claims) return null;
    const [user] = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        avatar: users.avatar,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!user || user.tokenVersion !== claims.tokenVersion) return null;
    return { id: user.id, name: user.name, email: user.email, role: user.role, avatar: user.avatar };
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
  };
}
