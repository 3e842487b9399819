import type { CodOfferInput, OrderPreviewInput } from '@kala/contract/orders';
import type { ShippingRatesInput } from '@kala/contract/shipping';
import { SHIPPING_MESSAGES } from '@kala/contract/shipping';
import { ApiError } from '../../../lib/api-client';
import { translateContractMessage } from '../../../lib/i18n';

/**
 * Query keys of the checkout, per signed-in user like the cart's, so nothing priced for one account shows under
 * another after a switch. Invalidating `all(userId)` refreshes addresses, rates and previews together.
 */
export const checkoutKeys = {
  all: (userId: string | undefined) => ['checkout', userId ?? 'guest'] as const,
  addresses: (userId: string | undefined) => ['checkout', userId ?? 'guest', 'addresses'] as const,
  rates: (userId: string | undefined, input: ShippingRatesInput) =>
    ['checkout', userId ?? 'guest', 'rates', input] as const,
  pincode: (pincode: string) => ['checkout', 'pincode', pincode] as const,
  preview: (userId: string | undefined, input: OrderPreviewInput) =>
    ['checkout', userId ?? 'guest', 'preview', input] as const,
  codOffer: (userId: string | undefined, input: CodOfferInput | undefined) =>
    ['checkout', userId ?? 'guest', 'cod-offer', input ?? null] as const,
};

/** A refusal (4xx) is the server's final word: asking again gives the same answer, so it is not retried. */
export const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * What to tell the shopper about a failed call: the server's message when it refused the request (4xx, spec §8:
 * server message preferred), the network message when it was never reached, else the fallback.
 */
export function checkoutErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return translateContractMessage(SHIPPING_MESSAGES.network);
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return fallback;
}
