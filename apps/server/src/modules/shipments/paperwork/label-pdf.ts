/**
 * Shipping labels, 4x6 inch (288 x 432 pt, what thermal label printers take), one page per parcel (issue 24 item
 * 6): courier and AWB as Code 128 with the number under the bars, ship-to with the PIN code large, what to collect
 * (or PREPAID), the order number, pieces and weight, and the return address.
 */
import { formatRupees, toRupees } from '@kala/contract/money';
import { LABEL_4X6, createPdf, pdfBytes, type Pdf } from '../../invoices/documents/pdf-document.ts';
import { code128Layout } from './code128.ts';
import type { PaperworkAddress, ShippingLabelInput } from './paperwork-input.ts';

const M = 12;
const W = LABEL_4X6[0] - 2 * M;

export async function renderLabelsPdf(labels: ShippingLabelInput[]): Promise<Buffer> {
  const first = labels[0];
  const pdf = createPdf({
    size: LABEL_4X6,
    margin: M,
    title: labels.length === 1 && first ? `Label ${first.awb} · ${first.orderNumber}` : `Labels (${labels.length})`,
    author: first?.storeName ?? 'Kala',
  });
  labels.forEach((label, index) => {
    if (index > 0) pdf.addPage();
    drawLabel(pdf, label);
  });
  return pdfBytes(pdf);
}

function address(pdf: Pdf, who: PaperworkAddress, size: number) {
  pdf
    .font('bold')
    .fontSize(size + 1)
    .text(who.name, { width: W });
  pdf.font('regular').fontSize(size);
  for (const line of who.lines) pdf.text(line, { width: W });
  pdf
    .font('bold')
    .fontSize(size + 3)
    .text(`PIN ${who.pincode}`, { width: W });
  if (who.phone) pdf.font('regular').fontSize(size).text(`Phone: ${who.phone}`, { width: W });
}

function divider(pdf: Pdf) {
  pdf.y += 4;
  pdf
    .moveTo(M, pdf.y)
    .lineTo(M + W, pdf.y)
    .lineWidth(1)
    .strokeColor('#000')
    .stroke();
  pdf.y += 5;
}

function drawLabel(pdf: Pdf, label: ShippingLabelInput) {
  pdf.fillColor('#000').font('bold').fontSize(13).text(label.courierName, M, M, { width: W });
  const bars = code128Layout(label.awb, { left: M, top: pdf.y + 4, width: W, height: 56 });
  for (const bar of bars.bars) pdf.rect(bar.x, bars.top, bar.width, bars.height);
  pdf.fill('#000');
  pdf.font('bold').fontSize(12).text(label.awb, M, bars.textTop, { width: W, align: 'center' });
  divider(pdf);

  pdf.font('bold').fontSize(8).text('SHIP TO', M, pdf.y, { width: W });
  address(pdf, label.shipTo, 10);
  divider(pdf);

  const collect =
    label.codCollectPaise === null ? 'PREPAID' : `COD: Collect ${formatRupees(toRupees(label.codCollectPaise))}`;
  pdf.font('bold').fontSize(16).text(collect, M, pdf.y, { width: W, align: 'center' });
  pdf.font('regular').fontSize(9);
  pdf.text(`Order ${label.orderNumber}`, { width: W, align: 'center' });
  pdf.text(`${label.pieces} ${label.pieces === 1 ? 'piece' : 'pieces'} · Weight ${label.weightKg.toFixed(1)} kg`, {
    width: W,
    align: 'center',
  });
  divider(pdf);

  pdf.font('bold').fontSize(7).text('IF UNDELIVERED, RETURN TO', M, pdf.y, { width: W });
  address(pdf, label.returnTo, 7.5);
}
