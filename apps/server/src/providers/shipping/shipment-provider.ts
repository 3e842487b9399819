import type { PickupLocation, ShipmentProviderName, ShipmentStatus } from '@kala/contract/shipments';

/**
 * Shipments with a courier service (architecture §5, decision 013): the local courier by default (offline, on a
 * clock the admin can advance), Shiprocket when SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are set. Rates are the other
 * half of the shipping provider (shipping-provider.ts). Failures are ShippingProviderError.
 */

/** The parcel as the courier needs it. Money in integer paise, weight in kg, sizes in cm. */
export interface Parcel {
  /** Our reference for the courier (the order number; a second shipment of one order gets a suffix). */
  reference: string;
  orderDate: Date;
  pickupLocation: string;
  address: {
    fullName: string;
    phone: string;
    email: string;
    addressLine1: string;
    addressLine2?: string | undefined;
    city: string;
    state: string;
    zipCode: string;
    country: string;
  };
  items: { name: string; sku: string; units: number; unitPricePaise: number }[];
  /** COD: the courier collects `collectPaise` at the door. */
  paymentMethod: 'COD' | 'Prepaid';
  /** The order's total: what a COD courier collects, and the declared value otherwise. */
  collectPaise: number;
  shippingPaise: number;
  gstPercent: number;
  weightKg: number;
  dimensionsCm: { length: number; breadth: number; height: number };
}

/** What the store keeps of a shipment and hands back to the provider. */
export interface ShipmentRef {
  orderId: string;
  providerOrderId: string | null;
  providerShipmentId: string | null;
  awb: string | null;
  /** The local courier's clock (ignored by Shiprocket). */
  clock: LocalClock | null;
  /** The parcel is on its way back (a return was asked for). */
  returning: boolean;
  /**
   * Which leg of its journey the local courier's clock runs (decision 032); when absent, the first delivery or,
   * with `returning`, the return. Shiprocket ignores it.
   */
  leg?: JourneyLeg;
  /** The destination's city, for scans there. */
  destination: string | null;
}

/**
 * A leg of the local courier's journey: the first delivery, the re-attempt after failed attempt `round`, held (a
 * failed attempt waits for a decision: nothing moves), a return of a delivered parcel, or the way back after failed
 * attempts (RTO). Each re-attempt and each way back restarts the clock.
 */
export type JourneyLeg =
  { kind: 'forward' } | { kind: 'reattempt'; round: number } | { kind: 'held' } | { kind: 'return' } | { kind: 'rto' };

/** The local courier's clock: stages fall due at fixed hours after `startedAt`, read `offsetMs` ahead. */
export interface LocalClock {
  startedAt: Date;
  offsetMs: number;
}

/** One scan as the courier reports it. `key` makes the same scan reported again the same event. */
export interface TrackingScan {
  key: string;
  /** Our status for the scan; null when the courier's status means nothing new to us (e.g. "reached hub"). */
  status: ShipmentStatus | null;
  description: string;
  location: string | null;
  occurredAt: Date;
}

/** A failed delivery attempt as the courier lists it (Shiprocket's NDR list): its number, reason and time. */
export interface FailedAttemptReport {
  attempt: number;
  reason: string;
  occurredAt: Date;
}

/** The store's answer to a failed attempt: deliver again on a date (corrected address or phone), or send it back. */
export type AttemptAnswer =
  | {
      action: 'reattempt';
      /** YYYY-MM-DD, India time. */
      date: string;
      address?: { addressLine1: string; addressLine2?: string | undefined } | undefined;
      phone?: string | undefined;
      comment: string;
    }
  | { action: 'return'; comment: string };

export interface ShipmentProvider {
  readonly name: ShipmentProviderName;
  /** Registers the parcel with the courier service (Shiprocket's adhoc order). */
  createShipment(parcel: Parcel): Promise<{ providerOrderId: string; providerShipmentId: string }>;
  /** Assigns the air waybill with the courier (the order's chosen one unless told otherwise). */
  assignAwb(ref: ShipmentRef, courierId: number | null): Promise<{ awb: string; courierName: string }>;
  schedulePickup(ref: ShipmentRef): Promise<{ scheduledAt: Date | null }>;
  label(ref: ShipmentRef): Promise<{ labelUrl: string }>;
  /** Every scan so far, oldest first. */
  track(ref: ShipmentRef): Promise<TrackingScan[]>;
  cancel(ref: ShipmentRef): Promise<void>;
  /** Asks for a reverse pickup from the shopper back to the pickup location. */
  returnShipment(ref: ShipmentRef, parcel: Parcel): Promise<{ providerOrderId: string; providerShipmentId: string }>;
  pickupLocations(): Promise<PickupLocation[]>;
  /**
   * The courier's failed delivery attempts of this parcel (Shiprocket's NDR list), oldest first; absent for a courier
   * whose attempts the store records itself (the local courier's clock).
   */
  failedAttempts?(ref: ShipmentRef): Promise<FailedAttemptReport[]>;
  /** Tells the courier what to do after a failed attempt (Shiprocket's NDR action). */
  answerFailedAttempt(ref: ShipmentRef, answer: AttemptAnswer): Promise<void>;
  /**
   * The courier's own label PDF for these shipments (one file), when it makes one (Shiprocket's
   * `courier/generate/label`). Absent for a courier that makes none, like the local one: the store prints its own
   * label then (modules/shipments/paperwork).
   */
  labelsPdf?(refs: ShipmentRef[]): Promise<Buffer>;
  /** The courier's manifest PDF for these shipments (Shiprocket's `manifests/generate`); absent when it has none. */
  manifestPdf?(refs: ShipmentRef[]): Promise<Buffer>;
}
