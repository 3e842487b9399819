import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer, SessionView } from '@kala/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import type { ApiAnswer } from '@kala/contract/envelope';

const sessionsKey = ['auth', 'sessions'] as const;

/** Where the account is signed in (GET /api/auth/sessions): device, when, and which one is this. */
export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsKey,
  queryFn: ({ signal }) => apiRequest<ApiAnswer<SessionView[]>>('/api/auth/sessions', { signal }).then((a) => a.data),
});

export const useSessions = () => useQuery(sessionsQueryOptions);

/** Signs one other device out (DELETE /api/auth/sessions/{id}); the list is read again either way. */
export const useEndSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<MessageAnswer>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
};

/** Signs every device out, this one too (POST /api/auth/logout-all); this browser then forgets its session. */
export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: () => apiRequest<MessageAnswer>('/api/auth/logout-all', { method: 'POST' }),
    onSuccess: () => clearSession(),
  });
