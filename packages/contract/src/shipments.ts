import { z } from 'zod';
import { auditEntrySchema } from './audit.ts';
import { deliveryAttemptSchema } from './delivery-attempts.ts';
import { ORDER_STATUSES } from './orders.ts';

/**
 * Shipments with the courier and their tracking (spec §4 tracking notifications, §7 Shipping, §8 shipping
 * messages; issue 11 item 4; decision 013). One live shipment per order; a cancelled one stays on record.
 */

/**
 * Where a shipment is in its journey. The order matters: a shipment only ever moves forward along it, but for a
 * failed delivery attempt (NDR), after which a re-attempt goes out for delivery again, and a return to origin (RTO),
 * which only a parcel not yet delivered takes (decision 032; the rules are modules/shipments/shipment-view.ts).
 */
export const SHIPMENT_STATUSES = [
  'created',
  'awb_assigned',
  'pickup_scheduled',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'return_initiated',
  'returned',
  'delivery_failed',
  'rto_initiated',
  'rto_delivered',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  created: 'Shipment created',
  awb_assigned: 'AWB assigned',
  pickup_scheduled: 'Pickup scheduled',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_initiated: 'Return initiated',
  returned: 'Returned',
  delivery_failed: 'Delivery attempt failed',
  rto_initiated: 'Returning to seller (RTO)',
  rto_delivered: 'Returned to seller (RTO)',
};

/** Spec §4's colours for the journey: delivered green, on its way blue, cancelled or coming back red, else neutral. */
export function shipmentStatusTone(status: ShipmentStatus): 'green' | 'blue' | 'red' | 'neutral' {
  if (status === 'delivered') return 'green';
  if (
    status === 'cancelled' ||
    status === 'return_initiated' ||
    status === 'returned' ||
    status === 'delivery_failed' ||
    status === 'rto_initiated' ||
    status === 'rto_delivered'
  ) {
    return 'red';
  }
  if (status === 'created' || status === 'awb_assigned' || status === 'pickup_scheduled') return 'neutral';
  return 'blue';
}

/**
 * Statuses from which the parcel is with the courier: the order counts as shipped. A failed attempt and a parcel on
 * its way back (RTO) are still with the courier.
 */
export const SHIPPED_STATUSES: readonly ShipmentStatus[] = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'rto_initiated',
];

export const SHIPMENT_PROVIDERS = ['local', 'shiprocket'] as const;
export type ShipmentProviderName = (typeof SHIPMENT_PROVIDERS)[number];

export const SHIPMENT_REASON_MAX = 500;
export const PICKUP_LOCATION_MAX = 100;

export const SHIPMENT_MESSAGES = {
  // Spec §8, word for word.
  createFailed: 'Failed to create shipment. Please contact support.',
  trackingFailed: 'Unable to fetch tracking information. Please try again later.',
  orderNotFound: 'Order not found',
  orderCancelled: 'This order is cancelled, so it cannot be shipped',
  orderDelivered: 'This order is already delivered',
  awaitingPayment: 'This order is still awaiting its online payment',
  liveShipment: 'This order already has a shipment. Cancel it before creating another.',
  noShipment: 'This order has no shipment yet',
  awbFirst: 'Generate the AWB first',
  awbAssigned: 'This shipment already has an AWB',
  awbFailed: 'The courier could not assign an AWB',
  pickupTooLate: 'The parcel has already left: a pickup can no longer be scheduled',
  pickupAlready: 'A pickup is already scheduled for this shipment',
  pickupFailed: 'The courier could not schedule the pickup',
  labelFailed: 'The courier could not make the label',
  localOnly: 'Only the local courier’s clock can be advanced',
  journeyOver: 'This shipment has reached the end of its journey',
  cannotCancel: (status: ShipmentStatus) =>
    `A shipment that is ${SHIPMENT_STATUS_LABELS[status].toLowerCase()} can no longer be cancelled`,
  cancelFailed: 'The courier could not cancel the shipment',
  reasonRequired: 'Please give a reason for cancelling the shipment',
  reasonTooLong: `Reason must be at most ${SHIPMENT_REASON_MAX} characters`,
  returnOnlyDelivered: 'Only a delivered shipment can be returned',
  returnFailed: 'The courier could not start the return',
  pickupLocation: `Pickup location must be 1 to ${PICKUP_LOCATION_MAX} characters`,
  unknownPickupLocation: 'Unknown pickup location',
  pickupLocationsFailed: 'Unable to fetch pickup locations. Please try again later.',
  courierId: 'Courier must be a positive whole number',
  webhookToken: 'Invalid webhook token',
  // Successes.
  created: 'Shipment created',
  awbGenerated: 'AWB generated',
  pickupScheduled: 'Pickup scheduled',
  labelReady: 'Label ready',
  advanced: 'Courier clock advanced',
  cancelled: 'Shipment cancelled',
  returnStarted: 'Return started',
} as const;

