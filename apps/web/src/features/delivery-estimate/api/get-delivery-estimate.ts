import { queryOptions } from '@tanstack/react-query';
import type { DeliveryEstimate } from '@kala/contract/delivery-estimate';
import type { ApiAnswer } from '@kala/contract/envelope';
import { ApiError, apiRequest } from '../../../lib/api-client';

export interface Piece {
  productId: string;
  sizeId: string;
}

/** GET /api/delivery-estimate: one piece to one PIN code. */
export const getDeliveryEstimate = (pin: string, piece: Piece, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<DeliveryEstimate>>('/api/delivery-estimate', {
    query: { pin, productId: piece.productId, sizeId: piece.sizeId },
    signal,
  }).then((answer) => answer.data);

export const deliveryEstimateQueryOptions = (pin: string, piece: Piece) =>
  queryOptions({
    queryKey: ['delivery-estimate', pin, piece.productId, piece.sizeId],
    queryFn: ({ signal }) => getDeliveryEstimate(pin, piece, signal),
    // The answer moves on only at the dispatch cut-off and at midnight; a few minutes old is still right.
    staleTime: 5 * 60_000,
    // A refused PIN code or a missing piece stays so; only a failure on the way is worth one more try.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });
