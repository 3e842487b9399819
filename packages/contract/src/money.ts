/**
 * Money rules shared by server and web (architecture §4): integer paise in storage and arithmetic,
 * rupees with at most 2 decimals on the wire, one formatter for the screen.
 */
export const CURRENCY = 'INR';

export const toRupees = (paise: number): number => Math.round(paise) / 100;

export const toPaise = (rupees: number): number => Math.round(rupees * 100);

const formatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `₹1,499.00`: the one way money is shown. */
export const formatRupees = (rupees: number): string => formatter.format(rupees);

/** Rounded discount percent of a size, 0 when there is no discount (spec §9 discount badge). */
export function discountPercent(originalPrice: number, discountedPrice: number): number {
  if (originalPrice <= 0 || discountedPrice >= originalPrice) return 0;
  return Math.round(((originalPrice - discountedPrice) / originalPrice) * 100);
}
