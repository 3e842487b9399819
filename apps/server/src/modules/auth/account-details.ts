/**
 * The signed-in user's own account (issues 4 and 16): name, email and avatar (a new email needs the current
 * password, is unproven until used and is mailed to the old address), and the password change.
 */
import type { UpdatePasswordBody } from '@kala/contract/auth';
import { AUTH_MESSAGES } from '@kala/contract/auth';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../lib/errors.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import { emailChangedMail } from './account-mails.ts';
import { toLocale } from '../../lib/request-locale.ts';
import type { AuthContext, SessionRef } from './auth-context.ts';
import { accountSubject } from './login-throttle.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { toAuthUser } from './user-view.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export function createAccountDetails(ctx: AuthContext) {
  const { options, repository, tokens, now, throttle } = ctx;

  async function userOf(ref: SessionRef) {
    const user = await repository.findById(ref.userId);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  /**
   * Changes name, email or avatar. A new email needs the current password (for an account that has one), leaves
   * the email unproven, retires reset links sent to the old one, ends the other sessions and tells the old
   * address by mail (through the outbox, in the same transaction).
   */
  async function updateDetails(
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
        // A session carries the name and avatar.
        ctx.sessionsChanged(user.id);
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
            locale: toLocale(changed.language),
          }),
          at,
        );
        return changed;
      });
      if (!updated) throw new UnauthorizedError();
      ctx.sessionsChanged(user.id);
      return toAuthUser(updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(AUTH_MESSAGES.emailTaken);
      throw error;
    }
  }

  /** Changes the password, ends every other session, and answers a fresh token so this tab stays signed in. */
  async function updatePassword(ref: SessionRef, body: UpdatePasswordBody) {
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
    ctx.sessionsChanged(user.id);
    await throttle.clear(accountSubject({ userId: user.id }));
    // This device's session goes on (same row, same end) under the new token version.
    const current = await repository.findSession(ref.sessionId, user.id);
    if (!current) throw new UnauthorizedError();
    const token = await tokens.sign(
      { userId: updated.id, role: updated.role, tokenVersion: updated.tokenVersion, sessionId: current.id },
      current.expiresAt,
    );
    return { token, user: toAuthUser(updated) };
  }

  return { updateDetails, updatePassword };
}
