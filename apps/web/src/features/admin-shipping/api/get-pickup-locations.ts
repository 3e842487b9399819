import { useQuery } from '@tanstack/react-query';
import type { PickupLocation } from '@kala/contract/shipments';
import { apiRequest } from '../../../lib/api-client';
import { shipmentKeys } from './shipment-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/** GET /api/shipping/pickup-locations (admin): where the courier collects parcels from. */
export const getPickupLocations = (signal?: AbortSignal) =>
  apiRequest<ApiAnswer<PickupLocation[]>>('/api/shipping/pickup-locations', { signal }).then((answer) => answer.data);

/** Asked only while a shipment can be created (the list is needed for that choice alone). */
export const usePickupLocations = (enabled: boolean) =>
  useQuery({
    queryKey: shipmentKeys.pickupLocations,
    queryFn: ({ signal }) => getPickupLocations(signal),
    enabled,
    // The account's pickup addresses change rarely.
    staleTime: 5 * 60_000,
  });
