import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RiskTier } from '@kala/contract/cod';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { Order } from '@kala/contract/orders';
import { apiRequest } from '../../../lib/api-client';

const orderPath = (orderId: string) => `/api/orders/admin/${encodeURIComponent(orderId)}`;

/**
 * After a COD action every admin query reloads (the prefix ['admin']): the order, the lists and counts, and the
 * order's shipment panel, whose 'Create shipment' a confirmation unblocks (admin-shipping's keys share the prefix;
 * features do not import each other). The shoppers' order caches of this browser too.
 */
function useReloadAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
    ]);
}

/** POST /api/orders/admin/:id/confirm: the owner called the shopper, who confirmed; the note says so. */
export function useConfirmByPhone(orderId: string) {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: (note: string) =>
      apiRequest<ApiAnswer<Order>>(`${orderPath(orderId)}/confirm`, { method: 'POST', body: { note } }),
    onSettled: reload,
  });
}

/** PUT /api/orders/admin/:id/risk: the owner's own tier for the order, with the reason. */
export function useOverrideRisk(orderId: string) {
  const reload = useReloadAfter();
  return useMutation({
    mutationFn: (input: { tier: RiskTier; note: string }) =>
      apiRequest<ApiAnswer<{ tier: string }>>(`${orderPath(orderId)}/risk`, { method: 'PUT', body: input }),
    onSettled: reload,
  });
}
