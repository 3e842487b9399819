import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@kala/contract/admin-users';
import { apiRequest } from '../../../lib/api-client';
import { adminUserKeys, type AdminUsersParams } from './admin-user-keys';

/** GET /api/admin/users (spec §7): accounts, newest first, a page at a time. */
export const getAdminUsers = (params: AdminUsersParams, signal?: AbortSignal) =>
  apiRequest<AdminUserList>('/api/admin/users', {
    query: { page: params.page, limit: params.limit, search: params.search },
    signal,
  });

export const adminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    staleTime: 0,
  });

/** One page of accounts; the page shown stays while the next loads (no flash of an empty table). */
export const useAdminUsers = (params: AdminUsersParams) =>
  useQuery({ ...adminUsersQueryOptions(params), placeholderData: keepPreviousData });
