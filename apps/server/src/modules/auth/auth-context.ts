/**
 * What every part of the auth service shares (issues 4 and 16): its options, the clock, the sign-in slow-down, and
 * the shapes of who is asking (`ClientInfo`) and which session a request belongs to (`SessionRef`).
 */
import type { GoogleVerifier } from '../../providers/identity/google-id-token.ts';
import type { AuthRepository } from './auth.repository.ts';
import { createLoginThrottle, type LoginThrottleSettings } from './login-throttle.ts';
import type { SessionTokens } from './session-tokens.ts';

/** Who is asking: the client address (rate limits, sign-in slow-down) and browser (the list of signed-in devices). */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** The session a request belongs to (from the auth guard). */
export interface SessionRef {
  userId: string;
  sessionId: string;
}

export interface AuthServiceOptions {
  repository: AuthRepository;
  tokens: SessionTokens;
  google: GoogleVerifier | undefined;
  publicUrl: string;
  storeName: string;
  now?: () => number;
  loginThrottle?: Partial<LoginThrottleSettings>;
  /**
   * Told after a change of a user's sessions or of what a session carries has committed (guards.sessionsChanged):
   * sign-outs, passwords, Google proving the email, new details. Kept session rows are read again (decision 029).
   */
  sessionsChanged?: (userId: string) => void;
}

export const NO_CLIENT: ClientInfo = { ip: '', userAgent: undefined };

export type AuthContext = ReturnType<typeof createAuthContext>;

export function createAuthContext(options: AuthServiceOptions) {
  const { repository, tokens, google } = options;
  const now = options.now ?? Date.now;
  const throttle = createLoginThrottle(repository.db, options.loginThrottle ? { settings: options.loginThrottle } : {});
  const sessionsChanged = options.sessionsChanged ?? (() => undefined);
  return { options, repository, tokens, google, now, throttle, sessionsChanged };
}
