import type {
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserUpdateSchema,
} from '@kala/contract/admin-users';
import { ADMIN_USER_MESSAGES, type AdminUser } from '@kala/contract/admin-users';
import { paginate } from '@kala/contract/envelope';
import type { z } from 'zod';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthRepository, UserRecord } from '../auth/auth.repository.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords.ts';
import type { AdminUsersRepository } from './users.repository.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

type CreateBody = z.output<typeof adminUserCreateSchema>;
type UpdateBody = z.output<typeof adminUserUpdateSchema>;
type ListQuery = z.output<typeof adminUserListQuerySchema>;
type Actor = Pick<SessionUser, 'id' | 'name' | 'email'>;

/** The admin's view of an account (spec §3); also what the audit log keeps, so never a password or its hash. */
export const toAdminUser = (user: UserRecord): AdminUser => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt.toISOString(),
});

const field = (path: string, message: string) => [{ path, message }];

/**
 * Admin users (spec §7 Admin users, issue 11 item 1). Every write is one transaction with its audit entry. The rules
 * that keep the store administrable: an admin never deletes or demotes themselves, and the last admin stays one.
 */
export function createAdminUsersService(deps: {
  repository: AdminUsersRepository;
  auth: AuthRepository;
  /** Told after a user's role, password, details or account changed (guards.sessionsChanged, decision 029). */
  sessionsChanged?: (userId: string) => void;
  now?: () => number;
}) {
  const { repository, auth } = deps;
  const now = deps.now ?? Date.now;
  const sessionsChanged = deps.sessionsChanged ?? (() => undefined);

  return {
    async list({ page, limit, search }: ListQuery) {
      const { rows, total } = await repository.list({
        search: search || undefined,
        offset: (page - 1) * limit,
        limit,
      });
      return { users: rows.map(toAdminUser), pagination: paginate(total, page, limit), total };
    },

    /** Creates an account with the role asked for (default shopper). Its email is not proven (decision 008). */
    async create(actor: Actor, body: CreateBody): Promise<AdminUser> {
      assertAcceptablePassword(body.password);
      const passwordHash = await hashPassword(body.password);
      const at = new Date(now());
      try {
        return await repository.db.transaction(async (tx) => {
          const user = await auth.insertUser({ name: body.name, email: body.email, passwordHash, role: body.role }, tx);
          if (!user) throw new ConflictError(ADMIN_USER_MESSAGES.emailTaken);
          const view = toAdminUser(user);
          await recordAudit(
            tx,
            { actor, entity: 'user', entityId: user.id, action: 'user.create', before: null, after: view },
            at,
          );
          return view;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(ADMIN_USER_MESSAGES.emailTaken);
        throw error;
      }
    },

    /**
     * Changes name, email, role and (when given) password. A new password or role signs every device of the account
     * out (token version bumped, sessions deleted), as a password reset does; a new email is unproven again and the
     * reset links sent to the old one stop working.
     */
    async update(actor: Actor, id: string, body: UpdateBody): Promise<AdminUser> {
      if (body.password !== undefined) assertAcceptablePassword(body.password);
      const passwordHash = body.password !== undefined ? await hashPassword(body.password) : undefined;
      const at = new Date(now());
      try {
        const view = await repository.db.transaction(async (tx) => {
          // Admin rows first, then the target, in every write: one lock order, so no two writes wait in a circle.
          const admins = await repository.lockAdmins(tx);
          const user = await repository.lock(id, tx);
          if (!user) throw new NotFoundError(ADMIN_USER_MESSAGES.notFound);
          const role = body.role ?? user.role;
          const emailChanged = body.email !== user.email;
          const roleChanged = role !== user.role;

          if (user.id === actor.id) {
            if (roleChanged)
              throw new BadRequestError(ADMIN_USER_MESSAGES.demoteSelf, field('role', ADMIN_USER_MESSAGES.demoteSelf));
            if (emailChanged || passwordHash) throw new BadRequestError(ADMIN_USER_MESSAGES.ownCredentials);
          }
          if (roleChanged && user.role === 'admin' && admins <= 1) {
            throw new ConflictError(ADMIN_USER_MESSAGES.lastAdminDemote);
          }
          if (emailChanged && (await repository.emailTakenByOther(body.email, user.id, tx))) {
            throw new ConflictError(ADMIN_USER_MESSAGES.emailTaken);
          }

          const signOut = roleChanged || passwordHash !== undefined;
          const updated = await auth.updateUser(
            user.id,
            {
              name: body.name,
              email: body.email,
              role,
              ...(passwordHash !== undefined ? { passwordHash } : {}),
              ...(emailChanged ? { emailVerifiedAt: null } : {}),
              // The row is locked, so +1 of what was read is the next version.
              ...(signOut ? { tokenVersion: user.tokenVersion + 1 } : {}),
            },
            tx,
          );
          if (!updated) throw new NotFoundError(ADMIN_USER_MESSAGES.notFound);
          if (signOut) await auth.deleteSessions(user.id, undefined, tx);
          if (emailChanged) await auth.retireResets(user.id, at, tx);
          const view = toAdminUser(updated);
          await recordAudit(
            tx,
            {
              actor,
              entity: 'user',
              entityId: user.id,
              action: 'user.update',
              before: toAdminUser(user),
              // Only that the password changed, never the password or its hash.
              after: { ...view, passwordChanged: passwordHash !== undefined, signedOut: signOut },
            },
            at,
          );
          return view;
        });
        sessionsChanged(id);
        return view;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(ADMIN_USER_MESSAGES.emailTaken);
        throw error;
      }
    },

    /** Deletes an account; its orders stay (the customer's name and email are copied into each). */
    async remove(actor: Actor, id: string): Promise<void> {
      const at = new Date(now());
      await repository.db.transaction(async (tx) => {
        const admins = await repository.lockAdmins(tx);
        const user = await repository.lock(id, tx);
        if (!user) throw new NotFoundError(ADMIN_USER_MESSAGES.notFound);
        if (user.id === actor.id) throw new BadRequestError(ADMIN_USER_MESSAGES.deleteSelf);
        if (user.role === 'admin' && admins <= 1) {
          throw new ConflictError(ADMIN_USER_MESSAGES.lastAdminDelete);
        }
        await recordAudit(
          tx,
          { actor, entity: 'user', entityId: user.id, action: 'user.delete', before: toAdminUser(user), after: null },
          at,
        );
        await repository.delete(user.id, tx);
      });
      sessionsChanged(id);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
