/**
 * The PDFs read back as text (pdf-parse, which is pdf.js): what a person or an accountant's software finds in them.
 * The figures are the hand-worked ones of test-documents.ts.
 */
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { TaxDocument } from '@kala/contract/tax-documents';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { billOfSupply, creditNote, interStateInvoice, intraStateInvoice } from './test-documents.ts';

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const textOf = async (doc: TaxDocument) => {
  const bytes = await renderInvoicePdf(doc);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Runs of spaces and tabs between cells as one space, so the assertions read like the page.
  return (await pdfText(bytes)).replace(/[ \t]+/g, ' ');
};

/** The fields rule 46 asks of every B2C document, whatever its kind. */
function expectRule46Parties(text: string, doc: TaxDocument) {
  expect(text).toContain('Kala Studio');
  expect(text).toContain('Meera Handicrafts Private Limited');
  expect(text).toContain('12 Hathi Pol');
  expect(text).toContain('State: Rajasthan (08)');
  expect(text).toContain(doc.number);
  expect(text).toContain(doc.recipient.legalName);
  for (const addressLine of doc.recipient.addressLines) expect(text).toContain(addressLine);
  expect(text).toContain(`State: ${doc.recipient.stateName} (${doc.recipient.stateCode})`);
  expect(text).toContain(`Place of supply: ${doc.placeOfSupply.stateName} (${doc.placeOfSupply.stateCode})`);
  expect(text).toContain('Tax payable on reverse charge: No');
  expect(text).toContain('For Meera Handicrafts Private Limited');
  expect(text).toContain('Authorised signatory');
}

describe('the invoice PDF, read back', () => {
  it('an intra-state tax invoice has CGST and SGST per line and in total, and the total in words', async () => {
    const text = await textOf(intraStateInvoice);
    expectRule46Parties(text, intraStateInvoice);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('GSTIN: 08AAACM1234F1Z5');
    // Issued at 00:15 on 23 Sep in India (18:45 UTC the day before): the date is India's.
    expect(text).toMatch(/Invoice date:\s*23 Sep 2025/);
    expect(text).toMatch(/Order no\.:\s*KALA-250922-0007/);
    expect(text).toMatch(/CGST\s+SGST/);
    expect(text).not.toContain('IGST');
    // The horse: HSN, quantity, unit price, discount, taxable value, rate, CGST and SGST at 2.5% each, line total.
    expect(text).toContain('6913 2 ₹1,250.00 ₹100.00 ₹2,400.00 5% ₹60.00');
    expect(text).toContain('₹2,520.00');
    expect(text).toContain('@ 2.5%');
    // Shipping and COD are lines of their own, taxed at the goods' rate.
    expect(text).toContain('Shipping 9965 1 ₹100.00 ₹0.00 ₹100.00 5% ₹2.50');
    expect(text).toMatch(/Cash on delivery\s+charge/);
    expect(text).toContain('₹42.00');
    expect(text).toMatch(/Taxable value ₹2,540\.00/);
    expect(text).toMatch(/CGST ₹63\.50/);
    expect(text).toMatch(/SGST ₹63\.50/);
    expect(text).toMatch(/Total ₹2,667\.00/);
    expect(text).toContain('Rupees Two Thousand Six Hundred Sixty Seven Only');
  });

  it('an inter-state tax invoice has IGST only, and a lakh in figures and in words', async () => {
    const text = await textOf(interStateInvoice);
    expectRule46Parties(text, interStateInvoice);
    expect(text).toMatch(/Place of supply:\s*Maharashtra \(27\)/);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('9701 1 ₹1,07,000.00 ₹0.00 ₹1,07,000.00 5% ₹5,350.00');
    expect(text).toContain('₹7.17');
    expect(text).toMatch(/IGST ₹5,357\.17/);
    expect(text).toMatch(/Total ₹1,12,500\.50/);
    expect(text).toContain('Rupees One Lakh Twelve Thousand Five Hundred and Fifty Paise Only');
  });

  it('a bill of supply has the PAN instead of a GSTIN and no tax at all', async () => {
    const text = await textOf(billOfSupply);
    expectRule46Parties(text, billOfSupply);
    expect(text).toContain('Bill of Supply');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('PAN: AAACM1234F');
    expect(text).not.toContain('GSTIN');
    expect(text).not.toMatch(/CGST|SGST|IGST|Taxable value|Rate/);
    expect(text).toContain('4414 3 ₹450.00 ₹50.00 ₹1,300.00');
    expect(text).toMatch(/Total ₹1,360\.00/);
    expect(text).toContain('Rupees One Thousand Three Hundred Sixty Only');
  });

  it('a credit note names the invoice it is against, its date and the reason', async () => {
    const text = await textOf(creditNote);
    expectRule46Parties(text, creditNote);
    expect(text).toContain('Credit Note');
    expect(text).toMatch(/Credit note no\.:\s*CN\/25-26\/000004/);
    expect(text).toMatch(/Credit note date:\s*02 Oct 2025/);
    expect(text).toContain('Against invoice KA/25-26/000123 dated 23 Sep 2025');
    expect(text).toContain('Reason: Returned: cracked in transit');
    expect(text).toContain('₹1,250.00 ₹50.00 ₹1,200.00 5% ₹30.00');
    expect(text).toMatch(/Total credit ₹1,260\.00/);
    expect(text).toContain('Rupees One Thousand Two Hundred Sixty Only');
  });

  it('a product named in Devanagari prints with the embedded font, not as missing glyphs', async () => {
    const bytes = await renderInvoicePdf(intraStateInvoice);
    // The embedded font is Noto Sans (pdfkit subsets it under a six-letter prefix), and no standard font is used.
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(bytes.toString('latin1')).not.toContain('Helvetica');
    expect(await pdfText(bytes)).toContain('मोलेला');
  });
});
