import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserList } from '@kala/contract/admin-users';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKeys } from './admin-user-keys';

/** DELETE /api/admin/users/{id}. */
export const deleteAdminUser = (id: string) =>
  apiRequest<{ success: true }>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Deletes an account and takes its row out of every cached page at once (spec §7: row removed on success). */
export function useDeleteAdminUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: (_answer, id) => {
      client.setQueriesData<AdminUserList>({ queryKey: adminUserKeys.lists }, (list) =>
        list ? { ...list, data: list.data.filter((user) => user._id !== id), total: list.total - 1 } : list,
      );
      void client.invalidateQueries({ queryKey: adminUserKeys.lists });
      // The Overview's Total Users.
      void client.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });
}
