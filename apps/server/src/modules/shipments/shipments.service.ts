import { createShipmentChanges } from './shipment-changes.ts';
import { createShipmentContext, type ShipmentsServiceOptions } from './shipment-context.ts';
import { createShipmentReads } from './shipment-reads.ts';
import { createShipmentTracking } from './shipment-tracking.ts';
import { createShipmentCreation } from './create-shipment.ts';
import { answerJob } from './delivery-attempts/answer-job.ts';
import { createAttemptActions } from './delivery-attempts/attempt-actions.ts';
import { createAttemptRecorder } from './delivery-attempts/record-attempt.ts';

export type { Admin, OrderStatusChanger, ShipmentsServiceOptions } from './shipment-context.ts';

/**
 * Shipments (issue 11 item 4, decision 013). Outside calls to the courier happen outside any transaction; each
 * change is then written with its tracking event and its audit entry in one transaction on the locked row. Tracking
 * events are stored once each (their key), and a shipment's status only moves forward, so the order follows it
 * (shipped, delivered) exactly once, through the outbox.
 *
 * Its parts: the shared context (`shipment-context.ts`), tracking (`shipment-tracking.ts`), the admin's reads
 * (`shipment-reads.ts`), creation up to the pickup (`create-shipment.ts`), the later changes
 * (`shipment-changes.ts`), and failed delivery attempts with the return to the seller (`delivery-attempts/`).
 */
export function createShipmentsService(options: ShipmentsServiceOptions) {
  const ctx = createShipmentContext(options);
  const recorder = createAttemptRecorder(ctx);
  const tracking = createShipmentTracking(ctx, recorder);
  const reads = createShipmentReads(ctx, tracking);
  const creation = createShipmentCreation(ctx, tracking, reads);
  const changes = createShipmentChanges(ctx, tracking, reads);
  const attempts = { ...createAttemptActions(ctx, recorder, reads), answerJob: answerJob(ctx) };

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
    /** Failed delivery attempts and the return to the seller (decision 032). */
    attempts,
  };
}

export type ShipmentsService = ReturnType<typeof createShipmentsService>;
