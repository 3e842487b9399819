import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, MessageAnswer } from '@kala/contract/auth';
import { apiRequest } from '../../../lib/api-client';

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      apiRequest<MessageAnswer>('/api/auth/forgot-password', { method: 'POST', body }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      apiRequest<MessageAnswer>(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
        method: 'PUT',
        body: { password },
      }),
  });
