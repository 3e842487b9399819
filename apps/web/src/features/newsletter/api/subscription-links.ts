import { useMutation } from '@tanstack/react-query';
import type { NewsletterAnswer } from '@kala/contract/newsletter';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/newsletter/confirm/:token: the mailed link's page confirms with a button, never on its own GET. */
export const confirmSubscription = (token: string) =>
  apiRequest<NewsletterAnswer>(`/api/newsletter/confirm/${encodeURIComponent(token)}`, { method: 'POST' });

/** POST /api/newsletter/unsubscribe/:token: the unsubscribe page's button (mail clients POST the same address). */
export const unsubscribeFromNewsletter = (token: string) =>
  apiRequest<NewsletterAnswer>(`/api/newsletter/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' });

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscription });
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribeFromNewsletter });
