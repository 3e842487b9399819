import { ApiError } from '../../../lib/api-client';

/** Query keys of the admin's shipment views: under ['admin'], so the panel's broad refreshes include them. */
export const shipmentKeys = {
  all: ['admin', 'shipments'] as const,
  order: (orderId: string) => ['admin', 'shipments', 'order', orderId] as const,
  pickupLocations: ['admin', 'shipments', 'pickup-locations'] as const,
};

/**
 * What the admin reads when a courier action failed: the server's own sentence whatever the status (a 503 names
 * what the courier said, which tells the admin what to fix), else `fallback`.
 */
export function shipmentErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  return fallback;
}
