import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderPreview, OrderPreviewInput } from '@kala/contract/orders';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { checkoutKeys, retryUnlessRefused } from './checkout-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

export const previewOrder = (input: OrderPreviewInput, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<OrderPreview>>('/api/orders/preview', {
    method: 'POST',
    body: input,
    signal,
  }).then((a) => a.data);

/**
 * The order as the server would price it now: lines, GST, shipping, COD charges, total, courier and delivery
 * window. Every number the checkout and the quick order show comes from here, never from the browser. While a new
 * choice is being priced the previous answer stays on screen (`isPlaceholderData` says it is not current yet).
 */
export function useOrderPreview(input: OrderPreviewInput, enabled = true) {
  const { user } = useSession();
  return useQuery({
    queryKey: checkoutKeys.preview(user?._id, input),
    queryFn: ({ signal }) => previewOrder(input, signal),
    enabled: enabled && Boolean(user),
    // Prices and stock are read on the server each time (as the cart is).
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}
