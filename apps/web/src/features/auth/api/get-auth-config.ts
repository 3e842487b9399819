import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@kala/contract/auth';
import { apiRequest } from '../../../lib/api-client';

export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: ({ signal }) =>
    apiRequest<{ success: true; data: AuthConfig }>('/api/auth/config', { signal }).then((a) => a.data),
  staleTime: Infinity,
});

/** Which sign-in methods the server offers (Google only when it is configured). */
export const useAuthConfig = () => useQuery(authConfigQueryOptions);
