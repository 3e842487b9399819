import type { AuthUser } from '@kala/contract/auth';

/** The user as the API shows it (spec §3 User): `_id` and the derived `isAdmin`; never the hash or counters. */
export function toAuthUser(user: {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  avatar: string | null;
}): AuthUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    avatar: user.avatar,
    isAdmin: user.role === 'admin',
  };
}
