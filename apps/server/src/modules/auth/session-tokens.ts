import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Session tokens: HS256 JWTs with issuer, audience and expiry checked, and only HS256 accepted (no `none`, no
 * algorithm confusion). `tv` is the user's token version: changing or resetting a password bumps it, which ends
 * every older session.
 */
export const ISSUER = 'kala';
export const AUDIENCE = 'kala-web';
/** Shoppers stay signed in for a week; admins get the spec's 'Extended Session' of 30 days. */
export const SESSION_SECONDS = { user: 7 * 24 * 3600, admin: 30 * 24 * 3600 } as const;

export interface SessionClaims {
  userId: string;
  role: 'user' | 'admin';
  tokenVersion: number;
}

export function createSessionTokens(secret: string, now: () => number = Date.now) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: SessionClaims): Promise<string> {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SESSION_SECONDS[claims.role])
        .sign(key);
    },

    /** The claims of a valid token, or undefined for a forged, expired, malformed or foreign one. */
    async verify(token: string): Promise<SessionClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return undefined;
        if (payload.role !== 'user' && payload.role !== 'admin') return undefined;
        return { userId: payload.sub, role: payload.role, tokenVersion: payload.tv };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
