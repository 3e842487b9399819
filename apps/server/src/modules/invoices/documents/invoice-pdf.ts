/**
 * A GST document as an A4 PDF (issue 24 item 6): a tax invoice, a bill of supply or a credit note, with every field
 * of CGST rule 46 that applies to a supply to a consumer. It reads the document as issued and nothing else, so it can
 * be made again at any time and print the same.
 */
import type { TaxDocument } from '@kala/contract/tax-documents';
import {
  DOCUMENT_TITLES,
  REVERSE_CHARGE_LINE,
  creditNoteReference,
  documentFacts,
  recipientLines,
  storeNameOf,
  supplierLines,
} from './document-text.ts';
import { invoiceColumns, totalRows, type InvoiceColumn } from './invoice-columns.ts';
import { A4, createPdf, pdfBytes, type Pdf } from './pdf-document.ts';

const MARGIN = 40;
const INK = '#1f1f1f';
const MUTED = '#5c5c5c';
const RULE = '#b8b8b8';
const HEAD_FILL = '#efe9e1';
const CELL_PAD = 3;
const TABLE_FONT = 7.5;

export async function renderInvoicePdf(doc: TaxDocument): Promise<Buffer> {
  const pdf = createPdf({
    size: A4,
    margin: MARGIN,
    title: `${DOCUMENT_TITLES[doc.kind]} ${doc.number}`,
    author: doc.supplier.legalName,
  });
  drawHeader(pdf, doc);
  drawParties(pdf, doc);
  drawTable(pdf, doc);
  drawTotals(pdf, doc);
  return pdfBytes(pdf);
}

const contentWidth = (pdf: Pdf) => pdf.page.width - 2 * MARGIN;

/** The seller on the left; the title, number, date, order and place of supply on the right. */
function drawHeader(pdf: Pdf, doc: TaxDocument) {
  const top = MARGIN;
  const left = MARGIN;
  const half = contentWidth(pdf) / 2;
  const supplier = doc.supplier;
  pdf.fillColor(INK).font('bold').fontSize(16).text(storeNameOf(supplier), left, top, { width: half });
  pdf.font('regular').fontSize(8.5).fillColor(MUTED);
  if (supplier.tradeName && supplier.tradeName !== supplier.legalName) pdf.text(supplier.legalName, { width: half });
  for (const line of supplierLines(supplier)) pdf.text(line, { width: half });
  const leftBottom = pdf.y;

  const right = left + half;
  pdf
    .fillColor(INK)
    .font('bold')
    .fontSize(18)
    .text(DOCUMENT_TITLES[doc.kind], right, top, { width: half, align: 'right' });
  // Label and value as two columns (pdfkit's right-aligned continued text overprints).
  const valueWidth = 140;
  const labelX = right + half - valueWidth - 90;
  for (const [label, value] of documentFacts(doc)) {
    const y = pdf.y;
    pdf.font('regular').fontSize(8.5).fillColor(MUTED).text(`${label}:`, labelX, y, { width: 86, align: 'right' });
    pdf
      .font('bold')
      .fillColor(INK)
      .text(value, right + half - valueWidth, y, { width: valueWidth, align: 'right' });
  }
  pdf.x = right;
  if (doc.creditFor) {
    pdf.font('regular').fillColor(INK).text(creditNoteReference(doc.creditFor), { width: half, align: 'right' });
    pdf.text(`Reason: ${doc.creditFor.reason}`, { width: half, align: 'right' });
  }
  pdf.y = Math.max(leftBottom, pdf.y) + 10;
  rule(pdf, pdf.y);
  pdf.y += 8;
}

/** The recipient with the delivery address and its state (rule 46(d) to (f)), and the kind of supply. */
function drawParties(pdf: Pdf, doc: TaxDocument) {
  const top = pdf.y;
  const half = contentWidth(pdf) / 2;
  pdf.font('bold').fontSize(8).fillColor(MUTED).text('BILLED AND SHIPPED TO', MARGIN, top, { width: half });
  pdf.font('bold').fontSize(10).fillColor(INK).text(doc.recipient.legalName, { width: half });
  pdf.font('regular').fontSize(8.5);
  for (const line of recipientLines(doc.recipient)) pdf.text(line, { width: half });
  const leftBottom = pdf.y;

  const right = MARGIN + half;
  pdf.font('bold').fontSize(8).fillColor(MUTED).text('SUPPLY', right, top, { width: half, align: 'right' });
  pdf.font('regular').fontSize(8.5).fillColor(INK);
  const supply =
    doc.kind === 'bill_of_supply'
      ? 'Supplier not registered for GST: no tax charged'
      : doc.interState
        ? 'Inter-state supply: IGST'
        : 'Intra-state supply: CGST + SGST';
  pdf.text(supply, { width: half, align: 'right' });
  pdf.text(doc.pricesIncludeTax ? 'Prices include tax' : 'Prices exclude tax', { width: half, align: 'right' });
  pdf.y = Math.max(leftBottom, pdf.y) + 12;
}

