/**
 * The words both views of a GST document print (the PDF and the printable page), so the two never disagree: the
 * title by kind, the parties' lines, the date in India time, the money. Everything here reads the document as issued
 * (issue 24 item 8), never the order or the settings as they are now.
 */
import { formatRupees, toRupees } from '@kala/contract/money';
import type { TaxDocument, TaxDocumentKind, TaxParty } from '@kala/contract/tax-documents';

/** CGST rule 46 calls it a tax invoice; rule 49 a bill of supply (no tax charged); section 34 a credit note. */
export const DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  tax_invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  credit_note: 'Credit Note',
};

export const money = (paise: number): string => formatRupees(toRupees(paise));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = 330 * 60 * 1000;

/** '22 Sep 2025': the day in India time, whatever zone the server runs in (a dispatch at 23:59 IST is that day). */
export function indianDate(iso: string): string {
  const at = new Date(Date.parse(iso) + IST_OFFSET_MS);
  return `${String(at.getUTCDate()).padStart(2, '0')} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** 'Rajasthan (08)': a state as rule 46 wants it, name and code. */
export const stateWithCode = (state: { stateName: string; stateCode: string }): string =>
  `${state.stateName} (${state.stateCode})`;

/** The supplier's block: names, address, state, and GSTIN (or PAN for a bill of supply). */
export function supplierLines(supplier: TaxParty): string[] {
  return [
    ...supplier.addressLines,
    `State: ${stateWithCode(supplier)}`,
    supplier.gstin ? `GSTIN: ${supplier.gstin}` : `PAN: ${supplier.pan ?? '—'}`,
  ];
}

/** The recipient's block: the delivery address with its state and code, the phone, a B2B shopper's GSTIN. */
export function recipientLines(recipient: TaxParty): string[] {
  return [
    ...recipient.addressLines,
    `State: ${stateWithCode(recipient)}`,
    ...(recipient.phone ? [`Phone: ${recipient.phone}`] : []),
    ...(recipient.gstin ? [`GSTIN: ${recipient.gstin}`] : []),
  ];
}

/** The store's name as a shopper knows it: the trade name when there is one. */
export const storeNameOf = (supplier: TaxParty): string => supplier.tradeName ?? supplier.legalName;

/** Number, date, order, and for a credit note the invoice it is against and why. */
export function documentFacts(doc: TaxDocument): [label: string, value: string][] {
  const label = doc.kind === 'credit_note' ? 'Credit note' : doc.kind === 'tax_invoice' ? 'Invoice' : 'Bill';
  const facts: [string, string][] = [
    [`${label} no.`, doc.number],
    [`${label} date`, indianDate(doc.issuedAt)],
    ['Order no.', doc.orderNumber],
    ['Place of supply', stateWithCode(doc.placeOfSupply)],
  ];
  return facts;
}

/** 'Against invoice KA/25-26/000123 dated 22 Sep 2025'. */
export const creditNoteReference = (creditFor: NonNullable<TaxDocument['creditFor']>): string =>
  `Against invoice ${creditFor.invoiceNumber} dated ${indianDate(creditFor.invoiceDate)}`;

/** A tax column's rate on a line: half the rate each for CGST and SGST, the whole rate for IGST. */
export const halfRate = (ratePercent: number): string => `${ratePercent / 2}%`;

export const REVERSE_CHARGE_LINE = 'Tax payable on reverse charge: No';
