/**
 * What the auth route groups share: their options, their OpenAPI tag and failure answers, and how a request names
 * its client (address and browser) and its signed-in session.
 */
import type { FastifyRequest } from 'fastify';
import { errorSchema } from '@kala/contract/envelope';
import { currentUser, type Guards } from '../../plugins/authenticate.ts';
import type { AuthRateLimits } from './auth-limits.ts';
import type { AuthService, ClientInfo, SessionRef } from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  guards: Guards;
  limits: AuthRateLimits;
  googleClientId: string | undefined;
}

export const tags = ['auth'];
export const failures = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };

/** The client address (as trustProxy allows) and browser of a request. */
export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The signed-in session of a request (after requireUser). */
export function sessionOf(request: FastifyRequest): SessionRef {
  const user = currentUser(request);
  return { userId: user.id, sessionId: user.sessionId };
}
