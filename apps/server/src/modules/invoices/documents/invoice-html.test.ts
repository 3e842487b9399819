import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { INVOICE_HTML_CSP, renderInvoiceHtml } from './invoice-html.ts';
import { billOfSupply, creditNote, interStateInvoice, intraStateInvoice } from './test-documents.ts';

/** The page's text as a reader (or a screen reader) gets it: tags dropped, entities read, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the printable invoice page', () => {
  it('carries the fields of rule 46 and the hand-worked figures of an intra-state invoice', () => {
    const html = renderInvoiceHtml(intraStateInvoice);
    const text = textOf(html);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-IN">/);
    expect(html).toContain('@media print');
    // No style attribute or script: the page's one style sheet is allowed by its hash, nothing else applies or runs.
    expect(html).not.toMatch(/ style=|<script/);
    const sheet = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(INVOICE_HTML_CSP).toContain(`'sha256-${createHash('sha256').update(sheet).digest('base64')}'`);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('GSTIN: 08AAACM1234F1Z5');
    expect(text).toContain('Invoice no.: KA/25-26/000123');
    expect(text).toContain('Invoice date: 23 Sep 2025');
    expect(text).toContain('Place of supply: Rajasthan (08)');
    expect(text).toContain('Asha Verma');
    expect(text).toContain(
      'Molela terracotta horse (मोलेला घोड़ा), 30 cm 6913 2 ₹1,250.00 ₹100.00 ₹2,400.00 5% ₹60.00 @ 2.5% ₹60.00 @ 2.5% ₹2,520.00',
    );
    expect(text).toContain('Total ₹2,540.00 ₹63.50 ₹63.50 ₹2,667.00');
    expect(text).toContain('Rupees Two Thousand Six Hundred Sixty Seven Only');
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).toContain('For Meera Handicrafts Private Limited Authorised signatory');
  });

  it('has column headers and a row header per line, for a screen reader', () => {
    const html = renderInvoiceHtml(interStateInvoice);
    expect(html).toContain('<th scope="col" class="num">IGST</th>');
    expect(html).not.toContain('>CGST<');
    expect(html).toContain('<th scope="row">Pichwai painting, hand-made</th>');
    expect(textOf(html)).toContain('Total ₹1,12,500.50');
  });

  it('shows no tax columns on a bill of supply, and the reference and reason on a credit note', () => {
    const bill = textOf(renderInvoiceHtml(billOfSupply));
    expect(bill).toContain('Bill of Supply');
    expect(bill).toContain('PAN: AAACM1234F');
    expect(bill).not.toMatch(/CGST|SGST|IGST|GSTIN/);
    const note = textOf(renderInvoiceHtml(creditNote));
    expect(note).toContain('Against invoice KA/25-26/000123 dated 23 Sep 2025');
    expect(note).toContain('Reason: Returned: cracked in transit');
    expect(note).toContain('Total credit ₹1,260.00');
  });

  it('escapes what shoppers and admins typed: a product or a name cannot inject markup', () => {
    const attack = '<img src=x onerror=alert(1)>"\'&';
    const html = renderInvoiceHtml({
      ...intraStateInvoice,
      recipient: { ...intraStateInvoice.recipient, legalName: attack, addressLines: ['<script>alert(2)</script>'] },
      lines: intraStateInvoice.lines.map((line) => ({ ...line, description: `</table>${attack}` })),
      creditFor: null,
    });
    expect(html).not.toMatch(/<img|<script|<\/table><img/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });
});
