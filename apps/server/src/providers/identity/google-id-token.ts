import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

/** What a verified Google ID token tells us about its holder. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string | undefined;
  picture: string | undefined;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Checks Google Sign-In ID tokens (the `credential` of Google Identity Services) against Google's published keys:
 * signature (RS256 only), issuer, audience = our client id, expiry, and a verified email. The key set is fetched
 * lazily and cached by jose, refreshed when a token names a key it does not know.
 */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string; now?: () => number }) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  const now = options.now ?? Date.now;

  return {
    /** The identity, or undefined when the token is not a valid Google token for this store. */
    async verify(credential: string): Promise<GoogleIdentity | undefined> {
      try {
        const { payload } = await jwtVerify(credential, keys, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'exp'],
        });
        // An unverified email could belong to someone else: never sign anyone in on it.
        if (payload.email_verified !== true && payload.email_verified !== 'true') return undefined;
        if (typeof payload.email !== 'string' || typeof payload.sub !== 'string') return undefined;
        return {
          subject: payload.sub,
          email: payload.email.toLowerCase(),
          name: typeof payload.name === 'string' ? payload.name : undefined,
          picture: typeof payload.picture === 'string' ? payload.picture : undefined,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
