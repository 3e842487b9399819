/** Which page of the users list: the search is absent for "everyone". */
export interface AdminUsersParams {
  page: number;
  limit: number;
  search?: string | undefined;
}

/** Query keys of the users tab; invalidating `lists` refreshes every page and search. */
export const adminUserKeys = {
  lists: ['admin', 'users', 'list'] as const,
  list: (params: AdminUsersParams) =>
    ['admin', 'users', 'list', { page: params.page, limit: params.limit, search: params.search ?? '' }] as const,
};
