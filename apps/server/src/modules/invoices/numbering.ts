import { sql } from 'drizzle-orm';
import { taxDocumentCounters } from '../../db/schema/index.ts';
import type { Queryable } from '../orders/order-rows.ts';

/**
 * Document numbers (CGST rule 46(b), decision 026): a consecutive serial number, unique for a financial year, of at
 * most sixteen characters of letters, digits, '-' and '/'. Ours is `<PREFIX>/<yy-yy>/<6 digits>`, e.g.
 * 'KA/25-26/000123', one series per prefix and financial year.
 */

/** The longest number rule 46(b) allows. */
export const MAX_NUMBER_LENGTH = 16;
/** What a number may hold (rule 46(b)): letters, digits, hyphen and slash. */
const NUMBER_CHARACTERS = /^[A-Za-z0-9/-]+$/;
/** '/', 'yy-yy', '/', six digits: what the number adds to its prefix. */
const NUMBER_BODY_LENGTH = 1 + 5 + 1 + 6;
/** So the longest prefix keeps a six-digit number within sixteen characters. */
export const MAX_PREFIX_LENGTH = MAX_NUMBER_LENGTH - NUMBER_BODY_LENGTH;

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The financial year an instant belongs to, in India time: 1 April 00:00 IST to 31 March 23:59:59.999 IST.
 * `financialYearOf(new Date('2026-03-31T18:29:59.999Z'))` is '2025-26'; a millisecond later it is '2026-27'.
 */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  // Months count from 0: April is 3.
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'KA', '2025-26', 123 → 'KA/25-26/000123'. Throws rather than print a number rule 46(b) does not allow. */
export function formatDocumentNumber(prefix: string, financialYear: string, sequence: number): string {
  const years = `${financialYear.slice(2, 4)}-${financialYear.slice(5, 7)}`;
  const number = `${prefix}/${years}/${String(sequence).padStart(6, '0')}`;
  if (number.length > MAX_NUMBER_LENGTH || !NUMBER_CHARACTERS.test(number)) {
    throw new Error(`document number ${number} breaks CGST rule 46(b) (at most 16 of [A-Za-z0-9/-])`);
  }
  return number;
}

/**
 * Takes the next number of a series in the caller's transaction. The counter row is inserted or incremented in one
 * statement and stays locked until that transaction ends, so concurrent issues queue on it and get consecutive
 * numbers; a transaction that rolls back takes its increment with it (no gap), and a committed one is never given
 * again (no reuse).
 */
export async function nextSequence(tx: Queryable, series: string, financialYear: string): Promise<number> {
  const result = await tx.execute(sql`
    insert into ${taxDocumentCounters} (series, financial_year, last_sequence)
    values (${series}, ${financialYear}, 1)
    on conflict (series, financial_year)
    do update set last_sequence = ${taxDocumentCounters}.last_sequence + 1
    returning last_sequence`);
  // Both drivers answer `{ rows }`; the generic type does not say so.
  const { rows } = result as unknown as { rows: { last_sequence: number | string }[] };
  const sequence = Number(rows[0]?.last_sequence);
  if (!Number.isInteger(sequence) || sequence < 1) throw new Error('document counter returned nothing');
  return sequence;
}
