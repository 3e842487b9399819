import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CLAIM_PATHS,
  type AdminClaim,
  type AdminClaimList,
  type ClaimAsk,
  type ClaimDecline,
  type ClaimRefund,
  type ClaimReplace,
} from '@kala/contract/claims';
import type { ApiAnswer } from '@kala/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

export type ClaimFilter = 'open' | 'closed' | 'all';

/**
 * The admin's claims (issue 26 item 5). Under ['admin', 'claims', …]; a decision refreshes every ['admin', …] query
 * (the orders list shows the replacement order, the order page its refund and audit), matched by prefix.
 */
export const adminClaimKeys = {
  all: ['admin', 'claims'] as const,
  list: (filter: ClaimFilter, page: number) => ['admin', 'claims', 'list', filter, page] as const,
  detail: (claimId: string) => ['admin', 'claims', 'detail', claimId] as const,
};

export function useAdminClaims(filter: ClaimFilter, page: number) {
  return useQuery<AdminClaimList>({
    queryKey: adminClaimKeys.list(filter, page),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<AdminClaimList>>(CLAIM_PATHS.adminList, { signal, query: { status: filter, page } }).then(
        (a) => a.data,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAdminClaim(claimId: string) {
  return useQuery({
    queryKey: adminClaimKeys.detail(claimId),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<AdminClaim>>(CLAIM_PATHS.admin(claimId), { signal }).then((a) => a.data),
  });
}

export type Decision =
  | { kind: 'ask'; body: ClaimAsk }
  | { kind: 'replace'; body: ClaimReplace }
  | { kind: 'refund'; body: ClaimRefund }
  | { kind: 'decline'; body: ClaimDecline };

const PATHS = {
  ask: CLAIM_PATHS.adminAsk,
  replace: CLAIM_PATHS.adminReplace,
  refund: CLAIM_PATHS.adminRefund,
  decline: CLAIM_PATHS.adminDecline,
} as const;

/** One of the four decisions; the answer is the claim as it is now, put in the cache, and the admin lists refreshed. */
export function useClaimDecision(claimId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiRequest<ApiAnswer<AdminClaim>>(PATHS[decision.kind](claimId), { method: 'POST', body: decision.body }),
    onSuccess: (answer) => {
      client.setQueryData(adminClaimKeys.detail(claimId), answer.data);
      void client.invalidateQueries({
        queryKey: ['admin'],
        predicate: (query) => query.queryKey[2] !== 'detail' || query.queryKey[3] !== claimId,
      });
    },
  });
}
