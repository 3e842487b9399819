import { useMutation } from '@tanstack/react-query';
import type { FeedbackAnswer, FeedbackBody } from '@kala/contract/feedback';
import { apiRequest } from '../../../lib/api-client';

export const useSubmitFeedback = () =>
  useMutation({
    mutationFn: (body: FeedbackBody) => apiRequest<FeedbackAnswer>('/api/feedback', { method: 'POST', body }),
  });
