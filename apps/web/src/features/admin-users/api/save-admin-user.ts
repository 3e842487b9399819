import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserCreate, AdminUserUpdate } from '@kala/contract/admin-users';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKeys } from './admin-user-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

type Saved = ApiAnswer<AdminUser>;

/** POST /api/admin/users, or PUT /api/admin/users/{id} when `id` is given (a blank password is left out). */
export const saveAdminUser = ({ id, body }: { id?: string | undefined; body: AdminUserCreate | AdminUserUpdate }) =>
  apiRequest<Saved>(id ? `/api/admin/users/${encodeURIComponent(id)}` : '/api/admin/users', {
    method: id ? 'PUT' : 'POST',
    body,
  }).then((answer) => answer.data);

/** Saves an account, then reads the list again (a new account may belong on another page). */
export function useSaveAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAdminUser,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminUserKeys.lists });
      // The Overview's Total Users.
      void client.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });
}
