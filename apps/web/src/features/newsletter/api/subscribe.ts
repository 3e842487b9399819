import { useMutation } from '@tanstack/react-query';
import type { NewsletterAnswer, NewsletterSubscribeInput } from '@kala/contract/newsletter';
import { apiRequest } from '../../../lib/api-client';

export const subscribeToNewsletter = (input: NewsletterSubscribeInput) =>
  apiRequest<NewsletterAnswer>('/api/newsletter', { method: 'POST', body: input });

export const useSubscribe = () => useMutation({ mutationFn: subscribeToNewsletter });
