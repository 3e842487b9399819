import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthAnswer, AuthUser, UpdateDetailsBody, UpdatePasswordBody } from '@kala/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { saveSession, updateSessionUser } from '../../../lib/session';
import type { ApiAnswer } from '@kala/contract/envelope';

/**
 * PUT update-details; the stored user is replaced by the answer so the header shows the new name at once. A new
 * email signs the other devices out, so the list of devices is read again.
 */
export const useUpdateDetails = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateDetailsBody) => {
      const answer = await apiRequest<ApiAnswer<AuthUser>>('/api/auth/update-details', {
        method: 'PUT',
        body,
      });
      updateSessionUser(answer.data);
      return answer;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['auth', 'sessions'] }),
  });
};

/** PUT update-password; the server ends every other session and answers a fresh token, which this tab keeps. */
export const useUpdatePassword = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdatePasswordBody) => {
      const answer = await apiRequest<AuthAnswer>('/api/auth/update-password', { method: 'PUT', body });
      saveSession(answer.token, answer.data);
      return answer;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['auth', 'sessions'] }),
  });
};
