/**
 * A GST document as issued (issue 24): a tax invoice, a bill of supply (seller not registered) or a credit note.
 * It is stored whole, as issued (issue 24 item 8), and every view of it (the PDF, the printable page, the month's
 * summary) reads this shape, never the order or the catalogue as they are today. Amounts are integer paise; rates
 * are whole percent (0, 5, 18 or 40).
 */

export type TaxDocumentKind = 'tax_invoice' | 'bill_of_supply' | 'credit_note';

/** A party on the document: the seller (supplier) or the shopper (recipient). */
export interface TaxParty {
  legalName: string;
  /** The seller's trade name when it differs from the legal name; null otherwise and for a shopper. */
  tradeName: string | null;
  /** Address lines as printed, without the state line. */
  addressLines: string[];
  /** State name as printed, e.g. 'Rajasthan'. */
  stateName: string;
  /** The two-digit GST state code, e.g. '08' for Rajasthan. */
  stateCode: string;
  /** The seller's GSTIN, or a B2B shopper's; null for an unregistered seller or a B2C shopper. */
  gstin: string | null;
  /** An unregistered seller's PAN; null otherwise. */
  pan: string | null;
  /** The recipient's phone, when given (the label and slip use it); null for the seller. */
  phone: string | null;
}

/** One line of the document. Shipping and COD charges billed with the goods are lines too (composite supply). */
export interface TaxDocumentLine {
  /** gift_wrap: a gift order's wrap (issue 27, decision 042), billed with the goods like shipping. */
  kind: 'goods' | 'shipping' | 'cod' | 'gift_wrap';
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  discountPaise: number;
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** taxable + cgst + sgst + igst. */
  totalPaise: number;
}

export interface TaxDocumentTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Equals the order's totalAmount for an invoice; the amount reversed for a credit note. */
  totalPaise: number;
  /** The total in words with Indian numbering, e.g. 'Rupees One Lakh Twelve Thousand and Fifty Paise Only'. */
  totalInWords: string;
}

export interface TaxDocument {
  kind: TaxDocumentKind;
  /** At most 16 characters of letters, digits, '-' and '/', e.g. 'KA/25-26/000123' (CGST rule 46(b)). */
  number: string;
  /** When it was issued, ISO 8601. */
  issuedAt: string;
  /** The financial year it belongs to, e.g. '2025-26' (1 April to 31 March, India time). */
  financialYear: string;
  orderNumber: string;
  supplier: TaxParty;
  recipient: TaxParty;
  /** Place of supply: the delivery address's state. */
  placeOfSupply: { stateName: string; stateCode: string };
  /** Whether the supply crosses states (IGST) or not (CGST + SGST). */
  interState: boolean;
  pricesIncludeTax: boolean;
  lines: TaxDocumentLine[];
  totals: TaxDocumentTotals;
  /** Always false for the store's supplies; printed as 'Tax payable on reverse charge: No'. */
  reverseCharge: false;
  /** A credit note's invoice and reason; null on an invoice. */
  creditFor: { invoiceNumber: string; invoiceDate: string; reason: string } | null;
}

/** A line's total: its taxable value plus its tax. */
export const lineTotalPaise = (line: Pick<TaxDocumentLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>) =>
  line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise;

/** The document's totals in figures: the sums of its lines (the words are the issuer's). */
export function sumOfLines(lines: readonly TaxDocumentLine[]): Omit<TaxDocumentTotals, 'totalInWords'> {
  const sum = (pick: (line: TaxDocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
}
