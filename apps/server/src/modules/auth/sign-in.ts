/**
 * Signing in and out (issues 4 and 16): sign-up, password sign-in under the slow-down, Google sign-in (decision 008),
 * the signed-in user, and the account's sessions, one per device, listed and ended.
 */
import type { LoginBody, RegisterBody, SessionView } from '@kala/contract/auth';
import { AUTH_MESSAGES } from '@kala/contract/auth';
import { BadRequestError, ConflictError, HttpError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { NO_CLIENT, type AuthContext, type ClientInfo, type SessionRef } from './auth-context.ts';
import type { UserRecord } from './auth.repository.ts';
import { describeUserAgent } from './device-name.ts';
import { accountSubject } from './login-throttle.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
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

export function createSignIn(ctx: AuthContext) {
  const { repository, tokens, google, now, throttle } = ctx;

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

  /** Creates a shopper. Whatever else the body holds, the role is `user`. The email is not proven yet. */
  async function register(body: RegisterBody, client: ClientInfo = NO_CLIENT) {
    assertAcceptablePassword(body.password);
    const passwordHash = await hashPassword(body.password);
    const user = await repository.insertUser({ name: body.name, email: body.email, passwordHash, role: 'user' });
    if (!user) throw new ConflictError(AUTH_MESSAGES.emailTaken);
    return session(user, client);
  }

  /**
   * Signs in. A wrong password and an unknown email answer the same (401, same message, a hash check either way),
   * and both slow down the same way. The attempt is claimed before the password is checked (login-throttle.ts),
   * so parallel guesses get no more verdicts than the allowance.
   */
  async function login(body: LoginBody, client: ClientInfo = NO_CLIENT) {
    const user = await repository.findByEmail(body.email);
    const subject = accountSubject(user ? { userId: user.id } : { email: body.email });
    const claim = await throttle.claim(subject, client.ip, now());
    if (!claim.ok) throw new AccountThrottledError(claim.retryAfterSeconds);

    const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
    if (!user || !ok) throw new UnauthorizedError(AUTH_MESSAGES.invalidLogin);
    await throttle.succeeded(claim);
    return session(user, client);
  }

  /**
   * Signs in with a Google ID token: the linked account, else the account with that email, else a new shopper.
   * When Google proves an email that the account never proved (decision 008), whoever registered it may not be its
   * owner: the password is removed and every earlier session ends before the owner is signed in.
   */
  async function googleLogin(credential: string | undefined, client: ClientInfo = NO_CLIENT) {
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
      ctx.sessionsChanged(target.id);
      await throttle.clear(accountSubject({ userId: target.id }));
      if (target.passwordHash) message = AUTH_MESSAGES.googlePasswordRemoved;
      user = updated;
    } else if (!user.googleSubject) {
      user =
        (await repository.updateUser(user.id, {
          googleSubject: identity.subject,
          ...(user.avatar ? {} : { avatar: identity.picture ?? null }),
        })) ?? user;
      ctx.sessionsChanged(user.id);
    }
    return { ...(await session(user, client)), message };
  }

  async function me(userId: string) {
    const user = await repository.findById(userId);
    if (!user) throw new UnauthorizedError();
    return toAuthUser(user);
  }

  /** Where the account is signed in: device, when, and which one is asking. */
  async function listSessions(ref: SessionRef): Promise<SessionView[]> {
    const rows = await repository.listSessions(ref.userId, new Date(now()));
    return rows.map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent),
      current: row.id === ref.sessionId,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    }));
  }

  /** Signs one device of the account out (404 when it already was). */
  async function endSession(ref: SessionRef, sessionId: string) {
    const ended = await repository.deleteSession(sessionId, ref.userId);
    ctx.sessionsChanged(ref.userId);
    if (!ended) throw new NotFoundError(AUTH_MESSAGES.sessionGone);
  }

  /** Signs this device out: its token stops working at once, on every instance; other devices stay signed in. */
  async function logout(ref: SessionRef) {
    await repository.deleteSession(ref.sessionId, ref.userId);
    ctx.sessionsChanged(ref.userId);
  }

  /** Signs every device out, this one included. */
  async function logoutEverywhere(ref: SessionRef) {
    await repository.deleteSessions(ref.userId);
    ctx.sessionsChanged(ref.userId);
  }

  return { register, login, googleLogin, me, listSessions, endSession, logout, logoutEverywhere };
}
