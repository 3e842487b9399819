import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/marketing/unsubscribe/:token: the page's button (mail clients POST the same address themselves). */
export const unsubscribeFromMarketing = (token: string) =>
  apiRequest<{ success: true; message: string }>(`/api/marketing/unsubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
  });

export const useMarketingUnsubscribe = () => useMutation({ mutationFn: unsubscribeFromMarketing });
