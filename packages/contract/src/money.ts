/**
 * Money rules shared by server and web (architecture §4): integer paise in storage and arithmetic,
 * rupees with at most 2 decimals on the wire, one formatter for the screen.
 */
export const CURRENCY = 'INR';

export const toRupees = (paise: number): number => Math.round(paise) / 100;

export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** Groups of two digits before the last three, as India writes numbers: 1,23,45,678. */
const INDIAN_GROUPS = /\B(?=(\d{2})+(?!\d))/g;

/**
 * `₹1,499.00`: the one way money is shown, exactly as `Intl.NumberFormat('en-IN', { style: 'currency', currency:
 * 'INR', minimumFractionDigits: 2 })` writes any amount in whole paise (money.test.ts holds the two side by side). Written out rather than
 * built with Intl: the first Intl formatter a browser builds loads ICU's data, 20 ms of this machine's CPU and four
 * times that on a phone, in the middle of the app's start on every page that shows a price (issue 13).
 */
export function formatRupees(rupees: number): string {
  const [whole = '0', fraction = '00'] = Math.abs(rupees).toFixed(2).split('.');
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(INDIAN_GROUPS, ',')},${whole.slice(-3)}` : whole;
  // As Intl does, a negative amount keeps its sign even when it rounds to zero, and so does -0.
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  return `${sign}₹${grouped}.${fraction}`;
}

/** Rounded discount percent of a size, 0 when there is no discount (spec §9 discount badge). */
export function discountPercent(originalPrice: number, discountedPrice: number): number {
  if (originalPrice <= 0 || discountedPrice >= originalPrice) return 0;
  return Math.round(((originalPrice - discountedPrice) / originalPrice) * 100);
}
