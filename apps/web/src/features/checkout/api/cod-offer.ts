import { useQuery } from '@tanstack/react-query';
import type { CodOffer } from '@kala/contract/cod';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { CodOfferInput } from '@kala/contract/orders';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { checkoutKeys, retryUnlessRefused } from './checkout-keys';

/**
 * POST /api/orders/cod-offer: whether cash on delivery is offered for the cart to this address, and on what terms
 * (issue 25: a high-risk address or an order above the seller's ceiling is not; a medium one may need an advance),
 * with the COD charge shown before the shopper chooses. The server decides exactly as placing the order would.
 */
export function useCodOffer(input: CodOfferInput | undefined) {
  const { user } = useSession();
  return useQuery({
    queryKey: checkoutKeys.codOffer(user?._id, input),
    queryFn: ({ signal }) =>
      apiRequest<ApiAnswer<CodOffer>>('/api/orders/cod-offer', { method: 'POST', body: input, signal }).then(
        (a) => a.data,
      ),
    enabled: Boolean(user && input),
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });
}
