import type { LoginBody, RegisterBody, SessionView, UpdatePasswordBody } from '@kala/contract/auth';
import { AUTH_MESSAGES } from '@kala/contract/auth';
import { BadRequestError, ConflictError, HttpError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import { passwordResetMail } from '../../lib/mail/password-reset-mail.ts';
import type { GoogleVerifier } from '../../providers/identity/google-id-token.ts';
import { emailChangedMail } from './account-mails.ts';
import type { AuthRepository, UserRecord } from './auth.repository.ts';
import { describeUserAgent } from './device-name.ts';
import { accountSubject, createLoginThrottle, type LoginThrottleSettings } from './login-throttle.ts';
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
}

const NO_CLIENT: ClientInfo = { ip: '', userAgent: undefined };

/** Accounts and sessions (issues 4 and 16): every rule lives here; routes only validate and answer. */
export function createAuthService(options: AuthServiceOptions) {
  const { repository, tokens, google } = options;
  const now = options.now ?? Date.now;
  const throttle = createLoginThrottle(repository.db, options.loginThrottle ? { settings: options.loginThrottle } : {});

  /** Starts a session (a row for this device) and answers its token with the user. */
  async function session(user: UserRecord, client: ClientInfo) {
    const at = new Date(now());
    await repository.deleteExpiredSessions(user.id, at);
    const expiresAt = tokens.expiresAt(user.role);
    const row = await repository.insertSession({
      userId: user.id,
      userAgent: (client.userAgent ?? '').slice(0, 512),
      expiresAt,
      at,
    });
    const token = await tokens.sign(
      { userId: user.id, role: user.role, tokenVersion: user.tokenVersion, sessionId: row.id },
      expiresAt,
    );
    return { token, user: toAuthUser(user) };
  }

  async function userOf(ref: SessionRef) {
    const user = await repository.findById(ref.userId);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  return {
    /** Creates a shopper. Whatever else the body holds, the role is `user`. The email is not proven yet. */
    async register(body: RegisterBody, client: ClientInfo = NO_CLIENT) {
      assertAcceptablePassword(body.password);
      const passwordHash = await hashPassword(body.password);
      const user = await repository.insertUser({ name: body.name, email: body.email, passwordHash, role: 'user' });
      if (!user) throw new ConflictError(AUTH_MESSAGES.emailTaken);
      return session(user, client);
    },

    /**
     * Signs in. A wrong password and an unknown email answer the same (401, same message, a hash check either way),
     * and both slow down the same way. The attempt is claimed before the password is checked (login-throttle.ts),
     * so parallel guesses get no more verdicts than the allowance.
     */
    async login(body: LoginBody, client: ClientInfo = NO_CLIENT) {
      const user = await repository.findByEmail(body.email);
      const subject = accountSubject(user ? { userId: user.id } : { email: body.email });
      const claim = await throttle.claim(subject, client.ip, now());
      if (!claim.ok) throw new AccountThrottledError(claim.retryAfterSeconds);

      const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!user || !ok) throw new UnauthorizedError(AUTH_MESSAGES.invalidLogin);
      await throttle.succeeded(claim);
      return session(user, client);
    },

    /**
     * Signs in with a Google ID token: the linked account, else the account with that email, else a new shopper.
     * When Google proves an email that the account never proved (decision 008), whoever registered it may not be its
     * owner: the password is removed and every earlier session ends before the owner is signed in.
     */
    async googleLogin(credential: string | undefined, client: ClientInfo = NO_CLIENT) {
      if (!google) throw new NotFoundError(AUTH_MESSAGES.googleOff);
      if (!credential) throw new BadRequestError(AUTH_MESSAGES.googleNoCredential);
      const identity = await google.verify(credential);
      if (!identity) throw new UnauthorizedError(AUTH_MESSAGES.googleFailed);

      let user = await repository.findByGoogleSubject(identity.subject);
      if (!user) {
        const byEmail = await repository.findByEmail(identity.email);
        // Already linked to another Google account: refuse rather than take it over.
        if (byEmail?.googleSubject && byEmail.googleSubject !== identity.subject) {
          throw new UnauthorizedError(AUTH_MESSAGES.googleFailed);
        }
        user = byEmail;
      }

      if (!user) {
        const name = identity.name?.trim() || identity.email.split('@')[0] || 'Shopper';
        const created = await repository.insertUser({
          name,
          email: identity.email,
          passwordHash: null,
          role: 'user',
          googleSubject: identity.subject,
          avatar: identity.picture ?? null,
          emailVerifiedAt: new Date(now()),
        });
        // Lost a race with a sign-up for the same email: use that account on the next try.
        if (!created) throw new UnauthorizedError(AUTH_MESSAGES.googleFailed);
        return { ...(await session(created, client)), message: undefined };
      }

      let message: string | undefined;
      const provesEmail = user.email === identity.email.toLowerCase() && !user.emailVerifiedAt;
      if (provesEmail) {
        const target = user;
        const at = new Date(now());
        // The first proof of this email: earlier credentials were never tied to it, so they end here.
        const updated = await repository.db.transaction(async (tx) => {
          const changed = await repository.setPassword(
            target.id,
            null,
            { emailVerifiedAt: at, googleSubject: identity.subject },
            tx,
          );
          await repository.deleteSessions(target.id, undefined, tx);
          return changed;
        });
        if (!updated) throw new UnauthorizedError(AUTH_MESSAGES.googleFailed);
        await throttle.clear(accountSubject({ userId: target.id }));
        if (target.passwordHash) message = AUTH_MESSAGES.googlePasswordRemoved;
        user = updated;
      } else if (!user.googleSubject) {
        user =
          (await repository.updateUser(user.id, {
            googleSubject: identity.subject,
            ...(user.avatar ? {} : { avatar: identity.picture ?? null }),
          })) ?? user;
      }
      return { ...(await session(user, client)), message };
    },

    /**
     * Forgot-password: queues the request and returns at once, the same work for every email, so neither the
     * answer nor its timing tells whether an account exists. `sendResetLink` does the rest in the outbox worker.
     */
    async forgotPassword(email: string) {
      await enqueue(
        repository.db,
        { kind: 'password-reset-request', payload: { email: email.toLowerCase() } },
        new Date(now()),
      );
    },

    /**
     * The outbox job of a forgot-password request: when the account exists and has had fewer than three links this
     * hour, stores a new reset token's hash and queues the mail. The user row is locked for the count and insert,
     * so parallel requests cannot send more than the cap.
     */
    async sendResetLink(payload: unknown) {
      const email = (payload as { email?: unknown } | null)?.email;
      if (typeof email !== 'string') return;
      const nowMs = now();
      await repository.db.transaction(async (tx) => {
        const user = await repository.lockByEmail(email, tx);
        if (!user) return;
        const recent = await repository.countRecentResets(user.id, new Date(nowMs - 3600_000), tx);
        if (recent >= RESET_MAILS_PER_HOUR) return;
        const token = newResetToken();
        const link = `${options.publicUrl}/reset-password/${token}`;
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

    /**
     * Sets a new password with a reset token (single use, one hour) and ends every session of the account. Using the
     * link proves the account receives mail at its address.
     */
    async resetPassword(token: string, password: string) {
      if (!token) throw new BadRequestError(AUTH_MESSAGES.resetTokenMissing);
      assertAcceptablePassword(password);
      const passwordHash = await hashPassword(password);
      const at = new Date(now());
      const userId = await repository.db.transaction(async (tx) => {
        const id = await repository.consumeReset(hashResetToken(token), at, tx);
        if (!id) return undefined;
        await repository.setPassword(id, passwordHash, { emailVerifiedAt: at }, tx);
        await repository.retireResets(id, at, tx);
        await repository.deleteSessions(id, undefined, tx);
        return id;
      });
      if (!userId) throw new BadRequestError(AUTH_MESSAGES.resetTokenInvalid);
      await throttle.clear(accountSubject({ userId }));
    },

    async me(userId: string) {
      const user = await repository.findById(userId);
      if (!user) throw new UnauthorizedError();
      return toAuthUser(user);
    },

    /**
     * Changes name, email or avatar. A new email needs the current password (for an account that has one), leaves
     * the email unproven, retires reset links sent to the old one, ends the other sessions and tells the old
     * address by mail (through the outbox, in the same transaction).
     */
    async updateDetails(
      ref: SessionRef,
      body: {
        name?: string | undefined;
        email?: string | undefined;
        avatar?: string | null | undefined;
        currentPassword?: string | undefined;
      },
    ) {
      const user = await userOf(ref);
      const newEmail = body.email !== undefined && body.email !== user.email ? body.email : undefined;
      if (newEmail && user.passwordHash) {
        // 400, not 401: a wrong current password must not sign the person out of the web app (spec §6 401 rule).
        if (!body.currentPassword) {
          throw new BadRequestError(AUTH_MESSAGES.currentPasswordForEmail, [
            { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordForEmail },
          ]);
        }
        if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
          throw new BadRequestError(AUTH_MESSAGES.currentPasswordWrong, [
            { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong },
          ]);
        }
      }
      if (newEmail && (await repository.findByEmail(newEmail))) throw new ConflictError(AUTH_MESSAGES.emailTaken);
      const changes = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.avatar !== undefined ? { avatar: body.avatar ?? null } : {}),
      };
      try {
        if (!newEmail) {
          const updated = await repository.updateUser(user.id, changes);
          if (!updated) throw new UnauthorizedError();
          return toAuthUser(updated);
        }
        const at = new Date(now());
        const updated = await repository.db.transaction(async (tx) => {
          const changed = await repository.updateUser(
            user.id,
            { ...changes, email: newEmail, emailVerifiedAt: null },
            tx,
          );
          if (!changed) return undefined;
          await repository.retireResets(user.id, at, tx);
          await repository.deleteSessions(user.id, ref.sessionId, tx);
          await enqueueMail(
            tx,
            emailChangedMail({
              to: user.email,
              name: changed.name,
              newEmail,
              at,
              storeName: options.storeName,
              publicUrl: options.publicUrl,
            }),
            at,
          );
          return changed;
        });
        if (!updated) throw new UnauthorizedError();
        return toAuthUser(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(AUTH_MESSAGES.emailTaken);
        throw error;
      }
    },

    /** Changes the password, ends every other session, and answers a fresh token so this tab stays signed in. */
    async updatePassword(ref: SessionRef, body: UpdatePasswordBody) {
      const user = await userOf(ref);
      // 400, not 401: a wrong current password must not sign the person out of the web app (spec §6 401 rule).
      if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
        throw new BadRequestError(AUTH_MESSAGES.currentPasswordWrong, [
          { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong },
        ]);
      }
      assertAcceptablePassword(body.newPassword, 'newPassword');
      const passwordHash = await hashPassword(body.newPassword);
      const updated = await repository.db.transaction(async (tx) => {
        const changed = await repository.setPassword(user.id, passwordHash, {}, tx);
        await repository.deleteSessions(user.id, ref.sessionId, tx);
        return changed;
      });
      if (!updated) throw new UnauthorizedError();
      await throttle.clear(accountSubject({ userId: user.id }));
      // This device's session goes on (same row, same end) under the new token version.
      const current = await repository.findSession(ref.sessionId, user.id);
      if (!current) throw new UnauthorizedError();
      const token = await tokens.sign(
        { userId: updated.id, role: updated.role, tokenVersion: updated.tokenVersion, sessionId: current.id },
        current.expiresAt,
      );
      return { token, user: toAuthUser(updated) };
    },

    /** Where the account is signed in: device, when, and which one is asking. */
    async listSessions(ref: SessionRef): Promise<SessionView[]> {
      const rows = await repository.listSessions(ref.userId, new Date(now()));
      return rows.map((row) => ({
        id: row.id,
        device: describeUserAgent(row.userAgent),
        current: row.id === ref.sessionId,
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
    },

    /** Signs one device of the account out (404 when it already was). */
    async endSession(ref: SessionRef, sessionId: string) {
      if (!(await repository.deleteSession(sessionId, ref.userId))) throw new NotFoundError(AUTH_MESSAGES.sessionGone);
    },

    /** Signs this device out: its token stops working at once, on every instance; other devices stay signed in. */
    async logout(ref: SessionRef) {
      await repository.deleteSession(ref.sessionId, ref.userId);
    },

    /** Signs every device out, this one included. */
    async logoutEverywhere(ref: SessionRef) {
      await repository.deleteSessions(ref.userId);
    },

    /**
     * Makes sure this admin exists with this password (ADMIN_EMAIL/ADMIN_PASSWORD at start, `npm run create-admin`).
     * Leaves the account untouched when it already is an admin with that password, so a restart ends no session.
     * The operator vouches for the email, so it counts as proven.
     */
    async ensureAdmin(
      input: { email: string; password: string; name?: string },
      raced = false,
    ): Promise<{ status: 'unchanged' | 'updated' | 'created'; user: ReturnType<typeof toAuthUser> }> {
      assertAcceptablePassword(input.password);
      const email = input.email.trim().toLowerCase();
      const existing = await repository.findByEmail(email);
      const at = new Date(now());
      if (existing) {
        if (existing.role === 'admin' && (await verifyPassword(existing.passwordHash, input.password))) {
          return { status: 'unchanged' as const, user: toAuthUser(existing) };
        }
        const passwordHash = await hashPassword(input.password);
        const updated = await repository.db.transaction(async (tx) => {
          const changed = await repository.setPassword(
            existing.id,
            passwordHash,
            { role: 'admin', emailVerifiedAt: existing.emailVerifiedAt ?? at },
            tx,
          );
          await repository.deleteSessions(existing.id, undefined, tx);
          return changed;
        });
        if (!updated) throw new Error(`admin ${email} vanished while being updated`);
        await throttle.clear(accountSubject({ userId: existing.id }));
        return { status: 'updated' as const, user: toAuthUser(updated) };
      }
      const created = await repository.insertUser({
        name: input.name?.trim() || 'Admin',
        email,
        passwordHash: await hashPassword(input.password),
        role: 'admin',
        emailVerifiedAt: at,
      });
      if (!created) {
        // Instances of one store start together with the same ADMIN_EMAIL, and another one made the account between
        // the read above and this insert: take it as found (once; a second miss is a real conflict).
        if (!raced) return this.ensureAdmin(input, true);
        throw new Error(`admin ${email} was created by another process at the same moment; run again`);
      }
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
