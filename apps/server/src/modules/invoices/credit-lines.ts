import {
  lineTotalPaise,
  sumOfLines,
  type TaxDocument,
  type TaxDocumentLine,
  type TaxDocumentTotals,
} from '@kala/contract/tax-documents';
import { amountInWords } from './documents/amount-in-words.ts';

/**
 * The lines a credit note reverses of its invoice (issue 24 item 5, decision 028). A credit note's line copies its
 * invoice line's description, HSN, rate and unit price, so the invoice line it reverses is the one with the same
 * kind, description, HSN and rate; what the invoice's credit notes reversed of each line so far is summed that way.
 */

type Amounts = Pick<TaxDocumentLine, 'quantity' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>;
const FIELDS = ['quantity', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;

const keyOf = (l: TaxDocumentLine) => `${l.kind}|${l.description}|${l.hsnCode}|${l.ratePercent}`;

/** Each invoice line less what the credit notes against it reversed so far (same order as the invoice's lines). */
export function remainingLines(invoice: TaxDocument, creditNotes: readonly TaxDocument[]): TaxDocumentLine[] {
  const credited = new Map<string, Amounts>();
  for (const l of creditNotes.flatMap((note) => note.lines)) {
    const sum = credited.get(keyOf(l)) ?? { quantity: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    for (const f of FIELDS) sum[f] += l[f];
    credited.set(keyOf(l), sum);
  }
  return invoice.lines.map((l) => {
    const done = credited.get(keyOf(l));
    if (!done) return l;
    return withTotal({ ...l, ...Object.fromEntries(FIELDS.map((f) => [f, l[f] - done[f]])) } as TaxDocumentLine);
  });
}

const withTotal = (l: TaxDocumentLine): TaxDocumentLine => ({
  ...l,
  discountPaise: 0,
  totalPaise: lineTotalPaise(l),
});

const hasAmount = (l: TaxDocumentLine) => l.totalPaise > 0;

/** A cancellation after the invoice: everything not credited yet. */
export const cancellationLines = (remaining: readonly TaxDocumentLine[]) => remaining.map(withTotal).filter(hasAmount);

/**
 * `pieces` of one invoice line refunded: its amounts times pieces / the line's quantity, each rounded to the paisa;
 * the last pieces of a line take what is left of it, so refunding every piece reverses the line exactly.
 */
export function lineRefundLines(invoiceLine: TaxDocumentLine, remaining: TaxDocumentLine, pieces: number) {
  if (pieces >= remaining.quantity) return [withTotal(remaining)].filter(hasAmount);
  const part = (value: number) => Math.round((value * pieces) / invoiceLine.quantity);
  const line = { ...remaining, quantity: pieces };
  for (const f of FIELDS.slice(1)) line[f] = Math.min(part(invoiceLine[f]), remaining[f]);
  return [withTotal(line)].filter(hasAmount);
}

/**
 * An amount refunded: apportioned over the remaining lines by their taxable value (the largest remainders take the
 * odd paise, so the parts add up to the amount), each part then split into taxable value and tax at its line's
 * rate, the tax as CGST + SGST (the odd paisa to CGST) or IGST as the invoice charged it.
 */
export function amountRefundLines(remaining: readonly TaxDocumentLine[], amountPaise: number, interState: boolean) {
  const open = remaining.filter((l) => l.taxablePaise > 0);
  const weight = open.reduce((sum, l) => sum + l.taxablePaise, 0);
  if (weight === 0) return [];
  const exact = open.map((l) => (amountPaise * l.taxablePaise) / weight);
  const parts = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; k < amountPaise - parts.reduce((s, p) => s + p, 0); k += 1) parts[order[k]![1]]! += 1;
  return open
    .map((l, i) => {
      const gross = parts[i]!;
      const taxablePaise = Math.round((gross * 100) / (100 + l.ratePercent));
      const tax = gross - taxablePaise;
      const cgstPaise = interState ? 0 : Math.ceil(tax / 2);
      const split = { cgstPaise, sgstPaise: interState ? 0 : tax - cgstPaise, igstPaise: interState ? tax : 0 };
      return withTotal({ ...l, quantity: 0, taxablePaise, ...split });
    })
    .filter(hasAmount);
}

export function totalsOf(lines: readonly TaxDocumentLine[]): TaxDocumentTotals {
  const sums = sumOfLines(lines);
  return { ...sums, totalInWords: amountInWords(sums.totalPaise) };
}
