import { z } from 'zod';
import { limitField, pageField, paginationSchema } from './envelope.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.ts';
import { ROLES, type Role } from './roles.ts';

/**
 * Admin users (spec §7 Admin users, §5 Admin user form; architecture §6.6: passwords 8 to 128 characters). The same
 * schemas check the API bodies and the web's create/edit form, so both say the spec's words.
 */

/** The roles an admin may give (all of them, spec §2): the one list in roles.ts. */
export const USER_ROLES = ROLES;
export type UserRole = Role;

export const ADMIN_USER_MESSAGES = {
  nameRequired: 'Name is required',
  nameLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters`,
  role: 'Role must be user or admin',
  emailTaken: 'A user with this email already exists',
  notFound: 'User not found',
  deleteSelf: 'You cannot delete your own account',
  demoteSelf: 'You cannot remove your own admin role',
  /** Editing yourself here would skip the current-password check of the profile page and sign you out. */
  ownCredentials: 'Change your own email or password from your Dashboard (Profile tab)',
  lastAdminDelete: 'The last admin cannot be deleted: make another user an admin first',
  lastAdminDemote: 'The last admin cannot be made a user: make another user an admin first',
  created: 'User created',
  updated: 'User updated',
  deleted: 'User deleted',
  // Spec §8 (web): the red banner and the form's fallback.
  fetchFailed: 'Failed to fetch users',
  deleteFailed: 'Failed to delete user',
  operationFailed: 'Operation failed',
} as const;

const nameSchema = z
  .string({ error: ADMIN_USER_MESSAGES.nameRequired })
  .trim()
  .min(1, ADMIN_USER_MESSAGES.nameRequired)
  .max(100, ADMIN_USER_MESSAGES.nameLong);

/** Stored lower-cased, like sign-up's (emails are compared without regard to case). */
const emailSchema = z
  .string({ error: ADMIN_USER_MESSAGES.emailRequired })
  .trim()
  .min(1, ADMIN_USER_MESSAGES.emailRequired)
  .max(254, ADMIN_USER_MESSAGES.emailInvalid)
  .pipe(z.email({ error: ADMIN_USER_MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

const newPasswordSchema = z
  .string({ error: ADMIN_USER_MESSAGES.passwordRequired })
  .min(1, { error: ADMIN_USER_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN, ADMIN_USER_MESSAGES.passwordShort)
  .max(PASSWORD_MAX, ADMIN_USER_MESSAGES.passwordLong);

const roleSchema = z.enum(USER_ROLES, { error: ADMIN_USER_MESSAGES.role });

/** POST /api/admin/users. Whether the password is among the most common is checked by the server (its list). */
export const adminUserCreateSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: roleSchema.default('user'),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

/**
 * PUT /api/admin/users/{id}: a blank or missing password is left out (spec §5: the password stays as it was); a
 * missing role leaves the role as it is (never a silent demotion).
 */
export const adminUserUpdateSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role: roleSchema.optional(),
  password: z
    .union([z.literal(''), z.null(), newPasswordSchema], { error: ADMIN_USER_MESSAGES.passwordShort })
    .optional()
    .transform((password) => password || undefined),
});
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

/** The admin's view of an account (spec §3 User, admin view); the password is write-only. */
export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
/** The longest search the users list takes (its search box stops there). */
export const ADMIN_USERS_SEARCH_MAX = 100;

export const adminUserListQuerySchema = z.object({
  page: pageField(),
  limit: limitField(ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_MAX_PAGE_SIZE),
  /** Part of a name or an email. */
  search: z
    .string()
    .trim()
    .max(ADMIN_USERS_SEARCH_MAX, `search must be at most ${ADMIN_USERS_SEARCH_MAX} characters`)
    .optional(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** Spec §7: the list in `data`; the dashboard may read `total`. Newest accounts first. */
export const adminUserListSchema = z.object({
  success: z.literal(true),
  data: z.array(adminUserSchema),
  pagination: paginationSchema,
  total: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserParamsSchema = z.object({ id: z.string().max(100) });