function cellHeight(pdf: Pdf, texts: string[], width: number, bold: boolean): number {
  pdf.font(bold ? 'bold' : 'regular').fontSize(TABLE_FONT);
  return texts.reduce((sum, text) => sum + pdf.heightOfString(text, { width: width - 2 * CELL_PAD }), 0);
}

/** One row of cells at the current y; a new page (with the header row again) when it would not fit. */
function drawRow(
  pdf: Pdf,
  columns: InvoiceColumn[],
  cells: string[][],
  options: { bold: boolean; fill?: string; onNewPage?: () => void },
) {
  const height =
    Math.max(...cells.map((texts, i) => cellHeight(pdf, texts, columns[i]!.width, options.bold))) + 2 * CELL_PAD;
  if (pdf.y + height > pdf.page.height - MARGIN) {
    pdf.addPage();
    options.onNewPage?.();
  }
  const top = pdf.y;
  if (options.fill) pdf.rect(MARGIN, top, contentWidth(pdf), height).fill(options.fill);
  let x = MARGIN;
  cells.forEach((texts, i) => {
    const col = columns[i]!;
    let y = top + CELL_PAD;
    texts.forEach((text, line) => {
      pdf
        .font(options.bold ? 'bold' : 'regular')
        .fontSize(line === 0 ? TABLE_FONT : TABLE_FONT - 1)
        .fillColor(line === 0 ? INK : MUTED)
        .text(text, x + CELL_PAD, y, { width: col.width - 2 * CELL_PAD, align: col.numeric ? 'right' : 'left' });
      y = pdf.y;
    });
    x += col.width;
  });
  rule(pdf, top + height);
  pdf.y = top + height;
}

function drawTable(pdf: Pdf, doc: TaxDocument) {
  const columns = invoiceColumns(doc, contentWidth(pdf));
  const header = () =>
    drawRow(
      pdf,
      columns,
      columns.map((c) => [c.header]),
      { bold: true, fill: HEAD_FILL },
    );
  header();
  doc.lines.forEach((line, index) =>
    drawRow(
      pdf,
      columns,
      columns.map((c) => c.cell(line, index)),
      { bold: false, onNewPage: header },
    ),
  );
  drawRow(
    pdf,
    columns,
    columns.map((c, i) => (i === 1 ? ['Total'] : [c.total?.(doc.totals) ?? ''])),
    { bold: true, onNewPage: header },
  );
}

/** The totals in figures and in words (rule 46(j)), the reverse-charge line (p) and the signatory (q). */
function drawTotals(pdf: Pdf, doc: TaxDocument) {
  const width = contentWidth(pdf);
  const boxWidth = 220;
  const rows = totalRows(doc);
  if (pdf.y + 24 + rows.length * 14 + 120 > pdf.page.height - MARGIN) pdf.addPage();
  let y = pdf.y + 10;
  const x = MARGIN + width - boxWidth;
  rows.forEach(([label, amount], index) => {
    const last = index === rows.length - 1;
    pdf
      .font(last ? 'bold' : 'regular')
      .fontSize(last ? 11 : 9)
      .fillColor(INK);
    pdf.text(label, x, y, { width: boxWidth / 2 });
    pdf.text(amount, x + boxWidth / 2, y, { width: boxWidth / 2, align: 'right' });
    y = pdf.y + 3;
  });
  pdf.y = y + 6;
  pdf.font('bold').fontSize(9).text('Amount in words: ', MARGIN, pdf.y, { width, continued: true });
  pdf.font('regular').text(doc.totals.totalInWords);
  pdf.moveDown(0.4).text(REVERSE_CHARGE_LINE, { width });

  const signTop = pdf.y + 24;
  pdf.font('bold').fontSize(9).text(`For ${doc.supplier.legalName}`, x, signTop, { width: boxWidth, align: 'right' });
  rule(pdf, signTop + 50, x + 40, MARGIN + width);
  pdf
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('Authorised signatory', x, signTop + 54, { width: boxWidth, align: 'right' });
}

function rule(pdf: Pdf, y: number, from = MARGIN, to = MARGIN + contentWidth(pdf)) {
  pdf.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(RULE).stroke();
}
