/**
 * Packing slips, A5, one page per order (issue 24 item 6): what goes in the box, piece by piece with its size and
 * quantity, so whoever packs and whoever opens can check it. A gift's slip shows its recipient and message, and with
 * hidden prices (decision 042) no price at all.
 */
import { formatRupees, toRupees } from '@kala/contract/money';
import { indianDate } from '../../invoices/documents/document-text.ts';
import { createPdf, pdfBytes, type Pdf } from '../../invoices/documents/pdf-document.ts';
import type { PackingSlipInput } from './paperwork-input.ts';

const A5: [number, number] = [419.53, 595.28];
const M = 32;
const W = A5[0] - 2 * M;
const money = (paise: number) => formatRupees(toRupees(paise));

export async function renderPackingSlipsPdf(slips: PackingSlipInput[]): Promise<Buffer> {
  const first = slips[0];
  const pdf = createPdf({
    size: A5,
    margin: M,
    title: slips.length === 1 && first ? `Packing slip ${first.orderNumber}` : `Packing slips (${slips.length})`,
    author: first?.storeName ?? 'Kala',
  });
  slips.forEach((slip, index) => {
    if (index > 0) pdf.addPage();
    drawSlip(pdf, slip);
  });
  return pdfBytes(pdf);
}

function drawSlip(pdf: Pdf, slip: PackingSlipInput) {
  pdf
    .fillColor('#1f1f1f')
    .font('bold')
    .fontSize(15)
    .text(slip.storeName, M, M, { width: W / 2 });
  pdf.fontSize(13).text('Packing slip', M + W / 2, M, { width: W / 2, align: 'right' });
  pdf.font('regular').fontSize(9);
  pdf.text(`Order ${slip.orderNumber}`, M + W / 2, pdf.y, { width: W / 2, align: 'right' });
  pdf.text(`Placed ${indianDate(slip.orderDate)}`, M + W / 2, pdf.y, { width: W / 2, align: 'right' });
  pdf.y += 10;
  pdf.font('bold').fontSize(8).fillColor('#5c5c5c').text('SHIP TO', M, pdf.y, { width: W });
  pdf.fillColor('#1f1f1f').fontSize(10).text(slip.shipTo.name, { width: W });
  pdf.font('regular').fontSize(9);
  for (const line of [...slip.shipTo.lines, `PIN ${slip.shipTo.pincode}`]) pdf.text(line, { width: W });
  pdf.y += 10;
  if (slip.gift) drawGift(pdf, slip.gift);
  drawItems(pdf, slip);
  const pieces = slip.items.reduce((sum, item) => sum + item.quantity, 0);
  pdf.y += 8;
  pdf
    .font('bold')
    .fontSize(9)
    .text(`${pieces} ${pieces === 1 ? 'piece' : 'pieces'} in this parcel`, M, pdf.y, {
      width: W,
    });
  if (slip.hidePrices) pdf.font('regular').text('A gift: prices are left out.', { width: W });
  pdf.font('regular').fontSize(8.5).fillColor('#5c5c5c').moveDown(1);
  pdf.text(`Handmade with care. Thank you for shopping with ${slip.storeName}.`, { width: W });
}

/** The gift's card on the slip: for whom, from whom, wrapped or not, and the message as typed (plain text). */
function drawGift(pdf: Pdf, gift: NonNullable<PackingSlipInput['gift']>) {
  const top = pdf.y;
  pdf
    .font('bold')
    .fontSize(8)
    .fillColor('#5c5c5c')
    .text('A GIFT', M + 10, top + 8, { width: W - 20 });
  pdf
    .fillColor('#1f1f1f')
    .fontSize(10)
    .text(`For ${gift.recipientName}`, { width: W - 20 });
  pdf
    .font('regular')
    .fontSize(9)
    .text(`From ${gift.from}`, { width: W - 20 });
  if (gift.giftWrap) pdf.text('Gift wrapped', { width: W - 20 });
  if (gift.message) {
    pdf.moveDown(0.4);
    pdf
      .font('regular')
      .fontSize(10)
      .text(gift.message, { width: W - 20 });
  }
  const bottom = pdf.y + 8;
  pdf
    .rect(M, top, W, bottom - top)
    .lineWidth(0.75)
    .strokeColor('#8a6d3b')
    .stroke();
  pdf.y = bottom + 10;
}

function drawItems(pdf: Pdf, slip: PackingSlipInput) {
  // Columns: piece, size, quantity, and (unless prices are hidden) price and amount.
  const cols = slip.hidePrices
    ? [
        { header: 'Piece', width: W - 150, right: false },
        { header: 'Size', width: 100, right: false },
        { header: 'Qty', width: 50, right: true },
      ]
    : [
        { header: 'Piece', width: W - 250, right: false },
        { header: 'Size', width: 70, right: false },
        { header: 'Qty', width: 30, right: true },
        { header: 'Price', width: 70, right: true },
        { header: 'Amount', width: 80, right: true },
      ];
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'bold' : 'regular').fontSize(9);
    const height = Math.max(...cells.map((text, i) => pdf.heightOfString(text, { width: cols[i]!.width - 6 }))) + 8;
    if (pdf.y + height > A5[1] - M) pdf.addPage();
    const top = pdf.y;
    let x = M;
    cells.forEach((text, i) => {
      pdf.text(text, x + 3, top + 4, { width: cols[i]!.width - 6, align: cols[i]!.right ? 'right' : 'left' });
      x += cols[i]!.width;
    });
    pdf
      .moveTo(M, top + height)
      .lineTo(M + W, top + height)
      .lineWidth(0.5)
      .strokeColor('#b8b8b8')
      .stroke();
    pdf.y = top + height;
  };
  row(
    cols.map((c) => c.header),
    true,
  );
  for (const item of slip.items) {
    const base = [item.name, item.size, String(item.quantity)];
    row(
      slip.hidePrices ? base : [...base, money(item.unitPricePaise), money(item.unitPricePaise * item.quantity)],
      false,
    );
  }
}
