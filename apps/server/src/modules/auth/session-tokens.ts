import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

/**
 * Session tokens: HS256 JWTs with issuer, audience and expiry checked, and only HS256 accepted (no `none`, no
 * algorithm confusion). `sid` names the session row (one per signed-in device; deleting it signs that device out);
 * `tv` is the user's token version: changing or resetting a password bumps it, which ends every older session.
 * Tokens without `sid` (issued before sessions had rows) are refused: their holders sign in again (decision 003).
 */
export const ISSUER = 'kala';
export const AUDIENCE = 'kala-web';
/** Shoppers stay signed in for a week; admins get the spec's 'Extended Session' of 30 days. */
export const SESSION_SECONDS = { user: 7 * 24 * 3600, admin: 30 * 24 * 3600 } as const;

export interface SessionClaims {
  userId: string;
  role: 'user' | 'admin';
  tokenVersion: number;
  /** The id of the session row (sessions table). */
  sessionId: string;
}

/**
 * Tokens already verified, kept with their claims and expiry (issue 31): a signed-in shopper sends the same token on
 * every request, and checking its HMAC through WebCrypto each time was 5-10 % of the server's time under the checkout
 * load. A token's signature and claims never change, so the answer is kept; its expiry is still checked on every use,
 * and the session row (sign-out, password change, role) is still read by authenticate.ts on every request. Bounded by
 * count: a flood of forged tokens is never kept (only valid ones are).
 */
const VERIFIED_TOKENS = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createSessionTokens(secret: string, now: () => number = Date.now) {
  const key = new TextEncoder().encode(secret);
  const verified = new LRUCache<string, { claims: SessionClaims; exp: number }>({ max: VERIFIED_TOKENS });
  return {
    /** When a session that starts now ends. */
    expiresAt(role: SessionClaims['role']): Date {
      return new Date((Math.floor(now() / 1000) + SESSION_SECONDS[role]) * 1000);
    },

    async sign(claims: SessionClaims, expiresAt?: Date): Promise<string> {
      const issuedAt = Math.floor(now() / 1000);
      const expiry = expiresAt ? Math.floor(expiresAt.getTime() / 1000) : issuedAt + SESSION_SECONDS[claims.role];
      return new SignJWT({ role: claims.role, tv: claims.tokenVersion, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiry)
        .sign(key);
    },

    /** The claims of a valid token, or undefined for a forged, expired, malformed or foreign one. */
    async verify(token: string): Promise<SessionClaims | undefined> {
      const known = verified.get(token);
      // jose's own rule: a token is expired once the current second reaches `exp`.
      if (known) return Math.floor(now() / 1000) < known.exp ? known.claims : undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return undefined;
        if (typeof payload.sid !== 'string' || !UUID.test(payload.sid) || !UUID.test(payload.sub)) return undefined;
        if (payload.role !== 'user' && payload.role !== 'admin') return undefined;
        const claims: SessionClaims = {
          userId: payload.sub,
          role: payload.role,
          tokenVersion: payload.tv,
          sessionId: payload.sid,
        };
        if (typeof payload.exp === 'number') verified.set(token, { claims, exp: payload.exp });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
