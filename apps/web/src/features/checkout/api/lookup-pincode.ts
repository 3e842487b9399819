import { useQuery } from '@tanstack/react-query';
import { PINCODE_PATTERN, type PincodePlace } from '@kala/contract/shipping';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys, retryUnlessRefused } from './checkout-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

export const lookupPincode = (pincode: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<PincodePlace>>(`/api/shipping/pincode/${encodeURIComponent(pincode)}`, {
    signal,
  }).then((a) => a.data);

/**
 * The city and state of a PIN code, asked only once the code is six digits; a place does not move, so an answer is
 * kept for the visit. An unknown code answers 404 (the query's error).
 */
export function usePincodePlace(pincode: string) {
  const valid = PINCODE_PATTERN.test(pincode);
  return useQuery({
    queryKey: checkoutKeys.pincode(pincode),
    queryFn: ({ signal }) => lookupPincode(pincode, signal),
    enabled: valid,
    staleTime: Infinity,
    retry: retryUnlessRefused,
  });
}
