/**
 * Password reset by mail (issue 4): the forgot-password request queued the same for every email, the outbox job
 * that stores a reset token's hash and queues the link (at most three an hour), and the reset itself.
 */
import { AUTH_MESSAGES } from '@kala/contract/auth';
import { BadRequestError } from '../../lib/errors.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import { passwordResetMail } from '../../lib/mail/password-reset-mail.ts';
import { toLocale } from '../../lib/request-locale.ts';
import { storefrontLink } from '../../lib/storefront-link.ts';
import type { AuthContext } from './auth-context.ts';
import { accountSubject } from './login-throttle.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { hashResetToken, newResetToken, RESET_TOKEN_SECONDS } from './reset-tokens.ts';

/** At most this many reset mails per account per hour: the form cannot be used to flood someone's inbox. */
const RESET_MAILS_PER_HOUR = 3;

export function createPasswordReset(ctx: AuthContext) {
  const { options, repository, now, throttle } = ctx;

  /**
   * Forgot-password: queues the request and returns at once, the same work for every email, so neither the
   * answer nor its timing tells whether an account exists. `sendResetLink` does the rest in the outbox worker.
   */
  async function forgotPassword(email: string) {
    await enqueue(
      repository.db,
      { kind: 'password-reset-request', payload: { email: email.toLowerCase() } },
      new Date(now()),
    );
  }

  /**
   * The outbox job of a forgot-password request: when the account exists and has had fewer than three links this
   * hour, stores a new reset token's hash and queues the mail. The user row is locked for the count and insert,
   * so parallel requests cannot send more than the cap.
   */
  async function sendResetLink(payload: unknown) {
    const email = (payload as { email?: unknown } | null)?.email;
    if (typeof email !== 'string') return;
    const nowMs = now();
    await repository.db.transaction(async (tx) => {
      const user = await repository.lockByEmail(email, tx);
      if (!user) return;
      const recent = await repository.countRecentResets(user.id, new Date(nowMs - 3600_000), tx);
      if (recent >= RESET_MAILS_PER_HOUR) return;
      const token = newResetToken();
      const link = storefrontLink(options.publicUrl, toLocale(user.language), `/reset-password/${token}`);
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
        passwordResetMail({
          to: user.email,
          name: user.name,
          link,
          storeName: options.storeName,
          locale: toLocale(user.language),
        }),
        new Date(nowMs),
      );
    });
  }

  /**
   * Sets a new password with a reset token (single use, one hour) and ends every session of the account. Using the
   * link proves the account receives mail at its address.
   */
  async function resetPassword(token: string, password: string) {
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
    ctx.sessionsChanged(userId);
    await throttle.clear(accountSubject({ userId }));
  }

  return { forgotPassword, sendResetLink, resetPassword };
}