/** What each audited shipment action is called on the admin's screens (the audit's `shipment.<verb>`). */
export const SHIPMENT_AUDIT_LABELS: Record<string, string> = {
  'shipment.create': 'Shipment created',
  'shipment.awb': 'AWB generated',
  'shipment.pickup': 'Pickup scheduled',
  'shipment.label': 'Label made',
  'shipment.advance': 'Courier clock advanced',
  'shipment.cancel': 'Shipment cancelled',
  'shipment.return': 'Return started',
  'shipment.fail-attempt': 'Delivery attempt failed (local courier)',
  'shipment.reattempt': 'Delivery re-attempt asked for',
  'shipment.rto': 'Return to seller (RTO) asked for',
};

export const shipmentOrderParamsSchema = z.object({ orderId: z.string().max(100) });

/** Body of POST /api/shipping/create-shipment/{orderId}: which pickup location (else the store's default). */
export const createShipmentInputSchema = z
  .object({
    pickupLocation: z
      .string({ error: SHIPMENT_MESSAGES.pickupLocation })
      .trim()
      .min(1, SHIPMENT_MESSAGES.pickupLocation)
      .max(PICKUP_LOCATION_MAX, SHIPMENT_MESSAGES.pickupLocation)
      .optional(),
  })
  .default({});
export type CreateShipmentInput = z.input<typeof createShipmentInputSchema>;

/** Body of POST /api/shipping/generate-awb/{orderId}: a courier other than the one the shopper chose. */
export const generateAwbInputSchema = z
  .object({
    courierId: z
      .number({ error: SHIPMENT_MESSAGES.courierId })
      .int(SHIPMENT_MESSAGES.courierId)
      .positive(SHIPMENT_MESSAGES.courierId)
      .max(1_000_000, SHIPMENT_MESSAGES.courierId)
      .optional(),
  })
  .default({});
export type GenerateAwbInput = z.input<typeof generateAwbInputSchema>;

/** Body of POST /api/shipping/cancel/{orderId} (spec §7 {reason}). */
export const cancelShipmentInputSchema = z.object(
  {
    reason: z
      .string({ error: SHIPMENT_MESSAGES.reasonRequired })
      .trim()
      .min(1, SHIPMENT_MESSAGES.reasonRequired)
      .max(SHIPMENT_REASON_MAX, SHIPMENT_MESSAGES.reasonTooLong),
  },
  { error: SHIPMENT_MESSAGES.reasonRequired },
);
export type CancelShipmentInput = z.input<typeof cancelShipmentInputSchema>;

/** One tracking event: a courier scan, a webhook delivery or a stage of the local courier's clock. */
export const shipmentEventSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  label: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  at: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/** GET /api/shipping/track/{orderId}: what the shopper sees (no label, no provider ids). Events newest first. */
export const trackingSchema = z.object({
  orderId: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  shipment: z
    .object({
      status: z.enum(SHIPMENT_STATUSES),
      statusLabel: z.string(),
      awb: z.string().nullable(),
      courierName: z.string().nullable(),
      events: z.array(shipmentEventSchema),
    })
    .nullable(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** A shipment as the admin sees it, with what can be done to it now. Events newest first. */
export const adminShipmentSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  provider: z.enum(SHIPMENT_PROVIDERS),
  providerOrderId: z.string().nullable(),
  providerShipmentId: z.string().nullable(),
  awb: z.string().nullable(),
  courierId: z.number().int().nullable(),
  courierName: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  statusLabel: z.string(),
  labelUrl: z.string().nullable(),
  pickupLocation: z.string().nullable(),
  pickupScheduledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  events: z.array(shipmentEventSchema),
  /** The local courier's next stage and when it falls due on its clock (null once over, or for Shiprocket). */
  nextStage: z.object({ status: z.enum(SHIPMENT_STATUSES), label: z.string(), dueAt: z.string() }).nullable(),
  actions: z.object({
    generateAwb: z.boolean(),
    schedulePickup: z.boolean(),
    label: z.boolean(),
    advance: z.boolean(),
    cancel: z.boolean(),
    return: z.boolean(),
    /** The local courier's clock may fail the attempt under way (out for delivery). */
    failAttempt: z.boolean(),
    /** A failed attempt waits for a decision: re-attempt, or return to the seller (RTO). */
    reattempt: z.boolean(),
    rto: z.boolean(),
  }),
  /** The courier's failed delivery attempts (NDR) and what was done about each, oldest first (decision 032). */
  deliveryAttempts: z.array(deliveryAttemptSchema),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/** GET /api/shipping/shipment/{orderId}: the order's live shipment, earlier (cancelled) ones, and the audit. */
export const orderShipmentsSchema = z.object({
  orderId: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  /** The courier service new shipments go to. */
  provider: z.enum(SHIPMENT_PROVIDERS),
  /** Whether a shipment can be created now (order not cancelled or delivered, paid if online, none live). */
  canCreate: z.boolean(),
  /** Why not, when the order itself stands in the way (cancelled, delivered, unpaid online); null otherwise. */
  createBlockedBy: z.string().nullable(),
  current: adminShipmentSchema.nullable(),
  earlier: z.array(adminShipmentSchema),
  audit: z.array(auditEntrySchema),
});
export type OrderShipments = z.infer<typeof orderShipmentsSchema>;

/** A place the courier collects parcels from (Shiprocket's pickup locations, or the store's own). */
export const pickupLocationSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string().nullable(),
  primary: z.boolean(),
});
export type PickupLocation = z.infer<typeof pickupLocationSchema>;
