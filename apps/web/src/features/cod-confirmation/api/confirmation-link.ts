import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodConfirmationView } from '@kala/contract/cod';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { Order } from '@kala/contract/orders';
import { apiRequest } from '../../../lib/api-client';

export const codConfirmationKeys = {
  link: (token: string) => ['cod-confirmation', 'link', token] as const,
};

const linkPath = (token: string) => `/api/orders/confirm/${encodeURIComponent(token)}`;

/** GET /api/orders/confirm/:token: the order behind the mail's or message's link, in short (changes nothing). */
export const linkOrderQuery = (token: string) => ({
  queryKey: codConfirmationKeys.link(token),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await apiRequest<ApiAnswer<CodConfirmationView>>(linkPath(token), { signal })).data,
  retry: false,
});

export const useLinkOrder = (token: string) => useQuery(linkOrderQuery(token));

/** POST /api/orders/confirm/:token/confirm|cancel: the page's buttons (single use); the answer is the order after. */
export function useActOnLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'confirm' | 'cancel') =>
      apiRequest<ApiAnswer<CodConfirmationView>>(`${linkPath(token)}/${action}`, {
        method: 'POST',
      }),
    onSuccess: (answer) => queryClient.setQueryData(codConfirmationKeys.link(token), answer.data),
  });
}

/** POST /api/orders/:id/confirm: the order page's 'Confirm order' for the signed-in shopper's own order. */
export const useConfirmMyOrder = () =>
  useMutation({
    mutationFn: (orderId: string) =>
      apiRequest<ApiAnswer<Order>>(`/api/orders/${encodeURIComponent(orderId)}/confirm`, { method: 'POST' }),
  });
