import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CLAIM_PATHS,
  type Claim,
  type ClaimPhoto,
  type ClaimReply,
  type ClaimReport,
  type OrderClaims,
} from '@kala/contract/claims';
import type { ApiAnswer } from '@kala/contract/envelope';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { uploadImage } from '../../../components/upload/upload-image';

/**
 * An order's claims (issue 26 item 5): whether a problem may be reported now and why not, the report, the replies.
 * Keyed under the order's own key prefix (['orders', userId, …]), so whatever refreshes the order refreshes these too;
 * matched by prefix, not imported: features do not import each other.
 */
export const claimKeys = {
  order: (userId: string | undefined, orderId: string) => ['orders', userId ?? 'guest', 'claims', orderId] as const,
};

export function useOrderClaims(orderId: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: claimKeys.order(user?._id, orderId),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<OrderClaims>>(CLAIM_PATHS.order(orderId), { signal }).then((a) => a.data),
    enabled: Boolean(user),
    // The window closes on its own and the store answers at any time: read afresh on every visit.
    staleTime: 0,
  });
}

/** Puts a claim's new state into the order's claims (the report answered it; no second round trip). */
function useClaimAnswered(orderId: string) {
  const { user } = useSession();
  const client = useQueryClient();
  return (claim: Claim) => {
    void client.invalidateQueries({ queryKey: claimKeys.order(user?._id, orderId) });
    client.setQueryData<OrderClaims>(
      claimKeys.order(user?._id, orderId),
      (current) =>
        current && {
          ...current,
          canReport: false,
          claims: [claim, ...current.claims.filter((c) => c.id !== claim.id)],
        },
    );
  };
}

export function useReportClaim(orderId: string) {
  const answered = useClaimAnswered(orderId);
  return useMutation({
    mutationFn: (report: ClaimReport) =>
      apiRequest<ApiAnswer<Claim>>(CLAIM_PATHS.order(orderId), { method: 'POST', body: report }),
    onSuccess: (answer) => answered(answer.data),
  });
}

export function useReplyToClaim(orderId: string, claimId: string) {
  const answered = useClaimAnswered(orderId);
  return useMutation({
    mutationFn: (reply: ClaimReply) =>
      apiRequest<ApiAnswer<Claim>>(CLAIM_PATHS.messages(claimId), { method: 'POST', body: reply }),
    onSuccess: (answer) => answered(answer.data),
  });
}

/** One photo to the claim photos endpoint: the server judges its bytes and answers its id for `photoIds`. */
export async function uploadClaimPhoto(file: File, signal?: AbortSignal): Promise<ClaimPhoto> {
  const stored = await uploadImage(file, { endpoint: CLAIM_PATHS.photos, ...(signal ? { signal } : {}) });
  return { id: stored.id ?? '', url: stored.url };
}
