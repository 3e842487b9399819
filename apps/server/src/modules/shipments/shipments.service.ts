import { createShipmentChanges } from './shipment-changes.ts';
import { createShipmentContext, type ShipmentsServiceOptions } from './shipment-context.ts';
import { createShipmentReads } from './shipment-reads.ts';
import { createShipmentTracking } from './shipment-tracking.ts';
import { createShipmentCreation } from './create-shipment.ts';

export type { Admin, OrderStatusChanger, ShipmentsServiceOptions } from './shipment-context.ts';

/**
 * Shipments (issue 11 item 4, decision 013). Outside calls to the courier happen outside any transaction; each
 * change is then written with its tracking event and its audit entry in one transaction on the locked row. Tracking
 * events are stored once each (their key), and a shipment's status only moves forward, so the order follows it
 * (shipped, delivered) exactly once, through the outbox.
 *
 * Its parts: the shared context (`shipment-context.ts`), tracking (`shipment-tracking.ts`), the admin's reads
 * (`shipment-reads.ts`), creation up to the pickup (`create-shipment.ts`) and the later changes
 * (`shipment-changes.ts`).
 */
export function createShipmentsService(options: ShipmentsServiceOptions) {
  const ctx = createShipmentContext(options);
  const tracking = createShipmentTracking(ctx);
  const reads = createShipmentReads(ctx, tracking);
  const creation = createShipmentCreation(ctx, tracking, reads);
  const changes = createShipmentChanges(ctx, tracking, reads);

  return {
    pickupLocations: reads.pickupLocations,
    view: reads.view,
    create: creation.create,
    generateAwb: creation.generateAwb,
    schedulePickup: creation.schedulePickup,
    label: changes.label,
    advance: changes.advance,
    cancel: changes.cancel,
    returnShipment: changes.returnShipment,
    track: tracking.track,
    webhook: tracking.webhook,
    syncClock: tracking.syncClock,
    applyOrderStatus: tracking.applyOrderStatus,
    labelFacts: reads.labelFacts,
  };
}

export type ShipmentsService = ReturnType<typeof createShipmentsService>;
