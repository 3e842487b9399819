import { randomInt } from 'node:crypto';
import type { PickupLocation, ShipmentStatus } from '@kala/contract/shipments';
import type { JourneyLeg, LocalClock, ShipmentProvider, ShipmentRef, TrackingScan } from './shipment-provider.ts';

/**
 * The local courier (architecture §5's offline default, decision 013): it hands out AWB numbers and moves a parcel
 * through its journey on a clock, so the whole journey can be tried without a courier account. Nothing here keeps
 * state or runs a timer: the clock is a start time and an offset stored on the shipment row, and `track` answers the
 * stages that have fallen due on it, so any number of server instances agree on where a parcel is.
 */

export const HOUR_MS = 60 * 60 * 1000;

export interface JourneyStage {
  status: ShipmentStatus;
  /** Hours after the clock started (the AWB's assignment, or the return's start). */
  afterHours: number;
  description: string;
  /** Where the scan happens: at the pickup location or at the destination. */
  at: 'origin' | 'destination';
}

/** A parcel's way to the shopper: picked up the same afternoon, at the door two days later. */
export const FORWARD_JOURNEY: readonly JourneyStage[] = [
  { status: 'picked_up', afterHours: 4, description: 'Shipment picked up from the studio', at: 'origin' },
  { status: 'in_transit', afterHours: 12, description: 'Shipment in transit to the destination hub', at: 'origin' },
  {
    status: 'out_for_delivery',
    afterHours: 48,
    description: 'Out for delivery with the courier’s agent',
    at: 'destination',
  },
  { status: 'delivered', afterHours: 52, description: 'Delivered to the customer', at: 'destination' },
];

/** A return's way back: collected from the shopper, then back at the studio. */
export const RETURN_JOURNEY: readonly JourneyStage[] = [
  { status: 'returned', afterHours: 72, description: 'Returned to the studio', at: 'origin' },
];

/**
 * A re-attempt after a failed one (decision 032): its clock starts at 09:00 India time on the day asked for, when the
 * agent sets out again; delivered four hours later.
 */
export const REATTEMPT_JOURNEY: readonly JourneyStage[] = [
  { status: 'out_for_delivery', afterHours: 0, description: 'Out for delivery again', at: 'destination' },
  { status: 'delivered', afterHours: 4, description: 'Delivered to the customer', at: 'destination' },
];

/** Back to the studio after failed attempts (RTO): two days on the road. */
export const RTO_JOURNEY: readonly JourneyStage[] = [
  { status: 'rto_delivered', afterHours: 48, description: 'Returned to the studio (RTO)', at: 'origin' },
];

export type JourneyPhase = 'forward' | 'return';

const stagesOf = (leg: JourneyLeg): readonly JourneyStage[] =>
  leg.kind === 'forward'
    ? FORWARD_JOURNEY
    : leg.kind === 'reattempt'
      ? REATTEMPT_JOURNEY
      : leg.kind === 'return'
        ? RETURN_JOURNEY
        : leg.kind === 'rto'
          ? RTO_JOURNEY
          : [];

/** The key of a stage's event: each re-attempt's stages are their own events ('out for delivery' again). */
export const stageKey = (leg: JourneyLeg, status: ShipmentStatus) =>
  leg.kind === 'reattempt' ? `local:reattempt-${leg.round}:${status}` : `local:${leg.kind}:${status}`;

/** The leg a phase names (the first delivery, or a return), for the callers that know no other. */
export const legOfPhase = (phase: JourneyPhase): JourneyLeg => ({ kind: phase });

/** The stages due at `now` on the clock, and the next one with the real time it falls due. */
export function journeyAt(phaseOrLeg: JourneyPhase | JourneyLeg, clock: LocalClock, now: number) {
  const leg = typeof phaseOrLeg === 'string' ? legOfPhase(phaseOrLeg) : phaseOrLeg;
  const stages = stagesOf(leg);
  const reading = now + clock.offsetMs;
  const dueAtReading = (stage: JourneyStage) => clock.startedAt.getTime() + stage.afterHours * HOUR_MS;
  const due = stages.filter((stage) => dueAtReading(stage) <= reading);
  const next = stages.find((stage) => dueAtReading(stage) > reading);
  return {
    due,
    /** When the next stage falls due in real time, with the clock's present offset. */
    next: next ? { stage: next, dueAt: new Date(dueAtReading(next) - clock.offsetMs) } : null,
    /** The offset that makes the next stage due exactly now ('Advance courier clock'). */
    offsetForNext: next ? dueAtReading(next) - now : null,
  };
}

export interface LocalCourierOptions {
  /** The store's own pickup location (its city may come from the PIN-code data, which loads on first use). */
  pickupLocation: () => Promise<PickupLocation>;
  now?: () => number;
  /** AWB numbers; tests may make them predictable. */
  awb?: () => string;
}

/** 'KALA' and ten digits; unique by the shipments table's index (the service retries on the rare clash). */
export const localAwb = () => `KALA${String(randomInt(0, 1e10)).padStart(10, '0')}`;

export const LOCAL_COURIER_NAME = 'Kala Express';

export function createLocalCourier(options: LocalCourierOptions): ShipmentProvider {
  const now = options.now ?? Date.now;
  const awb = options.awb ?? localAwb;
  let place: Promise<PickupLocation> | undefined;
  const pickupLocation = () => (place ??= options.pickupLocation());

  async function scansFor(ref: ShipmentRef): Promise<TrackingScan[]> {
    if (!ref.clock) return [];
    const studio = await pickupLocation();
    const origin = `${studio.city} (${studio.pincode})`;
    const leg: JourneyLeg = ref.leg ?? { kind: ref.returning ? 'return' : 'forward' };
    const { due } = journeyAt(leg, ref.clock, now());
    return due.map((stage) => ({
      key: stageKey(leg, stage.status),
      status: stage.status,
      description: stage.description,
      location: stage.at === 'origin' ? origin : ref.destination,
      // The moment it became due on the clock, in real time; never in the future.
      occurredAt: new Date(
        Math.min(now(), ref.clock!.startedAt.getTime() + stage.afterHours * HOUR_MS - ref.clock!.offsetMs),
      ),
    }));
  }

  return {
    name: 'local',
    async createShipment(parcel) {
      return { providerOrderId: parcel.reference, providerShipmentId: parcel.reference };
    },
    async assignAwb() {
      return { awb: awb(), courierName: LOCAL_COURIER_NAME };
    },
    async schedulePickup(ref) {
      // The local courier collects at the journey's first stage.
      const startedAt = ref.clock?.startedAt.getTime() ?? now();
      return { scheduledAt: new Date(startedAt + FORWARD_JOURNEY[0]!.afterHours * HOUR_MS) };
    },
    async label(ref) {
      // The store draws the label itself (GET /api/shipping/label/{orderId}, admin only).
      return { labelUrl: `/api/shipping/label/${ref.orderId}` };
    },
    async track(ref) {
      return scansFor(ref);
    },
    async cancel() {},
    async returnShipment(ref) {
      return { providerOrderId: `${ref.providerOrderId ?? ref.orderId}-R`, providerShipmentId: `${ref.awb}-R` };
    },
    async pickupLocations() {
      return [await pickupLocation()];
    },
    // Its clock is restarted by the store for a re-attempt or the way back (modules/shipments/delivery-attempts).
    async answerFailedAttempt() {},
  };
}
