/**
 * The line table of a GST document, one definition for the PDF and the printable page: the columns CGST rule 46(g)
 * to (m) ask for (HSN, description, quantity with its unit, value, taxable value after discount, rate, the tax by
 * kind), CGST and SGST inside the seller's state, IGST across states, and none of the tax columns on a bill of
 * supply (rule 49). Quantities are pieces: the unit quantity code NOS ("numbers") is in the header.
 */
import type { TaxDocument, TaxDocumentLine } from '@kala/contract/tax-documents';
import { halfRate, money } from './document-text.ts';

export interface InvoiceColumn {
  header: string;
  /** Width in the A4 PDF, in points; the description takes what the others leave. */
  width: number;
  numeric: boolean;
  /** The cell's text; a second line (the tax's rate under its amount) when there is one. */
  cell: (line: TaxDocumentLine, index: number) => [string] | [string, string];
  /** The totals row's cell, when the column has a total. */
  total?: (totals: TaxDocument['totals']) => string;
}

const column = (
  header: string,
  width: number,
  numeric: boolean,
  cell: InvoiceColumn['cell'],
  total?: InvoiceColumn['total'],
): InvoiceColumn => ({ header, width, numeric, cell, ...(total ? { total } : {}) });

/** Whether the document shows tax at all: a bill of supply charges none. */
export const showsTax = (doc: TaxDocument): boolean => doc.kind !== 'bill_of_supply';

export function invoiceColumns(doc: TaxDocument, tableWidth: number): InvoiceColumn[] {
  const taxed = showsTax(doc);
  const start = [
    column('#', 16, true, (_line, index) => [String(index + 1)]),
    column('Description', 0, false, (line) => [line.description]),
    column('HSN', 40, false, (line) => [line.hsnCode]),
    column('Qty (NOS)', 30, true, (line) => [String(line.quantity)]),
    column('Unit price', 54, true, (line) => [money(line.unitPricePaise)]),
    column('Discount', 44, true, (line) => [money(line.discountPaise)]),
  ];
  const tax = !taxed
    ? []
    : [
        column(
          'Taxable value',
          58,
          true,
          (line) => [money(line.taxablePaise)],
          (t) => money(t.taxablePaise),
        ),
        column('Rate', 30, true, (line) => [`${line.ratePercent}%`]),
        ...(doc.interState
          ? [
              column(
                'IGST',
                56,
                true,
                (line) => [money(line.igstPaise), `@ ${line.ratePercent}%`],
                (t) => money(t.igstPaise),
              ),
            ]
          : [
              column(
                'CGST',
                50,
                true,
                (line) => [money(line.cgstPaise), `@ ${halfRate(line.ratePercent)}`],
                (t) => money(t.cgstPaise),
              ),
              column(
                'SGST',
                50,
                true,
                (line) => [money(line.sgstPaise), `@ ${halfRate(line.ratePercent)}`],
                (t) => money(t.sgstPaise),
              ),
            ]),
      ];
  const end = column(
    taxed ? 'Total' : 'Value',
    58,
    true,
    (line) => [money(line.totalPaise)],
    (t) => money(t.totalPaise),
  );
  const columns = [...start, ...tax, end];
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  return columns.map((c) => (c.header === 'Description' ? { ...c, width: tableWidth - fixed } : c));
}

/** The totals under the table, label and amount: taxable value and each tax (only on a taxed document), the total. */
export function totalRows(doc: TaxDocument): [label: string, amount: string][] {
  const t = doc.totals;
  if (!showsTax(doc)) return [['Total', money(t.totalPaise)]];
  const taxes: [string, string][] = doc.interState
    ? [['IGST', money(t.igstPaise)]]
    : [
        ['CGST', money(t.cgstPaise)],
        ['SGST', money(t.sgstPaise)],
      ];
  return [
    ['Taxable value', money(t.taxablePaise)],
    ...taxes,
    [doc.kind === 'credit_note' ? 'Total credit' : 'Total', money(t.totalPaise)],
  ];
}
