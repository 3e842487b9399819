import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import type { Role } from '@kala/contract/roles';

/**
 * Route guard of spec §2: a signed-out visitor goes to /login with the path remembered (state.from, which the login
 * page returns to); a signed-in user without an allowed role goes to /unauthorized. Default roles: user and admin.
 * Use it as a layout route (`{ element: <RequireAuth />, children: [...] }`) or around one element.
 */
export function RequireAuth({ roles = ['user', 'admin'], children }: { roles?: Role[]; children?: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  if (!roles.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return children ?? <Outlet />;
}
