/**
 * The operator's admin account (ADMIN_EMAIL/ADMIN_PASSWORD at start, `npm run create-admin`): made to exist with
 * that password, safely when several instances start together.
 */
import { accountSubject } from './login-throttle.ts';
import type { AuthContext } from './auth-context.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { toAuthUser } from './user-view.ts';

export function createAdminAccount(ctx: AuthContext) {
  const { repository, now, throttle } = ctx;

  /**
   * Makes sure this admin exists with this password (ADMIN_EMAIL/ADMIN_PASSWORD at start, `npm run create-admin`).
   * Leaves the account untouched when it already is an admin with that password, so a restart ends no session.
   * The operator vouches for the email, so it counts as proven.
   */
  async function ensureAdmin(
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
      ctx.sessionsChanged(existing.id);
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
      if (!raced) return ensureAdmin(input, true);
      throw new Error(`admin ${email} was created by another process at the same moment; run again`);
    }
    return { status: 'created' as const, user: toAuthUser(created) };
  }

  return { ensureAdmin };
}
