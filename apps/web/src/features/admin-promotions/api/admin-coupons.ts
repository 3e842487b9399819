import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { AdminCoupon, Combination, CouponInput } from '@kala/contract/promotions';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/api/admin/promotions';

export const adminCouponKeys = {
  all: ['admin', 'promotions'] as const,
  codes: ['admin', 'promotions', 'codes'] as const,
  settings: ['admin', 'promotions', 'settings'] as const,
};

/** Every code with its state, uses, revenue and discount given (the server's figures). */
export const useAdminCoupons = () =>
  useQuery({
    queryKey: adminCouponKeys.codes,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<{ coupons: AdminCoupon[] }>>(`${BASE}/coupons`, { signal }).then((a) => a.data.coupons),
    staleTime: 0,
  });

/** Create (no id) or edit a code; the list is refreshed after. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CouponInput }) =>
      apiRequest<ApiAnswer<AdminCoupon>>(id ? `${BASE}/coupons/${id}` : `${BASE}/coupons`, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }).then((a) => a.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.codes }),
  });
}

export type CouponAction = 'pause' | 'resume' | 'end';

export function useCouponAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: CouponAction }) =>
      apiRequest<ApiAnswer<AdminCoupon>>(`${BASE}/coupons/${id}/${action}`, { method: 'POST' }).then((a) => a.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.codes }),
  });
}

export const useCombination = () =>
  useQuery({
    queryKey: adminCouponKeys.settings,
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<{ combination: Combination }>>(`${BASE}/settings`, { signal }).then(
        (a) => a.data.combination,
      ),
  });

export function useSetCombination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (combination: Combination) =>
      apiRequest<ApiAnswer<{ combination: Combination }>>(`${BASE}/settings`, {
        method: 'PUT',
        body: { combination },
      }).then((a) => a.data.combination),
    onSuccess: (combination) => queryClient.setQueryData(adminCouponKeys.settings, combination),
  });
}
