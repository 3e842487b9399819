import { SHIPPING_ZONES, codChargePaise } from '@kala/contract/shipping-policy';
import type { ZoneId } from '@kala/contract/shipping';
import type { CourierRate, RateRequest, ShippingProvider } from './shipping-provider.ts';

/**
 * The built-in shipping provider (architecture §5, decision 006): courier options worked out offline from the zone
 * table of the shipping policy (spec §9). Deterministic: the same request always gets the same answer.
 *
 * - Standard Surface costs exactly the zone's policy charge (₹99 local, ₹149 national, ₹199 remote) for the first
 *   kilogram and takes the zone's longest transit time (4, 7, 10 days).
 * - Priority Surface costs 1.3 times that and takes the zone's shortest transit time (2, 4, 7 days).
 * - Express Air costs twice that and is a day faster than the shortest transit time (1, 3, 6 days).
 * - Weight: each further 0.5 kg (or part) above 1 kg adds a fifth of the option's first-kilogram charge, to the rupee.
 * - Cash on delivery adds ₹40 or 2% of the amount collected, whichever is more, to every option.
 * - Reliability (delivery performance): 94 standard, 86 express, 78 priority (green, yellow, red); 5 less in remote
 *   areas.
 */
export interface LocalZoneRatesOptions {
  /** The policy zone of a delivery PIN code seen from a pickup PIN code; undefined when the PIN code is unknown. */
  zoneBetween(pickupPincode: string, deliveryPincode: string): Promise<ZoneId | undefined>;
}

interface CourierPlan {
  id: number;
  name: string;
  type: 'air' | 'surface';
  /** Multiple of the zone's policy charge. */
  priceFactor: number;
  days: (transit: readonly [number, number]) => number;
  performance: number;
}

export const LOCAL_COURIERS: readonly CourierPlan[] = [
  { id: 101, name: 'Standard Surface', type: 'surface', priceFactor: 1, days: ([, max]) => max, performance: 94 },
  { id: 102, name: 'Priority Surface', type: 'surface', priceFactor: 1.3, days: ([min]) => min, performance: 78 },
  { id: 103, name: 'Express Air', type: 'air', priceFactor: 2, days: ([min]) => Math.max(1, min - 1), performance: 86 },
];

export const INCLUDED_WEIGHT_GRAMS = 1000;
export const WEIGHT_SLAB_GRAMS = 500;
/** Each weight slab adds this share of the option's first-kilogram charge. */
export const SLAB_SHARE = 0.2;
const REMOTE_PERFORMANCE_PENALTY = 5;

/** Whole rupees, in paise. */
const roundToRupee = (paise: number) => Math.round(paise / 100) * 100;

/** A plan's first-kilogram freight in a zone: the policy charge times the plan's factor, to the rupee. */
export const firstKiloFreightPaise = (zone: { charge: number }, plan: { priceFactor: number }) =>
  roundToRupee(zone.charge * 100 * plan.priceFactor);

/** Number of 0.5 kg slabs above the first kilogram (a part slab counts whole). */
export function extraWeightSlabs(weightKg: number): number {
  const grams = Math.round(weightKg * 1000);
  return Math.max(0, Math.ceil((grams - INCLUDED_WEIGHT_GRAMS) / WEIGHT_SLAB_GRAMS));
}

export function createLocalZoneRates(options: LocalZoneRatesOptions): ShippingProvider {
  return {
    name: 'local',
    async rates(request: RateRequest): Promise<CourierRate[]> {
      const zoneId = await options.zoneBetween(request.pickupPincode, request.deliveryPincode);
      const zone = SHIPPING_ZONES.find((z) => z.id === zoneId);
      if (!zone) return [];
      const slabs = extraWeightSlabs(request.weightKg);
      const codCharges = request.cod ? codChargePaise(request.codAmountPaise) : 0;
      return LOCAL_COURIERS.map((plan) => {
        const firstKiloPaise = firstKiloFreightPaise(zone, plan);
        const slabPaise = roundToRupee(firstKiloPaise * SLAB_SHARE);
        return {
          courierCompanyId: plan.id,
          courierName: plan.name,
          freightPaise: firstKiloPaise + slabs * slabPaise,
          codChargesPaise: codCharges,
          estimatedDeliveryDays: plan.days(zone.transitDays),
          courierType: plan.type,
          deliveryPerformance: plan.performance - (zone.id === 'remote' ? REMOTE_PERFORMANCE_PENALTY : 0),
        };
      }).sort((a, b) => a.freightPaise + a.codChargesPaise - (b.freightPaise + b.codChargesPaise));
    },
  };
}
