import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShipmentStatus, Tracking } from '@kala/contract/shipments';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { isNotFound, orderKeys } from './order-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/** Spec §9: tracking refreshes every 30 s while the parcel is on its way. */
export const TRACKING_REFRESH_MS = 30_000;

/** The parcel is moving (or about to): the tracking is worth asking again. */
const MOVING: readonly ShipmentStatus[] = [
  'awb_assigned',
  'pickup_scheduled',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'return_initiated',
  // A failed attempt waits for a re-attempt or goes back (decision 032): still moving.
  'delivery_failed',
  'rto_initiated',
];

/** GET /api/shipping/track/:orderId (spec §7): the order's shipment and its events, newest first. */
export const getTracking = (orderId: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<Tracking>>(`/api/shipping/track/${encodeURIComponent(orderId)}`, {
    signal,
  }).then((answer) => answer.data);

export const trackingQueryOptions = (userId: string | undefined, orderId: string) =>
  queryOptions({
    queryKey: [...orderKeys.detail(userId, orderId), 'tracking'] as const,
    queryFn: ({ signal }) => getTracking(orderId, signal),
    enabled: Boolean(userId),
    staleTime: 0,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    // While shipped or out for delivery, every 30 s (and only while the page is shown: TanStack pauses in the
    // background); once delivered, cancelled or not yet handed over, no polling.
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data?.shipment) return false;
      return data.orderStatus === 'shipped' || MOVING.includes(data.shipment.status) ? TRACKING_REFRESH_MS : false;
    },
  });

/** The courier's tracking of one of the signed-in shopper's orders. */
export function useTracking(orderId: string) {
  const { user } = useSession();
  return useQuery(trackingQueryOptions(user?._id, orderId));
}
