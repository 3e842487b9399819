import { useQuery } from '@tanstack/react-query';
import { SHIPPING_MESSAGES, type ShippingRates, type ShippingRatesInput } from '@kala/contract/shipping';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { translateContractMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { checkoutKeys, checkoutErrorText, retryUnlessRefused } from './checkout-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

export const getShippingRates = (input: ShippingRatesInput, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<ShippingRates>>('/api/shipping/rates', {
    method: 'POST',
    body: input,
    signal,
  }).then((a) => a.data);

/** The couriers that deliver this parcel to this PIN code, cheapest marked (spec §7 Shipping). */
export function useShippingRates(input: ShippingRatesInput) {
  const { user } = useSession();
  return useQuery({
    queryKey: checkoutKeys.rates(user?._id, input),
    queryFn: ({ signal }) => getShippingRates(input, signal),
    enabled: Boolean(user),
    // Rates for one parcel and address hold for a few minutes; Try again refetches at once.
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}

/**
 * Spec §8 shipping messages: the server's reason when it refused (422 'No shipping rates found for this
 * location.'), the provider's being down when the server could not ask it (502/503), the network message when the
 * server was not reached, else 'Failed to fetch shipping rates'.
 */
export function shippingRatesErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 502 || error.status === 503)) {
    return error.message.startsWith('Request failed')
      ? translateContractMessage(SHIPPING_MESSAGES.providerDown)
      : error.message;
  }
  return checkoutErrorText(error, translateContractMessage(SHIPPING_MESSAGES.fetchFailed));
}
