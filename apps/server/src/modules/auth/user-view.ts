import type { AuthUser } from '@kala/contract/auth';

/**
 * The user as the API shows it (spec §3 User): `_id` and the derived `isAdmin`, and whether it has a password (the
 * profile asks for it before an email change); never the hash or counters.
 */
export function toAuthUser(user: {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  avatar: string | null;
  passwordHash: string | null;
}): AuthUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    avatar: user.avatar,
    isAdmin: user.role === 'admin',
    hasPassword: user.passwordHash !== null,
  };
}
