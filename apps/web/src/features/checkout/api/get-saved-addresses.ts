import { useQuery } from '@tanstack/react-query';
import type { SavedAddress } from '@kala/contract/orders';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { checkoutKeys } from './checkout-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

export const getSavedAddresses = (signal?: AbortSignal) =>
  apiRequest<ApiAnswer<SavedAddress[]>>('/api/orders/addresses', { signal }).then((a) => a.data);

/** Addresses the shopper shipped to before, the last used first (offered at checkout and in the quick order). */
export function useSavedAddresses() {
  const { user } = useSession();
  return useQuery({
    queryKey: checkoutKeys.addresses(user?._id),
    queryFn: ({ signal }) => getSavedAddresses(signal),
    enabled: Boolean(user),
  });
}
