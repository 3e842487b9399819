import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryFixView, ReattemptInput } from '@kala/contract/delivery-attempts';
import type { ApiAnswer } from '@kala/contract/envelope';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * Where the shopper's failed-delivery view comes from (decision 032): their own order (signed in), or the message's
 * single-use link (no sign-in).
 */
export type DeliveryFixSource = { kind: 'order'; orderId: string } | { kind: 'link'; token: string };

const pathOf = (source: DeliveryFixSource) =>
  source.kind === 'order'
    ? `/api/orders/${encodeURIComponent(source.orderId)}/delivery-attempts`
    : `/api/shipping/delivery-fix/${encodeURIComponent(source.token)}`;

/** Query keys: under the order's own keys (per signed-in user) for the order page; by token for the link. */
export const deliveryFixKey = (source: DeliveryFixSource, userId: string | undefined) =>
  source.kind === 'order'
    ? (['orders', userId ?? 'guest', 'detail', source.orderId, 'delivery-attempts'] as const)
    : (['delivery-fix', source.token] as const);

export const getDeliveryFix = (source: DeliveryFixSource, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<DeliveryFixView>>(pathOf(source), { signal }).then((answer) => answer.data);

/** The order's failed attempts and what the shopper may do; a link that is no good is a 404 (not retried). */
export function useDeliveryFix(source: DeliveryFixSource) {
  const { user } = useSession();
  return useQuery({
    queryKey: deliveryFixKey(source, user?._id),
    queryFn: ({ signal }) => getDeliveryFix(source, signal),
    enabled: source.kind === 'link' || Boolean(user),
    retry: false,
    staleTime: 30_000,
  });
}

/** Asks for a re-attempt; the answer is the new view, put straight into the cache. */
export function useReattempt(source: DeliveryFixSource) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: ReattemptInput) =>
      apiRequest<ApiAnswer<DeliveryFixView>>(`${pathOf(source)}/reattempt`, { method: 'POST', body }),
    onSuccess: (answer) => queryClient.setQueryData(deliveryFixKey(source, user?._id), answer.data),
  });
}
