/**
 * Four documents worked by hand for the rendering tests (every figure below checked on paper: per line, tax is the
 * taxable value times the rate, rounded to the paisa; CGST and SGST take half each). The seller is in Rajasthan (08).
 */
import {
  lineTotalPaise,
  sumOfLines,
  type TaxDocument,
  type TaxDocumentLine,
  type TaxParty,
} from '@kala/contract/tax-documents';
import { amountInWords } from './amount-in-words.ts';

const seller: TaxParty = {
  legalName: 'Meera Handicrafts Private Limited',
  tradeName: 'Kala Studio',
  addressLines: ['12 Hathi Pol', 'Udaipur 313001'],
  stateName: 'Rajasthan',
  stateCode: '08',
  gstin: '08AAACM1234F1Z5',
  pan: null,
  phone: null,
};

const jaipurShopper: TaxParty = {
  legalName: 'Asha Verma',
  tradeName: null,
  addressLines: ['4 Civil Lines', 'Jaipur 302006'],
  stateName: 'Rajasthan',
  stateCode: '08',
  gstin: null,
  pan: null,
  phone: '9876543210',
};

const puneShopper: TaxParty = {
  ...jaipurShopper,
  legalName: 'Rohan Kulkarni',
  addressLines: ['Flat 7, Shanti Niwas', 'Kothrud, Pune 411038'],
  stateName: 'Maharashtra',
  stateCode: '27',
  phone: '9822012345',
};

function line(
  partial: Partial<TaxDocumentLine> & Pick<TaxDocumentLine, 'description' | 'taxablePaise'>,
): TaxDocumentLine {
  const l = {
    kind: 'goods' as const,
    hsnCode: '6913',
    quantity: 1,
    unitPricePaise: partial.taxablePaise,
    discountPaise: 0,
    ratePercent: 5,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    ...partial,
  };
  return { ...l, totalPaise: lineTotalPaise(l) };
}

function totals(lines: TaxDocumentLine[]): TaxDocument['totals'] {
  const sums = sumOfLines(lines);
  return { ...sums, totalInWords: amountInWords(sums.totalPaise) };
}

const intraLines = [
  // 2 x ₹1,250.00 less ₹100.00 = ₹2,400.00; 2.5% of it is ₹60.00 each.
  line({
    description: 'Molela terracotta horse (मोलेला घोड़ा), 30 cm',
    quantity: 2,
    unitPricePaise: 1_250_00,
    discountPaise: 100_00,
    taxablePaise: 2_400_00,
    cgstPaise: 60_00,
    sgstPaise: 60_00,
  }),
  line({
    kind: 'shipping',
    description: 'Shipping',
    hsnCode: '9965',
    taxablePaise: 100_00,
    cgstPaise: 2_50,
    sgstPaise: 2_50,
  }),
  line({
    kind: 'cod',
    description: 'Cash on delivery charge',
    hsnCode: '9965',
    taxablePaise: 40_00,
    cgstPaise: 1_00,
    sgstPaise: 1_00,
  }),
];

/** Jaipur from Udaipur: CGST + SGST at 2.5% each. Total ₹2,667.00. */
export const intraStateInvoice: TaxDocument = {
  kind: 'tax_invoice',
  number: 'KA/25-26/000123',
  issuedAt: '2025-09-22T18:45:00.000Z', // 23 Sep 2025, 00:15 in India
  financialYear: '2025-26',
  orderNumber: 'KALA-250922-0007',
  supplier: seller,
  recipient: jaipurShopper,
  placeOfSupply: { stateName: 'Rajasthan', stateCode: '08' },
  interState: false,
  pricesIncludeTax: false,
  lines: intraLines,
  totals: totals(intraLines),
  reverseCharge: false,
  creditFor: null,
};

const interLines = [
  line({
    description: 'Pichwai painting, hand-made',
    hsnCode: '9701',
    unitPricePaise: 1_07_000_00,
    taxablePaise: 1_07_000_00,
    igstPaise: 5_350_00,
  }),
  // 5% of ₹143.33 is ₹7.1665, ₹7.17 to the paisa.
  line({ kind: 'shipping', description: 'Shipping', hsnCode: '9965', taxablePaise: 143_33, igstPaise: 7_17 }),
];

/** Pune from Udaipur: IGST at 5%. Total ₹1,12,500.50. */
export const interStateInvoice: TaxDocument = {
  ...intraStateInvoice,
  number: 'KA/25-26/000124',
  orderNumber: 'KALA-250923-0002',
  recipient: puneShopper,
  placeOfSupply: { stateName: 'Maharashtra', stateCode: '27' },
  interState: true,
  lines: interLines,
  totals: totals(interLines),
};

const billLines = [
  line({
    description: 'Sheesham photo frame',
    hsnCode: '4414',
    quantity: 3,
    unitPricePaise: 450_00,
    discountPaise: 50_00,
    taxablePaise: 1_300_00,
    ratePercent: 0,
  }),
  line({ kind: 'shipping', description: 'Shipping', hsnCode: '9965', taxablePaise: 60_00, ratePercent: 0 }),
];

/** A seller not registered for GST: no tax, the PAN instead of a GSTIN. Total ₹1,360.00. */
export const billOfSupply: TaxDocument = {
  ...intraStateInvoice,
  kind: 'bill_of_supply',
  number: 'BS/25-26/000009',
  supplier: { ...seller, gstin: null, pan: 'AAACM1234F' },
  lines: billLines,
  totals: totals(billLines),
};

const creditLines = [
  line({
    description: 'Molela terracotta horse (मोलेला घोड़ा), 30 cm',
    unitPricePaise: 1_250_00,
    discountPaise: 50_00,
    taxablePaise: 1_200_00,
    cgstPaise: 30_00,
    sgstPaise: 30_00,
  }),
];

/** One of the two horses of the intra-state invoice came back. Total ₹1,260.00. */
export const creditNote: TaxDocument = {
  ...intraStateInvoice,
  kind: 'credit_note',
  number: 'CN/25-26/000004',
  issuedAt: '2025-10-02T06:30:00.000Z',
  lines: creditLines,
  totals: totals(creditLines),
  creditFor: {
    invoiceNumber: 'KA/25-26/000123',
    invoiceDate: '2025-09-22T18:45:00.000Z',
    reason: 'Returned: cracked in transit',
  },
};
