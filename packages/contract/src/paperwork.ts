import { z } from 'zod';

/**
 * The admin's parcel paperwork (issue 24 item 6): shipping labels, packing slips and the courier's manifest, one
 * order at a time or as one PDF for a selection.
 */

/** At most this many orders in one PDF (a day's dispatch for a small studio, and a file a printer takes). */
export const PAPERWORK_BATCH_MAX = 100;

export const PAPERWORK_MESSAGES = {
  orderIds: 'Choose the orders to print',
  orderId: 'An order id is not valid',
  tooMany: `Choose at most ${PAPERWORK_BATCH_MAX} orders at a time`,
  noAwb: (orderNumbers: string[]) =>
    `No AWB yet for ${orderNumbers.join(', ')}: create the shipment and generate its AWB before printing a label`,
  mixedCouriers: 'These orders ship with different courier services: print their labels separately',
  noManifest: 'The local courier makes no manifest: hand the parcels over with their labels',
  courierFailed: 'The courier service could not make its PDF just now; try again in a minute',
} as const;

export const paperworkBatchSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: PAPERWORK_MESSAGES.orderId }), { error: PAPERWORK_MESSAGES.orderIds })
    .min(1, PAPERWORK_MESSAGES.orderIds)
    .max(PAPERWORK_BATCH_MAX, PAPERWORK_MESSAGES.tooMany),
});
export type PaperworkBatch = z.infer<typeof paperworkBatchSchema>;

export const paperworkOrderParamsSchema = z.object({ id: z.string().min(1).max(100) });
