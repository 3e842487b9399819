import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@kala/contract/contact';
import { apiRequest } from '../../../lib/api-client';

export const sendContactMessage = (input: ContactMessageInput) =>
  apiRequest<{ success: true; message: string; data: { _id: string; createdAt: string } }>('/api/contact', {
    method: 'POST',
    body: input,
  });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
