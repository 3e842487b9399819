import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@kala/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import type { ApiAnswer } from '@kala/contract/envelope';

export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: ({ signal }) => apiRequest<ApiAnswer<AuthConfig>>('/api/auth/config', { signal }).then((a) => a.data),
  staleTime: Infinity,
});

/** Which sign-in methods the server offers (Google only when it is configured). */
export const useAuthConfig = () => useQuery(authConfigQueryOptions);
