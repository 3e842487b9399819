import { NO_RATES_MESSAGE, POSTCODE_MESSAGE } from './pincode.ts';

/**
 * The delivery promise's words and dates (issue 26 item 1), without zod: the product page's PIN field loads this and
 * not the validation library (delivery-estimate.ts has the schemas and re-exports these).
 */

export const DELIVERY_ESTIMATE_MESSAGES = {
  /** Spec §5: a malformed PIN code. */
  postcode: POSTCODE_MESSAGE,
  /** Spec §8: a PIN code no courier serves (or that the PIN-code directory does not know). */
  noRates: NO_RATES_MESSAGE,
  productMissing: 'Product not found',
  sizeMissing: 'Size not found',
  /** The web's fallback when the answer never came. */
  failed: 'Could not check delivery right now. Please try again.',
  codBlocked: 'Cash on delivery is not available for this PIN code. Please pay online.',
} as const;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * 'Thu, 4 Dec' for an ISO day, written without Intl (decision 020: no ICU load on the product page). The day is a
 * calendar day, so it is read in UTC whatever the reader's time zone.
 */
export function shortDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** 'Get it by Thu, 4 Dec - Sat, 6 Dec' (one day when both ends agree: 'Get it by Thu, 4 Dec'). */
export function deliveryRangeText(earliest: string, latest: string): string {
  return earliest === latest
    ? `Get it by ${shortDay(earliest)}`
    : `Get it by ${shortDay(earliest)} - ${shortDay(latest)}`;
}

/** Where the device keeps the last PIN code checked (localStorage). */
export const PINCODE_STORAGE_KEY = 'kala.delivery-pincode';
