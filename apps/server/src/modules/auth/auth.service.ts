import type { LoginBody, RegisterBody, UpdatePasswordBody } from '@kala/contract/auth';
import { AUTH_MESSAGES } from '@kala/contract/auth';
import { BadRequestError, ConflictError, HttpError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import { passwordResetMail } from '../../lib/mail/password-reset-mail.ts';
import type { GoogleVerifier } from '../../providers/identity/google-id-token.ts';
import type { AuthRepository, UserRecord } from './auth.repository.ts';
import {
  createUnknownEmailFailures,
  DEFAULT_LOGIN_THROTTLE,
  secondsToWait,
  type LoginThrottleSettings,
} from './login-throttle.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { hashResetToken, newResetToken, RESET_TOKEN_SECONDS } from './reset-tokens.ts';
import type { SessionTokens } from './session-tokens.ts';
import { toAuthUser } from './user-view.ts';

/** 429 for one account under attack; the route copies `retryAfterSeconds` into the Retry-After header. */
export class AccountThrottledError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    const wait =
      retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
    super(429, `Too many sign-in attempts for this account. Please try again in ${wait}.`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** At most this many reset mails per account per hour: the form cannot be used to flood someone's inbox. */
const RESET_MAILS_PER_HOUR = 3;

export interface AuthServiceOptions {
  repository: AuthRepository;
  tokens: SessionTokens;
  google: GoogleVerifier | undefined;
  publicUrl: string;
  storeName: string;
  now?: () => number;
  loginThrottle?: Partial<LoginThrottleSettings>;
}

/** Accounts and sessions (issue 4): every rule lives here; routes only validate and answer. */
export function createAuthService(options: AuthServiceOptions) {
  const { repository, tokens, google } = options;
  const now = options.now ?? Date.now;
  const throttle = { ...DEFAULT_LOGIN_THROTTLE, ...options.loginThrottle };
  const unknownEmails = createUnknownEmailFailures();

  async function session(user: UserRecord) {
    const token = await tokens.sign({ userId: user.id, role: user.role, tokenVersion: user.tokenVersion });
    return { token, user: toAuthUser(user) };
  }

  return {
    /** Creates a shopper. Whatever else the body holds, the role is `user`. */
    async register(body: RegisterBody) {
      assertAcceptablePassword(body.password);
      const passwordHash = await hashPassword(body.password);
      const user = await repository.insertUser({ name: body.name, email: body.email, passwordHash, role: 'user' });
      if (!user) throw new ConflictError(AUTH_MESSAGES.emailTaken);
      return session(user);
    },

    /**
     * Signs in. A wrong password and an unknown email answer the same (401, same message, a hash check either way),
     * and both slow down the same way after repeated failures.
     */
    async login(body: LoginBody) {
      const nowMs = now();
      const user = await repository.findByEmail(body.email);
      const state = user
        ? { count: user.failedLoginCount, last: user.lastFailedLoginAt }
        : unknownEmails.get(body.email);
      const wait = secondsToWait(state, nowMs, throttle);
      if (wait > 0) throw new AccountThrottledError(wait);

      const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!user || !ok) {
        if (user) await repository.recordFailedLogin(user.id, new Date(nowMs));
        else unknownEmails.record(body.email, new Date(nowMs), nowMs);
        throw new UnauthorizedError(AUTH_MESSAGES.invalidLogin);
      }
      if (user.failedLoginCount > 0) await repository.clearFailedLogins(user.id);
      return session(user);
    },

    /** Signs in with a Google ID token: the linked account, else the account with that verified email, else a new shopper. */
    async googleLogin(credential: string | undefined) {
      if (!google) throw new NotFoundError(AUTH_MESSAGES.googleOff);
      if (!credential) throw new BadRequestError(AUTH_MESSAGES.googleNoCredential);
      const identity = await google.verify(credential);
      if (!identity) throw new UnauthorizedError(AUTH_MESSAGES.googleFailed);

      let user = await repository.findByGoogleSubject(identity.subject);
      if (!user) {
        const byEmail = await repository.findByEmail(identity.email);
        if (byEmail) {
          // Already linked to another Google account: refuse rather than take it over.
          if (byEmail.googleSubject && byEmail.googleSubject !== identity.subject) {
            throw new UnauthorizedError(AUTH_MESSAGES.googleFailed);
          }
          user = await repository.updateUser(byEmail.id, {
            googleSubject: identity.subject,
            ...(byEmail.avatar ? {} : { avatar: identity.picture ?? null }),
          });
        } else {
          const name = identity.name?.trim() || identity.email.split('@')[0] || 'Shopper';
          user = await repository.insertUser({
            name,
            email: identity.email,
            passwordHash: null,
            role: 'user',
            googleSubject: identity.subject,
            avatar: identity.picture ?? null,
          });
          // Lost a race with a sign-up for the same email: use that account on the next try.
          if (!user) throw new UnauthorizedError(AUTH_MESSAGES.googleFailed);
        }
      }
      if (!user) throw new UnauthorizedError(AUTH_MESSAGES.googleFailed);
      return session(user);
    },

    /** Queues a reset mail when the account exists; the caller answers the same either way. */
    async forgotPassword(email: string) {
      const user = await repository.findByEmail(email);
      if (!user) return;
      const nowMs = now();
      const recent = await repository.countRecentResets(user.id, new Date(nowMs - 3600_000));
      if (recent >= RESET_MAILS_PER_HOUR) return;
      const token = newResetToken();
      const link = `${options.publicUrl}/reset-password/${token}`;
      await repository.db.transaction(async (tx) => {
        await repository.insertPasswordReset(
          {
            userId: user.id,
            tokenHash: hashResetToken(token),
            expiresAt: new Date(nowMs + RESET_TOKEN_SECONDS * 1000),
          },
          tx,
        );
        await enqueueMail(
          tx,
          passwordResetMail({ to: user.email, name: user.name, link, storeName: options.storeName }),
          new Date(nowMs),
        );
      });
    },

    /** Sets a new password with a reset token (single use, one hour) and ends every session of the account. */
    async resetPassword(token: string, password: string) {
      if (!token) throw new BadRequestError(AUTH_MESSAGES.resetTokenMissing);
      assertAcceptablePassword(password);
      const passwordHash = await hashPassword(password);
      const at = new Date(now());
      const done = await repository.db.transaction(async (tx) => {
        const userId = await repository.consumeReset(hashResetToken(token), at, tx);
        if (!userId) return false;
        await repository.setPassword(userId, passwordHash, {}, tx);
        await repository.retireResets(userId, at, tx);
        return true;
      });
      if (!done) throw new BadRequestError(AUTH_MESSAGES.resetTokenInvalid);
    },

    async me(userId: string) {
      const user = await repository.findById(userId);
      if (!user) throw new UnauthorizedError();
      return toAuthUser(user);
    },

    async updateDetails(
      userId: string,
      body: { name?: string | undefined; email?: string | undefined; avatar?: string | null | undefined },
    ) {
      const user = await repository.findById(userId);
      if (!user) throw new UnauthorizedError();
      if (body.email && body.email !== user.email) {
        const other = await repository.findByEmail(body.email);
        if (other) throw new ConflictError(AUTH_MESSAGES.emailTaken);
      }
      const changes = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
      };
      try {
        const updated = await repository.updateUser(userId, changes);
        if (!updated) throw new UnauthorizedError();
        return toAuthUser(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(AUTH_MESSAGES.emailTaken);
        throw error;
      }
    },

    /** Changes the password, ends every other session, and answers a fresh token so this tab stays signed in. */
    async updatePassword(userId: string, body: UpdatePasswordBody) {
      const user = await repository.findById(userId);
      if (!user) throw new UnauthorizedError();
      // 400, not 401: a wrong current password must not sign the person out of the web app (spec §6 401 rule).
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw new BadRequestError(AUTH_MESSAGES.currentPasswordWrong, [
          { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong },
        ]);
      }
      assertAcceptablePassword(body.newPassword, 'newPassword');
      const updated = await repository.setPassword(userId, await hashPassword(body.newPassword));
      if (!updated) throw new UnauthorizedError();
      return session(updated);
    },

    /**
     * Makes sure this admin exists with this password (ADMIN_EMAIL/ADMIN_PASSWORD at start, `npm run create-admin`).
     * Leaves the account untouched when it already is an admin with that password, so a restart ends no session.
     */
    async ensureAdmin(input: { email: string; password: string; name?: string }) {
      assertAcceptablePassword(input.password);
      const email = input.email.trim().toLowerCase();
      const existing = await repository.findByEmail(email);
      if (existing) {
        if (existing.role === 'admin' && (await verifyPassword(existing.passwordHash, input.password))) {
          return { status: 'unchanged' as const, user: toAuthUser(existing) };
        }
        const updated = await repository.setPassword(existing.id, await hashPassword(input.password), {
          role: 'admin',
        });
        if (!updated) throw new Error(`admin ${email} vanished while being updated`);
        return { status: 'updated' as const, user: toAuthUser(updated) };
      }
      const created = await repository.insertUser({
        name: input.name?.trim() || 'Admin',
        email,
        passwordHash: await hashPassword(input.password),
        role: 'admin',
      });
      if (!created) throw new Error(`admin ${email} was created by another process at the same moment; run again`);
      return { status: 'created' as const, user: toAuthUser(created) };
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export type AuthService = ReturnType<typeof createAuthService>;
