import { formatRupees, toRupees } from '@kala/contract/money';

/** An amount in paise as the screen shows money: ₹1,00,800.00, a credit netted in as -₹100.00. */
export const rupees = (paise: number) => formatRupees(toRupees(paise));

/** The India date of an instant, as the accountant files it: 2026-04-10 (UTC+05:30 all year). */
export const indiaDate = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

/** '08-Rajasthan', as GSTR-1 writes a place of supply. */
export const placeOfSupply = (code: string, name: string) => `${code}-${name}`;

/** This month in India time, YYYY-MM. */
export const thisMonth = (now: number = Date.now()) => indiaDate(new Date(now).toISOString()).slice(0, 7);

/** The month before a YYYY-MM month. */
export function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}
