/**
 * The shipping policy of spec §9, the one source of delivery promises (architecture §6.4, §6.11): zone charges,
 * free-shipping thresholds, transit and processing days. Amounts in rupees.
 */
export interface ShippingZone {
  id: 'local' | 'national' | 'remote';
  name: string;
  description: string;
  transitDays: readonly [number, number];
  charge: number;
  freeAbove: number;
}

export const SHIPPING_ZONES: readonly ShippingZone[] = [
  {
    id: 'local',
    name: 'Local',
    description: 'Within 300 km of our studio',
    transitDays: [2, 4],
    charge: 99,
    freeAbove: 999,
  },
  {
    id: 'national',
    name: 'Other cities and towns',
    description: 'Metro and non-metro cities across India',
    transitDays: [4, 7],
    charge: 149,
    freeAbove: 999,
  },
  {
    id: 'remote',
    name: 'Remote areas',
    description: 'North-East, hill stations, islands and remote PIN codes',
    transitDays: [7, 10],
    charge: 199,
    freeAbove: 1499,
  },
];

/** The threshold most orders get, and the one remote areas get. */
export const FREE_SHIPPING_ABOVE = 999;
export const FREE_SHIPPING_ABOVE_REMOTE = 1499;

/** Business days to make and pack an order before it ships. */
export const PROCESSING_DAYS = {
  standard: [3, 4],
  custom: [3, 7],
  bulk: [5, 10],
  festivalExtra: [2, 3],
} as const;
export const BULK_ORDER_MIN_ITEMS = 10;
export const CUSTOM_ITEM_EXTRA_DAYS = [3, 5] as const;

/** Reporting a damaged or wrong piece (architecture §6.10). */
export const DAMAGE_REPORT_DAYS = 3;
export const CANCELLATION_WINDOW_HOURS = 12;
export const POLICIES_LAST_UPDATED = 'July 13, 2025';

/** Processing plus the fastest and slowest zone's transit: "5-14 business days". */
export function deliveryEstimateDays(): [number, number] {
  const transitMin = Math.min(...SHIPPING_ZONES.map((z) => z.transitDays[0]));
  const transitMax = Math.max(...SHIPPING_ZONES.map((z) => z.transitDays[1]));
  return [PROCESSING_DAYS.standard[0] + transitMin, PROCESSING_DAYS.standard[1] + transitMax];
}

/**
 * What the couriers charge for collecting cash on delivery (the store's local rates, and Shiprocket's couriers
 * charge alike): ₹40 or 2% of the amount collected, whichever is more. Shown wherever COD is offered, before the
 * shopper chooses it (issue 25 item 4: a fee first shown at the last step is drip pricing, decision 030).
 */
export const COD_MIN_PAISE = 4000;
export const COD_PERCENT = 2;

/** ₹40 or 2% of the amount collected, whichever is more. */
export function codChargePaise(codAmountPaise: number): number {
  return Math.max(COD_MIN_PAISE, Math.round((codAmountPaise * COD_PERCENT) / 100));
}
