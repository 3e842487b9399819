import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHIPPED_STATUSES, type OrderShipments } from '@kala/contract/shipments';
import { apiRequest } from '../../../lib/api-client';
import { shipmentKeys } from './shipment-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/** GET /api/shipping/shipment/:orderId (admin): the live shipment, cancelled ones, what can be done, the audit. */
export const getOrderShipments = (orderId: string, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<OrderShipments>>(`/api/shipping/shipment/${encodeURIComponent(orderId)}`, {
    signal,
  }).then((answer) => answer.data);

/**
 * The order follows its shipment through the outbox, a moment after the courier's step: while the order has not
 * caught up yet (parcel left but order not shipped, parcel delivered but order not delivered), ask again soon.
 */
export function orderCatchingUp(view: OrderShipments | undefined): boolean {
  const status = view?.current?.status;
  if (!view || !status || view.orderStatus === 'cancelled') return false;
  if (status === 'delivered') return view.orderStatus !== 'delivered';
  return SHIPPED_STATUSES.includes(status) && view.orderStatus !== 'shipped' && view.orderStatus !== 'delivered';
}

export const CATCH_UP_MS = 2000;

export const orderShipmentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: shipmentKeys.order(orderId),
    queryFn: ({ signal }) => getOrderShipments(orderId, signal),
    staleTime: 0,
    refetchInterval: (query) => (orderCatchingUp(query.state.data) ? CATCH_UP_MS : false),
  });

export const useOrderShipments = (orderId: string) => useQuery(orderShipmentsQueryOptions(orderId));
