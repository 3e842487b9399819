import { z } from 'zod';
import type { SHIPPING_ZONES } from './shipping-policy.ts';
import { NO_RATES_MESSAGE, PINCODE_PATTERN, POSTCODE_MESSAGE } from './pincode.ts';

/** Courier rates and PIN codes (spec §3 Courier option, §7 Shipping, §8 shipping messages, §9 weight and zones). */

export const SHIPPING_MESSAGES = {
  noRates: NO_RATES_MESSAGE,
  fetchFailed: 'Failed to fetch shipping rates',
  getFailed: 'Failed to get shipping rates',
  network: 'Network error. Please check your connection and try again.',
  postcode: POSTCODE_MESSAGE,
  /** The courier service did not answer in time or answered nonsense (502/503). */
  providerDown: 'Shipping rates are unavailable right now. Please try again in a moment.',
  pincodeUnknown: 'We could not find this PIN code. Please check it.',
  weight: 'Weight must be between 0.5 and 100 kg',
  codAmount: 'COD amount must be between 0 and 10,00,000',
} as const;

/** A PIN code: six digits, never starting with 0 (India Post); kept in pincode.ts, which has no zod. */
export { PINCODE_PATTERN };

export const pincodeSchema = z
  .string({ error: SHIPPING_MESSAGES.postcode })
  .trim()
  .regex(PINCODE_PATTERN, SHIPPING_MESSAGES.postcode);

/** Spec §9: 0.5 kg for the parcel plus 0.5 kg a piece. */
export const shippingWeightKg = (pieces: number): number => 0.5 + 0.5 * pieces;

/** Body of POST /api/shipping/rates. Amounts in rupees; weight in kg. */
export const shippingRatesInputSchema = z.object({
  deliveryPostcode: pincodeSchema,
  weight: z
    .number({ error: SHIPPING_MESSAGES.weight })
    .min(0.5, SHIPPING_MESSAGES.weight)
    .max(100, SHIPPING_MESSAGES.weight)
    .default(1),
  codAmount: z
    .number({ error: SHIPPING_MESSAGES.codAmount })
    .min(0, SHIPPING_MESSAGES.codAmount)
    .max(1_000_000, SHIPPING_MESSAGES.codAmount)
    .default(0),
});
export type ShippingRatesInput = z.input<typeof shippingRatesInputSchema>;

/** One courier offer (spec §3 Courier option). Money in rupees; delivery_performance is 0-100 (reliability colour). */
export const courierOptionSchema = z.object({
  courier_company_id: z.number().int(),
  courier_name: z.string(),
  /** freight_charge + cod_charges: what this courier costs for this parcel. */
  rate: z.number(),
  freight_charge: z.number(),
  cod_charges: z.number(),
  /** Transit days once handed over (the order's processing days come on top). */
  estimated_delivery_days: z.number().int(),
  /** 'air' or 'surface'. */
  courier_type: z.string(),
  delivery_performance: z.number().min(0).max(100),
});
export type CourierOption = z.infer<typeof courierOptionSchema>;

export const ZONE_IDS = [
  'local',
  'national',
  'remote',
] as const satisfies readonly (typeof SHIPPING_ZONES)[number]['id'][];
export type ZoneId = (typeof ZONE_IDS)[number];

/** Where a PIN code is, as the store's PIN-code directory knows it. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  /** The shipping policy's zone from the store's pickup PIN code (spec §9). */
  zone: z.enum(ZONE_IDS),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

export const shippingRatesSchema = z.object({
  availableCouriers: z.array(courierOptionSchema),
  /** The cheapest courier, which the checkout preselects (spec §4). */
  recommendedCourierId: z.number().int(),
  destination: pincodePlaceSchema,
  /** The zone's free-shipping threshold in rupees (spec §9, architecture §6.4). */
  freeShippingAbove: z.number(),
});
export type ShippingRates = z.infer<typeof shippingRatesSchema>;

export const pincodeParamsSchema = z.object({ pincode: z.string().max(20) });

/** Spec §9 reliability colours: >= 90 green, >= 80 yellow, else red. */
export function reliabilityTone(performance: number): 'green' | 'yellow' | 'red' {
  if (performance >= 90) return 'green';
  if (performance >= 80) return 'yellow';
  return 'red';
}

/** Spec §9 delivery label: <= 1 day express, <= 3 fast, else standard. */
export function deliverySpeedLabel(days: number): 'Express' | 'Fast' | 'Standard' {
  if (days <= 1) return 'Express';
  if (days <= 3) return 'Fast';
  return 'Standard';
}
